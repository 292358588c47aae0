import AppContainer
import Core
import Foundation
import LandpadsDomain

/// One line of the landing site list, display strings only.
package struct LandpadRow: Sendable, Hashable, Codable {
  package var id: String
  package var name: String
  package var fullName: String
  package var type: String
  package var status: String
  /// `54/61`: landings made of those tried.
  package var landings: String
  package var lastLanding: String
}

/// One landing at a site, display strings only.
package struct PadLandingRow: Sendable, Hashable, Codable {
  package var date: String
  package var launch: String
  package var booster: String
  package var outcome: String
}

/// Builds the landing sites' rows, list, card and the landings under it.
package enum LandpadPresenter {
  package static func row(for pad: Landpad, formatter: DisplayFormatter) -> LandpadRow {
    let language = formatter.language
    return LandpadRow(
      id: pad.id, name: TerminalText.sanitized(pad.name), fullName: pad.fullName.map(TerminalText.sanitized) ?? "—",
      type: LandpadsStrings.type(pad.type)(language), status: LandpadsStrings.status(pad.status)(language),
      landings: "\(formatter.integer(pad.successes))/\(formatter.integer(pad.attempts))",
      lastLanding: pad.lastLanding.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—")
  }

  /// The list's columns; the full name gives way first, then the last landing (the card has
  /// both), so the kind of site is never cut.
  package static let layout = ListLayout(
    columns: [
      ListColumn(LandpadsStrings.site, "name"), ListColumn(LandpadsStrings.type, "type"),
      ListColumn(LandpadsStrings.status, "status"), ListColumn(LandpadsStrings.landings, "landings", .right),
      ListColumn(LandpadsStrings.lastLanding, "lastLanding", fit: .drop),
      ListColumn(LandpadsStrings.name, "fullName", fit: .drop),
    ],
    row: RowTarget(screen: "landpad"))

  package static func card(for pad: Landpad, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = LandpadsStrings.self
    let place = [pad.locality, pad.region].compactMap { $0.map(TerminalText.sanitized) }.joined(separator: ", ")
    return Card(
      title: TerminalText.sanitized(pad.name), subtitle: strings.status(pad.status)(language),
      fields: [
        .init(
          key: "fullName", label: strings.name(language),
          value: pad.fullName.map(TerminalText.sanitized) ?? strings.unknown(language)),
        .init(key: "type", label: strings.type(language), value: strings.type(pad.type)(language)),
        .init(
          key: "location", label: strings.location(language), value: place.isEmpty ? strings.unknown(language) : place),
        .init(
          key: "landings", label: strings.landings(language),
          value: "\(formatter.integer(pad.successes))/\(formatter.integer(pad.attempts))"),
      ]
        // Landings made of those tried, year by year: a site's cadence at a glance.
        + Card.Field.years(pad.landingsByYear, key: "landings", formatter: formatter) + [
          .init(
            key: "lastLanding", label: strings.lastLanding(language), value: pad.lastLanding.map(formatter.day) ?? "—")
        ])
  }

  package static func landingRow(_ landing: PadLanding, formatter: DisplayFormatter) -> PadLandingRow {
    PadLandingRow(
      date: DateText.sortable(landing.date, precision: landing.datePrecision, timeZone: formatter.timeZone),
      launch: TerminalText.sanitized(landing.launchName), booster: landing.booster.map(TerminalText.sanitized) ?? "—",
      outcome: LandpadsStrings.outcome(landing.success, upcoming: landing.isUpcoming)(formatter.language))
  }

  /// The landings under the card, oldest first, each opening its launch.
  package static let landingsBlock = RelatedItems<PadLanding>(
    layout: ListLayout(
      items: "landings", title: LandpadsStrings.landings,
      columns: [
        ListColumn(LandpadsStrings.date, "date", fit: .keep, isTime: true),
        ListColumn(LandpadsStrings.launch, "launch"), ListColumn(LandpadsStrings.booster, "booster"),
        ListColumn(LandpadsStrings.outcome, "outcome"),
      ],
      row: RowTarget(screen: "launch", params: ["id": "launchId"])),
    heading: { count, language in LandpadsStrings.landingsHere(count, language) }, none: LandpadsStrings.none,
    unavailable: LandpadsStrings.unavailable, id: { $0.launchID }, name: { $0.launchName },
    display: { landings, formatter in landings.map { DisplayRow.cells(of: landingRow($0, formatter: formatter)) } })
}
