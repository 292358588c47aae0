import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain

/// `launches.next {rocket?}`: the next launch due, answered as `launches.get` answers.
struct LaunchesNextMethod: RPCMethodDeclaration {
  static let method = MethodName("launches.next")
  var name: MethodName { Self.method }
  let summary =
    "The next launch due (of one rocket, when given), as launches.get answers it, with where its plan stands now (timelineNow); notFound when the data knows none."

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "rocket": .object(["description": .string("A rocket id or name, typed loosely (`falcon9`, `heavy`).")])
    ]

    var rocket: String?
  }

  let effects = MethodEffects.reads(.catalog, .settings, .rowMarks)
  /// As ``LaunchesGetMethod``'s.
  let repository: any LaunchDetailRepository<Launch>
  let marks: MarkRegistry
  let log: any LaunchChangeLog
  let sections: CardSections

  func answer(_ params: Params, _ context: MethodContext) async throws -> LaunchesGetMethod.Result {
    let now = context.formatter.now
    let detail = try await repository.next(rocket: params.rocket, now: now, refresh: false)
    let added = await sections.sections(on: .launch, id: detail.value.launch.id)
    var result = LaunchesGetMethod.result(
      detail, marks: marks.snapshot(LaunchDetailPresenter.markKind), log: log, added: added, context)
    result.timelineNow = TimelineNowItem(detail.value.launch, now: now, language: context.formatter.language)
    return result
  }
}
