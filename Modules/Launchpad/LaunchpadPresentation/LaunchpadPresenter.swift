import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

/// One line of the launchpad list, display strings only.
package struct LaunchpadRow: Sendable, Hashable, Codable {
  package var id: String
  package var name: String
  package var location: String
  package var status: String
  package var launches: String
  package var successRate: String
}

/// Builds launchpad rows, the list and its snapshot, and the launchpad card with its launches.
package enum LaunchpadPresenter {
  package static func row(for pad: Launchpad, formatter: DisplayFormatter) -> LaunchpadRow {
    let language = formatter.language
    let attempts = pad.launchAttempts.map { "\(formatter.integer(pad.launchSuccesses ?? 0))/\(formatter.integer($0))" }
    return LaunchpadRow(
      id: pad.id, name: TerminalText.sanitized(pad.name), location: location(pad),
      status: LaunchpadStrings.status(pad.status, language), launches: attempts ?? "—",
      successRate: pad.successRatePercent.map(formatter.percent) ?? "—")
  }

  /// Sections by status (`active`, `retired`, …), in order of first appearance.
  package static func snapshot(of pads: [Launchpad], language: Language) -> ListSnapshot {
    ListSnapshot(
      grouping: pads, section: { $0.status ?? "unknown" }, id: \.id,
      title: { LaunchpadStrings.sectionTitle($0, language) },
      revision: { $0.hashValue })
  }

  /// The list's columns, for the terminal and every client alike; the location goes first on a
  /// narrow terminal.
  package static let layout = ListLayout(
    columns: [
      ListColumn(LaunchpadStrings.name, "name"), ListColumn(LaunchpadStrings.location, "location", fit: .drop),
      ListColumn(LaunchpadStrings.status, "status"),
      ListColumn(LaunchpadStrings.successesColumn, "launches", .right),
      ListColumn(LaunchpadStrings.rateColumn, "successRate", .right),
    ],
    row: RowTarget(screen: "launchpad"))

  /// The numbered table, with the count and the source as its footer.
  package static func listOutput(of pads: Sourced<[Launchpad]>, formatter: DisplayFormatter) -> CommandOutput {
    layout.output(
      pads.value.map { row(for: $0, formatter: formatter) }, count: LaunchpadStrings.launchpads,
      provenance: pads.provenance, formatter: formatter)
  }

  /// The card: where the pad is, how it has done and what flies from it (its launches follow it,
  /// as ``launches(marks:)`` lays them out).
  package static func card(for pad: Launchpad, rockets: [String], formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = LaunchpadStrings.self
    let unknown = strings.unknown(language)
    let fields: [Card.Field] = [
      .init(
        key: "fullName", label: strings.fullName(language), value: pad.fullName.map(TerminalText.sanitized) ?? unknown),
      .init(
        key: "locality", label: strings.locality(language), value: pad.locality.map(TerminalText.sanitized) ?? unknown),
      .init(key: "region", label: strings.region(language), value: pad.region.map(TerminalText.sanitized) ?? unknown),
      .init(key: "coordinates", label: strings.coordinates(language), value: coordinates(pad, formatter) ?? unknown),
      .init(
        key: "attempts", label: strings.attempts(language), value: pad.launchAttempts.map(formatter.integer) ?? unknown),
      .init(
        key: "successes", label: strings.successes(language),
        value: pad.launchSuccesses.map(formatter.integer) ?? unknown),
      .init(
        key: "successRate", label: strings.successRate(language),
        value: pad.successRatePercent.map(formatter.percent) ?? "—"),
      .init(
        key: "rockets", label: strings.rockets(language),
        value: rockets.isEmpty ? unknown : rockets.joined(separator: ", ")),
    ]
    return Card(title: TerminalText.sanitized(pad.name), subtitle: strings.status(pad.status, language), fields: fields)
  }

  /// The pad's launches under its card: every row flies from it, so no launchpad column.
  package static func launches(marks: @escaping @Sendable () -> RowMarks) -> RelatedItems<LaunchSummary> {
    LaunchLayouts.related(heading: LaunchpadStrings.launchesFromHere, without: [.launchpad], marks: marks)
  }

  /// "Cape Canaveral, Florida".
  static func location(_ pad: Launchpad) -> String {
    let text = [pad.locality, pad.region].compactMap { $0.map(TerminalText.sanitized) }.joined(separator: ", ")
    return text.isEmpty ? "—" : text
  }

  /// "28.5619° N, 80.5774° W" / "28,5619° с. ш., 80,5774° з. д.".
  static func coordinates(_ pad: Launchpad, _ formatter: DisplayFormatter) -> String? {
    guard let latitude = pad.latitude, let longitude = pad.longitude else { return nil }
    let hemispheres =
      formatter.language == .en
      ? (latitude >= 0 ? "N" : "S", longitude >= 0 ? "E" : "W")
      : (latitude >= 0 ? "с. ш." : "ю. ш.", longitude >= 0 ? "в. д." : "з. д.")
    let lat = formatter.decimal(abs(latitude), fractionDigits: 4)
    let lon = formatter.decimal(abs(longitude), fractionDigits: 4)
    return "\(lat)° \(hemispheres.0), \(lon)° \(hemispheres.1)"
  }
}
