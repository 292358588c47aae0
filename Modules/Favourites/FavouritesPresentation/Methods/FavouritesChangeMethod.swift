import AppContainer
import Core
import FavouritesDomain
import Foundation
import JSONRPC
import LaunchesDomain

/// `favourites.add {ids}` and `favourites.remove {ids}`: when something changed, notify
/// `favourites.didChange` and re-render open views, then answer with the favourites after the change.
struct FavouritesChangeMethod: RPCMethodDeclaration {
  static let add = MethodName("favourites.add")
  static let remove = MethodName("favourites.remove")
  static let notification = MethodName("favourites.didChange")
  /// The ``Screen/dependencyDidChange(_:)`` topic open views hear.
  static let topic = "favourites"
  /// The favourites, the ★ marks they put on rows, and every open view that shows either; the
  /// references are resolved against the launches.
  static let effects = MethodEffects.changes(StateTopic(topic), .rowMarks, .views, reads: [.catalog])

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "ids": .object([
        "minItems": .integer(1),
        "description": .string(
          "Launches by id (a flight number or exact name also works); an unknown one changes nothing."),
      ])
    ]

    var ids: [String]
  }

  /// `{ids}`: the favourite launch ids after the change, oldest first.
  struct Result: Codable, Sendable {
    var ids: [String]
  }

  /// ``add`` or ``remove``.
  let name: MethodName
  var summary: String {
    name == Self.add
      ? "Adds launches to the favourites; notifies favourites.didChange, then answers {ids}, the favourites after it."
      : "Removes launches from the favourites; notifies favourites.didChange, then answers {ids}."
  }
  var effects: MethodEffects { Self.effects }
  // CRS-7, which the offline sample has.
  let example: [String: JSONValue]? = ["ids": .array([.string("5eb87ceeffd86e000604b341")])]
  let store: any FavouritesStore
  /// What the references are resolved against.
  let launches: any LaunchRepository
  let views: ViewHost

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    guard !params.ids.isEmpty else { throw RPCError.invalidParams("ids", "expected at least one launch id") }
    let resolved = try await FavouriteReferences(params.ids, repository: launches)
    let change = try await name == Self.add ? store.add(resolved.ids) : store.remove(resolved.ids)
    let result = Result(ids: change.ids)
    guard !change.changed.isEmpty else { return result }
    // Before the answer: a client that reads it already has the new favourites and views.
    context.notify(Self.notification, try JSONWriter.encode(result))
    await views.dependencyDidChange(Self.topic, formatter: context.formatter, notify: context.notify)
    return result
  }
}
