import AppContainer
import Core
import FavouritesDomain
import Foundation
import JSONRPC
import LaunchesDomain

/// `favourites.add {ids}` and `favourites.remove {ids}`: answer with the favourites after the
/// change, then (when something changed) notify `favourites.didChange` and re-render open views.
enum FavouritesChangeMethod {
  static let add = "favourites.add"
  static let remove = "favourites.remove"
  static let notification = "favourites.didChange"
  /// The ``Screen/dependencyDidChange(_:)`` topic open views hear.
  static let topic = "favourites"

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
      let change = try method == add ? store.add(resolved.ids) : store.remove(resolved.ids)
      let result = Result(ids: change.ids)
      guard !change.changed.isEmpty else { return result }
      let encoded = try JSONWriter.encode(result)
      let (notify, formatter) = (context.notify, context.formatter)
      context.afterReply {
        notify(notification, encoded)
        await views.dependencyDidChange(topic, formatter: formatter, notify: notify)
      }
      return result
    }
  }
}
