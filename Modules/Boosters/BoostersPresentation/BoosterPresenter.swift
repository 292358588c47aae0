import AppContainer
import BoostersDomain
import Core
import Foundation

/// One line of the booster list, display strings only.
package struct BoosterRow: Sendable, Hashable, Codable {
  package var serial: String
  package var block: String
  package var status: String
  package var flights: String
  /// `12/13`: landings made of those attempted.
  package var landings: String
  /// One sortable style (`2022-12-05`).
  package var lastFlight: String
  /// `123 days`.
  package var sinceLastFlight: String
}

/// One line of a booster's career, display strings only.
package struct BoosterFlightRow: Sendable, Hashable, Codable {
  /// `7`: which flight of the booster, its place in the career.
  package var number: String
  package var launch: String
  package var date: String
  package var turnaround: String
  /// `landed · OCISLY`.
  package var landing: String
}

/// Builds booster rows, the list's layout and snapshot, the card and the career under it.
package enum BoosterPresenter {
  package static func row(for booster: Booster, formatter: DisplayFormatter) -> BoosterRow {
    let language = formatter.language
    let flown = booster.flown
    let landings = LandingCounts(flown)
    let last = flown.last?.date
    return BoosterRow(
      serial: TerminalText.sanitized(booster.serial), block: booster.block.map(formatter.integer) ?? "—",
      status: BoostersStrings.status(booster.status)(language), flights: formatter.integer(flown.count),
      landings: BoostersStrings.landingCount(made: landings.successes, of: landings.attempts, language),
      lastFlight: last.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—",
      sinceLastFlight: booster.isOutOfService
        ? "—" : booster.daysSinceLastFlight(now: formatter.now).map { BoostersStrings.days($0, language) } ?? "—")
  }

  /// The list's columns, for the terminal and every client alike; the days idle go first on a
  /// narrow terminal (the date says it), then the block.
  package static let layout = ListLayout(
    columns: [
      ListColumn(BoostersStrings.booster, "serial"), ListColumn(BoostersStrings.status, "status"),
      ListColumn(BoostersStrings.flights, "flights", .right), ListColumn(BoostersStrings.landings, "landings", .right),
      ListColumn(BoostersStrings.lastFlight, "lastFlight", fit: .keep),
      ListColumn(BoostersStrings.block, "block", .right, fit: .drop),
      ListColumn(BoostersStrings.idle, "sinceLastFlight", .right, fit: .drop),
    ],
    row: RowTarget(screen: "booster"))

  /// The card: what the booster is and what its career adds up to; the flights follow it.
  package static func card(for booster: Booster, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = BoostersStrings.self
    let unknown = strings.unknown(language)
    let landings = booster.landings
    let flights = formatter.integer(booster.flown.count)
    var fields: [Card.Field] = [
      .init(key: "block", label: strings.block(language), value: booster.block.map(formatter.integer) ?? unknown),
      .init(
        key: "flights", label: strings.flights(language),
        value: booster.launchLibraryFlightsDiffering.map {
          strings.flightsAgainstLaunchLibrary(log: flights, total: formatter.integer($0), language)
        } ?? flights),
      .init(
        key: "landings", label: strings.landings(language),
        value: strings.landingCount(made: landings.successes, of: landings.attempts, language)),
    ]
    for kind in LandingKind.allCases {
      guard let count = landings.byKind[kind] else { continue }
      fields.append(
        .init(
          key: "landings.\(kind.rawValue)", label: strings.kind(kind)(language),
          value: strings.landingCount(made: count.successes, of: count.attempts, language), level: 1))
    }
    fields += [
      .init(
        key: "firstFlight", label: strings.firstFlight(language), value: booster.firstFlight.map(formatter.day) ?? "—"),
      .init(
        key: "lastFlight", label: strings.lastFlight(language),
        value: booster.lastFlight.map {
          formatter.day($0) + (booster.isLogIncomplete ? strings.inThisLog(language) : "")
        } ?? "—"),
    ]
    if let fastest = booster.fastestReflight, let days = fastest.turnaroundDays {
      fields.append(
        .init(
          key: "fastestTurnaround", label: strings.fastestTurnaround(language),
          value: strings.days(days, language) + " · " + TerminalText.sanitized(fastest.launchName)))
    }
    if let days = booster.daysSinceLastFlight(now: formatter.now) {
      fields.append(
        .init(key: "sinceLastFlight", label: strings.daysSinceLastFlight(language), value: strings.days(days, language))
      )
    }
    if let next = booster.nextFlight {
      fields.append(
        .init(
          key: "nextFlight", label: strings.nextFlight(language),
          value: TerminalText.sanitized(next.launchName) + " · "
            + formatter.date(next.date, precision: next.datePrecision)))
    }
    fields += disagreementFields(booster, formatter: formatter)
    return Card(
      title: TerminalText.sanitized(booster.serial), subtitle: strings.status(booster.status)(language), fields: fields)
  }

  /// Where the sources say something else than the log: how many flights, then each one with
  /// what each source says (`CRS-26  Launch Library 2: flight 1`).
  static func disagreementFields(_ booster: Booster, formatter: DisplayFormatter) -> [Card.Field] {
    let language = formatter.language
    let flights = booster.flights.filter { !$0.disagreements.isEmpty }
    guard !flights.isEmpty else { return [] }
    return [
      .init(
        key: "disagreements", label: BoostersStrings.sourcesDisagree(language),
        value: BoostersStrings.onFlights(flights.count, language))
    ]
      + flights.map { flight in
        .init(
          key: "disagreements.\(flight.number)", label: TerminalText.sanitized(flight.launchName),
          value: flight.disagreements.map { BoostersStrings.claim($0, formatter: formatter) }.joined(separator: "; "),
          level: 1)
      }
  }

  /// A flight as its row shows it.
  package static func flightRow(_ flight: BoosterFlight, formatter: DisplayFormatter) -> BoosterFlightRow {
    let language = formatter.language
    let outcome =
      flight.isLostWithLaunch
      ? BoostersStrings.lostWithLaunch(language)
      : BoostersStrings.outcome(
        attempt: flight.landingAttempt, success: flight.landingSuccess, upcoming: flight.isUpcoming)(language)
    return BoosterFlightRow(
      number: formatter.integer(flight.number), launch: TerminalText.sanitized(flight.launchName),
      date: DateText.sortable(flight.date, precision: flight.datePrecision, timeZone: formatter.timeZone),
      turnaround: flight.turnaroundDays.map { BoostersStrings.days($0, language) } ?? "—",
      landing: [outcome, flight.landingPlace.map(TerminalText.sanitized)].compactMap { $0 }.joined(separator: " · "))
  }

  /// The career under the card: every flight in order, each opening its launch.
  package static let career = RelatedItems<BoosterFlight>(
    layout: ListLayout(
      items: "flights", title: BoostersStrings.flights,
      columns: [
        ListColumn(BoostersStrings.flight, "number", .right, numbersRows: true),
        ListColumn(BoostersStrings.launch, "launch", fit: .middle),
        ListColumn(BoostersStrings.date, "date", fit: .keep, isTime: true),
        ListColumn(BoostersStrings.turnaround, "turnaround", .right, fit: .drop),
        ListColumn(BoostersStrings.landing, "landing"),
      ],
      row: RowTarget(screen: "launch", params: ["id": "launchId"])),
    heading: { count, language in BoostersStrings.flightsWord(count, language) },
    none: BoostersStrings.noFlights, unavailable: BoostersStrings.unavailable, id: { $0.launchID },
    name: { $0.launchName },
    display: { flights, formatter in flights.map { DisplayRow.cells(of: flightRow($0, formatter: formatter)) } }
  )
  .countingApart(
    flown: PluralPhrase(
      en: PluralForms(one: "flight", other: "flights"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов")))
}
