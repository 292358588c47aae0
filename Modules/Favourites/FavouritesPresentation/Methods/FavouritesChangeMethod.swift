import AppContainer
import Core
import FavouritesDomain
import Foundation
import JSONRPC
import LaunchesDomain

/// `favourites.add {ids}` and `favourites.remove {ids}`: when something changed, notify
/// `favourites.didChange` and re-render open views, then answer with the favourites after the change.
enum FavouritesChangeMethod {
  static let add = "favourites.add"
  static let remove = "favourites.remove"
  static let notification = "favourites.didChange"
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

  static func handler(_ method: String, store: any FavouritesStore, launches: any LaunchRepository, views: ViewHost)
    -> @Sendable (Params, MethodContext) async throws -> Result
  {
    { params, context in
      guard !params.ids.isEmpty else { throw RPCError.invalidParams("ids", "expected at least one launch id") }
      let resolved = try await FavouriteReferences(params.ids, repository: launches)
      let change = try await method == add ? store.add(resolved.ids) : store.remove(resolved.ids)
      let result = Result(ids: change.ids)
      guard !change.changed.isEmpty else { return result }
      // Before the answer: a client that reads it already has the new favourites and views.
      context.notify(notification, try JSONWriter.encode(result))
      await views.dependencyDidChange(topic, formatter: context.formatter, notify: context.notify)
      return result
    }
  }
}
