import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

/// `launches.get {id}` or `{ref}`: one launch with every related part.
struct LaunchesGetMethod: RPCMethodDeclaration {
  static let method = MethodName("launches.get")
  var name: MethodName { Self.method }
  let summary =
    "One launch by id, flight number or name, aggregated with its rocket, launchpad, payloads, crew, capsules, ships and cores."

  /// `{id}` or its alias `{ref}`: a launch id, flight number or name.
  typealias Params = ReferenceParams

  struct Result: Codable, Sendable {
    /// With other features' marks as members (`favourite`).
    var launch: Marked<LaunchDetailItem>
    var card: Card
    /// What the change ledger recorded of the launch, oldest first (empty before any is seen).
    var changes: [LaunchChangeItem]
    /// Parts that are unavailable or missing referenced records; empty when complete.
    var partial: [String]
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    /// Each provider's part: `source`, `stale` and `fetchedAt` are their combined view.
    var sources: [ProviderProvenance]
    /// `launches.next` only: where the launch's plan stands now; absent when it cannot be put on
    /// the clock (no timeline, a NET not known to the hour, a hold).
    var timelineNow: TimelineNowItem?
  }

  /// The launch with other features' marks (a favourite's), formatted in the settings.
  let effects = MethodEffects.reads(.catalog, .settings, .rowMarks)
  let example: [String: JSONValue]? = ["ref": "CRS-7"]
  /// The launches' details, the marks other features put on launches, and the change ledger.
  let repository: any LaunchDetailRepository<Launch>
  let marks: MarkRegistry
  let log: any LaunchChangeLog
  /// The blocks other features add to a launch's card, as the screens show them.
  let sections: CardSections

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    let reference = try params.reference("a launch id, flight number or name")
    let detail = try await repository.detail(reference, refresh: false)
    let added = await sections.sections(on: .launch, id: detail.value.launch.id)
    return Self.result(detail, marks: marks.snapshot(LaunchDetailPresenter.markKind), log: log, added: added, context)
  }

  /// A detail as this method answers it (`launches.next` answers the same way).
  /// - Parameter added: what other features lay out on its card.
  static func result(
    _ detail: Sourced<LaunchDetail<Launch>>, marks: RowMarks, log: any LaunchChangeLog,
    added: [CardSectionContribution.Layout], _ context: MethodContext
  ) -> Result {
    let history = log.changes(of: detail.value.launch)
    let summary = LaunchSummary(
      launch: detail.value.launch, rocketName: detail.value.rocket.value??.name,
      launchpadName: detail.value.launchpad.value??.name)
    return Result(
      launch: Marked(
        LaunchDetailItem(detail.value, formatter: context.formatter), flags: marks.flags(for: detail.value.launch.id)),
      card: {
        var card = LaunchDetailPresenter.card(
          for: detail.value, formatter: context.formatter, marks: marks, history: history,
          asOf: LaunchFreshness.outdated(
            detail.value.launch, provenance: detail.provenance, now: context.formatter.now),
          liveAsOf: LaunchDetailPresenter.liveAsOf(detail.provenance))
        card.sections += added.compactMap { $0(context.formatter) }
        return card
      }(),
      changes: history.map {
        LaunchChangeItem(LaunchChangeReport.Entry(change: $0, launch: summary), formatter: context.formatter)
      },
      partial: detail.value.incompleteParts,
      source: detail.provenance.source, stale: detail.provenance.isStale, fetchedAt: detail.provenance.fetchedAt,
      sources: detail.provenance.sources)
  }
}
