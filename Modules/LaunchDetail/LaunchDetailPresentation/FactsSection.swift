import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain

/// The card's quick facts: which of SpaceX's launches of its year it is and which from its pad,
/// the pad's turnaround, each booster's flight, the orbit, the programs and the Flight Club page.
/// A count says whose it is when it is Launch Library 2's, and LL2's beside ours where they differ.
enum FactsSection {
  static func section(of detail: LaunchDetail<Launch>, formatter: DisplayFormatter) -> Card.Section? {
    let language = formatter.language
    let launch = detail.launch
    var entries: [Card.Entry] = []
    if let facts = detail.facts {
      let year = String(facts.year)
      if let count = facts.providerYear {
        let launchOfYear = Phrase(
          en: "SpaceX's \(ordinal(count.value, language)) launch of \(year)",
          ru: "\(ordinal(count.value, language)) запуск SpaceX в \(year) году")
        entries.append(Card.Entry(value: launchOfYear(language) + source(count, language) { ordinal($0, language) }))
      }
      if let count = facts.padYear, let pad = (detail.launchpad.value ?? nil).map({ TerminalText.singleLine($0.name) })
      {
        let fromPad = Phrase(
          en: "\(ordinal(count.value, language)) from \(pad) in \(year)",
          ru: "\(ordinal(count.value, language)) с \(pad) в \(year) году")
        entries.append(Card.Entry(value: fromPad(language) + source(count, language) { ordinal($0, language) }))
      }
      if let count = facts.padTurnaround {
        let span = { (seconds: Int) in TimeSpan.short(TimeInterval(seconds), language: language) }
        entries.append(
          Card.Entry(
            label: Phrase(en: "Pad turnaround", ru: "Интервал пусков с площадки")(language),
            value: span(count.value) + source(count, language, span)))
      }
    }
    // The detail's boosters where it read them, else the catalog's (a launch only LL2 knows, offline).
    let cores =
      detail.cores.value ?? launch.cores.map { CoreUse(coreID: $0.coreID, serial: $0.serial, flight: $0.flight) }
    for core in cores {
      guard let serial = core.serial.map(TerminalText.singleLine), let flight = core.flight, flight > 0 else {
        continue
      }
      let flightOf = Phrase(
        en: "\(serial)'s \(ordinal(flight, language)) flight", ru: "\(ordinal(flight, language)) полёт \(serial)")
      // By its serial, so the line opens the booster as its line under "Cores" does.
      entries.append(Card.Entry(value: flightOf(language), id: core.serial))
    }
    let recorded = launch.launchLibraryFacts
    if let orbit = recorded.orbit {
      entries.append(
        Card.Entry(label: Phrase(en: "Orbit", ru: "Орбита")(language), value: OrbitNames.name(of: orbit, language)))
    }
    if let programs = launch.programs, !programs.isEmpty {
      let one = programs.count == 1
      let label = Phrase(en: one ? "Program" : "Programs", ru: one ? "Программа" : "Программы")(language)
      entries.append(Card.Entry(label: label, value: programs.map(TerminalText.singleLine).joined(separator: ", ")))
    }
    if let flightClub = recorded.flightClub {
      entries.append(Card.Entry(label: "Flight Club", value: flightClub.absoluteString, url: flightClub.absoluteString))
    }
    guard !entries.isEmpty else { return nil }
    return Card.Section(key: "facts", title: Phrase(en: "Quick facts", ru: "Коротко")(language), entries: entries)
  }

  private static func ordinal(_ value: Int, _ language: Language) -> String {
    NumberFormat.ordinal(value, language: language)
  }

  /// Nothing for our own count that LL2 agrees with (or has none of); else whose it is, or what
  /// LL2 counts instead. (A no-break space keeps "Launch Library 2" on one line.)
  private static func source(
    _ count: LaunchFacts.Counted, _ language: Language, _ text: (Int) -> String
  ) -> String {
    switch (count.source, count.launchLibraryValue) {
    case (.launchLibrary, _):
      Phrase(en: " (by Launch\u{00A0}Library\u{00A0}2)", ru: " (по данным Launch\u{00A0}Library\u{00A0}2)")(language)
    case (.catalog, let theirs?):
      Phrase(
        en: " (Launch\u{00A0}Library\u{00A0}2: \(text(theirs)))",
        ru: " (по Launch\u{00A0}Library\u{00A0}2 — \(text(theirs)))")(language)
    case (.catalog, nil): ""
    }
  }
}
