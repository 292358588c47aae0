import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain

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

  /// The handler, over `repository` and the marks other features put on launches.
  static func handler(
    _ repository: any LaunchDetailRepository<Launch>, marks: MarkRegistry, log: any LaunchChangeLog
  ) -> @Sendable (Params, MethodContext) async throws -> LaunchesGetMethod.Result {
    { params, context in
      let detail = try await repository.next(rocket: params.rocket, now: context.formatter.now, refresh: false)
      return LaunchesGetMethod.result(detail, marks: marks.snapshot(LaunchDetailPresenter.markKind), log: log, context)
    }
  }
}
