import AppContainer
import Core
import FavouritesDomain
import JSONRPC
import LaunchesDomain

/// `*` on a launch: adds it to the favourites, or removes it. `spacex browse` runs it as a key
/// on the launch screen; editors call `favourites.toggle {id}`, which the screen's key names.
struct FavouriteToggle: RPCMethodDeclaration {
  static let method = MethodName("favourites.toggle")
  var name: MethodName { Self.method }
  let summary =
    "Adds one launch ({id} or {ref}) to the favourites, or removes it if it is one; notifies favourites.didChange, then answers {ids, favourite, message}."
  var effects: MethodEffects { FavouritesChangeMethod.effects }
  let example: [String: JSONValue]? = ["id": "5eb87ceeffd86e000604b341"]
  let store: any FavouritesStore
  let launches: any LaunchRepository
  let views: ViewHost

  /// `{ids, favourite, message}`: the favourites after it, whether the launch is one now, and
  /// what to tell the user.
  struct Result: Codable, Sendable {
    var ids: [String]
    var favourite: Bool
    var message: String
  }

  static func action(store: any FavouritesStore, launches: any LaunchRepository) -> ScreenAction {
    ScreenAction(screen: .launch, key: "*", title: FavouritesStrings.toggleKey, method: method) { params, language in
      let reference = try ReferenceParams.reference(in: params, what)
      return try await toggle(reference, store: store, launches: launches, language: language).result.message
    }
  }

  private static let what = "a launch id, flight number or name"

  /// Toggles the launch `reference` names; `changed` says whether the store changed.
  static func toggle(
    _ reference: String, store: any FavouritesStore, launches: any LaunchRepository, language: Language
  ) async throws -> (result: Result, changed: Bool) {
    let launch = try await FavouriteReferences([reference], repository: launches)
    let isFavourite = launch.ids.allSatisfy(store.ids().contains)
    let change = try await isFavourite ? store.remove(launch.ids) : store.add(launch.ids)
    let names = launch.names(of: change.changed)
    let message = (isFavourite ? FavouritesStrings.removed(names) : FavouritesStrings.added(names))(language)
    return (Result(ids: change.ids, favourite: !isFavourite, message: message), !change.changed.isEmpty)
  }

  /// The toggle, then (when it changed something) `favourites.didChange` and the open views'
  /// updates, before the answer.
  func answer(_ params: ReferenceParams, _ context: MethodContext) async throws -> Result {
    let (result, changed) = try await Self.toggle(
      try params.reference(Self.what), store: store, launches: launches, language: context.formatter.language)
    guard changed else { return result }
    let favourites = FavouritesChangeMethod.Result(ids: result.ids)
    context.notify(FavouritesChangeMethod.notification, try JSONWriter.encode(favourites))
    await views.dependencyDidChange(FavouritesChangeMethod.topic, formatter: context.formatter, notify: context.notify)
    return result
  }
}
