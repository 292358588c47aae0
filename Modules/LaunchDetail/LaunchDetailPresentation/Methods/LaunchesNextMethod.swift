import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain

/// `launches.next {rocket?}`: the next launch due, answered as `launches.get` answers.
enum LaunchesNextMethod {
  static let method = "launches.next"
  static let summary =
    "The next launch due (of one rocket, when given), as launches.get answers it; notFound when the data knows none."

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "rocket": .object(["description": .string("A rocket id or name, typed loosely (`falcon9`, `heavy`).")])
    ]

    var rocket: String?
  }

  static func handle(_ params: Params, _ context: MethodContext) async throws -> LaunchesGetMethod.Result {
    let repository = try context.container.resolve((any LaunchDetailRepository).self)
    let detail = try await repository.next(rocket: params.rocket, now: context.formatter.now, refresh: false)
    return LaunchesGetMethod.result(detail, context)
  }
}
