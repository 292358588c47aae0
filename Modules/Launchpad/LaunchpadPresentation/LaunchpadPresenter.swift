import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

/// One line of the launchpad list, display strings only; the location goes first on a narrow
/// terminal.
package enum LaunchpadCells: RowDeclaration {
  package static let cells: [RowCell<Launchpad>] = [
    .hidden("id") { pad, _ in pad.id },
    RowCell(LaunchpadStrings.name, "name") { pad, _ in TerminalText.sanitized(pad.name) },
    RowCell(Phrase(en: "Location", ru: "Место"), "location", fit: .drop) { pad, _ in LaunchpadPresenter.location(pad) },
    RowCell(Phrase.status, "status") { pad, formatter in LaunchpadStrings.status(pad, formatter) },
    // Table headers short enough never to be cut, and still told apart.
    RowCell(Phrase(en: "Successes", ru: "Успешно"), "launches", .right) { pad, formatter in
      pad.launchAttempts.map { formatter.fraction(pad.launchSuccesses ?? 0, of: $0) } ?? "—"
    },
    RowCell(Phrase(en: "Rate", ru: "Доля"), "successRate", .right) { pad, formatter in
      pad.successRatePercent.map(formatter.percent) ?? "—"
    },
  ]
}

/// Builds the launchpad list's sections and the launchpad card with its launches.
package enum LaunchpadPresenter {
  /// Sections by status (`active`, `retired`, …), in order of first appearance.
  static func snapshot(of pads: [Launchpad], language: Language) -> ListSnapshot {
    ListSnapshot(
      grouping: pads, section: { $0.status ?? "unknown" }, id: \.id,
      title: { LaunchpadStrings.sectionTitle($0, language) },
      revision: { $0.hashValue })
  }

  /// The card: where the pad is, how it has done and what flies from it (its launches follow it,
  /// as ``launches(marks:)`` lays them out).
  package static func card(for pad: Launchpad, formatter: DisplayFormatter) -> Card {
    var card = CardFields(formatter)
    card.add("fullName", Phrase(en: "Full name", ru: "Полное название"), pad.fullName.map(TerminalText.sanitized))
    card.add("locality", Phrase(en: "Locality", ru: "Населённый пункт"), pad.locality.map(TerminalText.sanitized))
    card.add("region", Phrase(en: "Region", ru: "Регион"), pad.region.map(TerminalText.sanitized))
    card.add("coordinates", Phrase(en: "Coordinates", ru: "Координаты"), coordinates(pad, formatter))
    card.add("attempts", LaunchpadStrings.attempts, pad.launchAttempts.map(formatter.integer))
    card.add(
      "successes", Phrase(en: "Successful launches", ru: "Успешных запусков"),
      pad.launchSuccesses.map(formatter.integer))
    card.add(
      "successRate", Phrase(en: "Success rate", ru: "Доля успешных"), pad.successRatePercent.map(formatter.percent),
      missing: .dash)
    card.add(
      "rockets", Phrase(en: "Rockets", ru: "Ракеты"),
      pad.rocketNames.isEmpty ? nil : pad.rocketNames.map(TerminalText.sanitized).joined(separator: ", "))
    return Card(
      title: TerminalText.sanitized(pad.name), subtitle: LaunchpadStrings.status(pad, formatter),
      fields: card.fields)
  }

  /// The pad's launches under its card: every row flies from it, so no launchpad column.
  static func launches(marks: @escaping @Sendable () -> RowMarks) -> RelatedItems<LaunchSummary> {
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
