import AppContainer
import BoostersDomain
import Core
import Foundation

/// One line of the booster list, display strings only; on a narrow terminal the days idle go
/// first (the date says it), then the block.
package enum BoosterCells: RowDeclaration {
  package static let cells: [RowCell<Booster>] = [
    RowCell(BoostersStrings.booster, "serial") { booster, _ in TerminalText.sanitized(booster.serial) },
    RowCell(Phrase.status, "status") { booster, formatter in
      BoostersStrings.statuses(booster.status)(formatter.language)
    },
    RowCell(Phrase.flights, "flights", .right) { booster, formatter in formatter.integer(booster.flown.count)
    },
    // `12/13`: landings made of those attempted.
    RowCell(Phrase(en: "Landings", ru: "Посадки"), "landings", .right) { booster, formatter in
      let landings = booster.landings.all
      return formatter.fraction(landings.successes, of: landings.attempts)
    },
    RowCell(Phrase.lastFlight, "lastFlight", fit: .keep) { booster, _ in
      booster.lastFlight.map { DateText.sortable($0, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
    RowCell(Phrase(en: "Block", ru: "Блок"), "block", .right, fit: .drop) { booster, formatter in
      booster.block.map(formatter.integer) ?? "—"
    },
    // `123 days` on the ground since its last flight; none for a booster out of service.
    RowCell(Phrase(en: "Idle", ru: "Простой"), "sinceLastFlight", .right, fit: .drop) { booster, formatter in
      guard !booster.isOutOfService, let days = booster.daysSinceLastFlight(now: formatter.now) else { return "—" }
      return PluralPhrase.days(days, formatter.language)
    },
    // Its fastest reflight, what `--sort turnaround` orders by: dropped first for width, unless
    // the list is sorted by it.
    RowCell(Phrase(en: "Turnaround", ru: "Перерыв"), "turnaround", .right, fit: .drop) { booster, formatter in
      booster.fastestTurnaround.map { PluralPhrase.days($0, formatter.language) } ?? "—"
    },
  ]
}

/// One line of a booster's career, display strings only.
package enum BoosterFlightCells: RowDeclaration {
  package static let cells: [RowCell<BoosterFlight>] = [
    // Which flight of the booster, its place in the career.
    RowCell(BoostersStrings.flight, "number", .right, numbersRows: true) { flight, formatter in
      formatter.integer(flight.number)
    },
    .launchName(fit: .middle),
    .launchDate,
    RowCell(Phrase(en: "Turnaround", ru: "Перерыв"), "turnaround", .right, fit: .drop) { flight, formatter in
      flight.turnaroundDays.map { PluralPhrase.days($0, formatter.language) } ?? "—"
    },
    // `landed · OCISLY`.
    RowCell(BoostersStrings.landing, "landing") { flight, formatter in
      let outcome =
        flight.isLostWithLaunch
        ? Phrase(en: "lost with the launch", ru: "потеряна при запуске")
        : BoostersStrings.outcome(
          attempt: flight.landingAttempt, success: flight.landingSuccess, toCome: flight.isToCome(now: formatter.now))
      return [outcome(formatter.language), flight.landingPlace.map(TerminalText.sanitized)].compactMap { $0 }
        .joined(separator: " · ")
    },
  ]
}

/// Builds the booster card and the career under it.
package enum BoosterPresenter {
  /// The card: what the booster is and what its career adds up to; the flights follow it.
  package static func card(for booster: Booster, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = BoostersStrings.self
    let flights = formatter.integer(booster.flown.count)
    let landings = booster.landings
    var card = CardFields(formatter)
    card += BoosterCells.fields(["block"], of: booster, formatter, missing: Phrase.unknown)
    card.add(
      "flights", Phrase.flights,
      booster.launchLibraryFlightsDiffering.map {
        strings.flightsAgainstLaunchLibrary(log: flights, total: formatter.integer($0), language)
      } ?? flights)
    card += BoosterCells.fields(["landings"], of: booster, formatter)
    for kind in LandingKind.allCases {
      card.addIfKnown(
        "landings.\(kind.rawValue)", kind.phrase,
        landings.byKind[kind].map { formatter.fraction($0.successes, of: $0.attempts) }, level: 1)
    }
    card.add(
      "firstFlight", Phrase(en: "First flight", ru: "Первый полёт"), booster.firstFlight.map(formatter.day),
      missing: .dash)
    // When Launch Library 2 counts more flights, a newer one may be missing from the log.
    let inThisLog = booster.isLogIncomplete ? Phrase(en: ", in this log", ru: ", в этом списке")(language) : ""
    card.add("lastFlight", Phrase.lastFlight, booster.lastFlight.map { formatter.day($0) + inThisLog }, missing: .dash)
    card.addIfKnown(
      "fastestTurnaround", Phrase(en: "Fastest turnaround", ru: "Кратчайший перерыв"),
      booster.fastestReflight.flatMap { fastest in
        fastest.turnaroundDays.map {
          PluralPhrase.days($0, language) + " · " + TerminalText.sanitized(fastest.launchName)
        }
      })
    card.addIfKnown(
      "sinceLastFlight", Phrase(en: "Since last flight", ru: "С последнего полёта"),
      booster.daysSinceLastFlight(now: formatter.now).map { PluralPhrase.days($0, language) }
        ?? sinceLastFlightUnknown(booster, formatter: formatter))
    card.addIfKnown(
      "nextFlight", Phrase(en: "Next flight", ru: "Следующий полёт"),
      booster.nextFlight(now: formatter.now).map {
        TerminalText.sanitized($0.launchName) + " · " + formatter.date($0.date, precision: $0.datePrecision)
      })
    card += disagreementFields(booster, formatter: formatter)
    return Card(
      title: TerminalText.sanitized(booster.serial), subtitle: strings.statuses(booster.status)(language),
      fields: card.fields)
  }

  /// Why the time since its last flight is not said, when the data ends long before now: it may
  /// have flown since (`unknown: the data ends on October 20, 2022`).
  private static func sinceLastFlightUnknown(_ booster: Booster, formatter: DisplayFormatter) -> String? {
    guard booster.lastFlight != nil, !booster.isOutOfService, !booster.isLogIncomplete,
      booster.dataEndsBefore(formatter.now), let ends = booster.dataEnds
    else { return nil }
    let day = formatter.day(ends)
    return Phrase(en: "unknown: the data ends on \(day)", ru: "неизвестно: данные заканчиваются \(day)")(
      formatter.language)
  }

  /// Where the sources say something else than the log: how many flights, then each one with
  /// what each source says (`CRS-26  Launch Library 2: flight 1`).
  package static func disagreementFields(_ booster: Booster, formatter: DisplayFormatter) -> [Card.Field] {
    let language = formatter.language
    let flights = booster.flights.filter { !$0.disagreements.isEmpty }
    guard !flights.isEmpty else { return [] }
    return [
      .init(
        key: "disagreements", label: Phrase(en: "Sources differ", ru: "Источники расходятся")(language),
        value: BoostersStrings.onFlights(flights.count, language))
    ]
      + flights.map { flight in
        .init(
          key: "disagreements.\(flight.number)", label: TerminalText.sanitized(flight.launchName),
          value: BoostersStrings.claims(flight.disagreements, formatter: formatter),
          level: 1)
      }
  }

  /// The career under the card: every flight in order, each opening its launch.
  package static let career = RelatedItems.onLaunch(
    BoosterFlightCells.self, items: "flights", title: Phrase.flights, heading: BoostersStrings.flightsWord,
    none: Phrase(en: "No flights recorded.", ru: "Полётов нет.")
  )
  .countingApart(
    flown: PluralPhrase(
      en: PluralForms(one: "flight", other: "flights"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов")))
}
