import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain

/// `launches.get {id}` or `{ref}`: one launch with every related part.
enum LaunchesGetMethod {
  static let method = "launches.get"
  static let summary =
    "One launch by id, flight number or name, aggregated with its rocket, launchpad, payloads, crew, capsules, ships and cores."

  /// `{id}` or its alias `{ref}`: a launch id, flight number or name.
  typealias Params = ReferenceParams

  struct Result: Codable, Sendable {
    /// With other features' marks as members (`favourite`).
    var launch: Marked<LaunchDetailItem>
    var card: Card
    /// Parts that are unavailable or missing referenced records; empty when complete.
    var partial: [String]
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    /// Each provider's part: `source`, `stale` and `fetchedAt` are their combined view.
    var sources: [ProviderProvenance]
  }

  static func handle(_ params: Params, _ context: MethodContext) async throws -> Result {
    let reference = try params.reference("a launch id, flight number or name")
    let detail = try await context.container.resolve((any LaunchDetailRepository).self).detail(
      reference, refresh: false)
    return result(detail, context)
  }

  /// A detail as this method answers it (`launches.next` answers the same way).
  static func result(_ detail: Sourced<LaunchDetail>, _ context: MethodContext) -> Result {
    let marks = context.container.marks.snapshot(LaunchDetailPresenter.markKind)
    return Result(
      launch: Marked(
        LaunchDetailItem(detail.value, formatter: context.formatter), flags: marks.flags(for: detail.value.mission.id)),
      card: LaunchDetailPresenter.card(for: detail.value, formatter: context.formatter, marks: marks),
      partial: detail.value.incompleteParts,
      source: detail.provenance.source, stale: detail.provenance.isStale, fetchedAt: detail.provenance.fetchedAt,
      sources: detail.provenance.sources)
  }
}
