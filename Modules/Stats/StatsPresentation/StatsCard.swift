import Core
import Foundation
import StatsDomain

/// The card above the charts: what was counted, how often launches fly, and the fleet's records.
enum StatsCard {
  static func card(
    _ stats: LaunchStatistics, query: StatsQuery, formatter: DisplayFormatter
  ) -> Card {
    let language = formatter.language
    // Data that ends before now (an old cache, the offline sample, the frozen API alone) is
    // counted to where it ends, and says so: "0 launches in the last 30 days" would be false.
    let ended = stats.completeThrough.map { end in
      Card.Field(
        key: "completeThrough", label: Phrase(en: "Complete to", ru: "Полные данные по")(language),
        value: formatter.day(end)
          + Phrase(en: " · later counts partial (*)", ru: " · дальше неполно (*)")(language))
    }
    let window = { (days: Int) in
      ended == nil
        ? Phrase(en: "Last \(days) days", ru: "За \(days) дней")
        : Phrase(en: "\(days) days to then", ru: "\(days) дней до этой даты")
    }
    var fields = [
      Card.Field(
        key: "launches", label: Phrase(en: "Launches", ru: "Запуски")(language),
        value: launchesLine(stats, formatter: formatter))
    ]
    fields += [ended].compactMap { $0 }
    fields += [
      Card.Field(key: "last30Days", label: window(30)(language), value: launches(stats.cadence.last30Days, language)),
      Card.Field(
        key: "last365Days", label: window(365)(language), value: launches(stats.cadence.last365Days, language)),
      Card.Field(
        key: "medianDaysBetween", label: Phrase(en: "Median gap", ru: "Медианный промежуток")(language),
        value: stats.cadence.medianDaysBetween.map { days($0, formatter: formatter) }
          ?? Phrase(en: "unknown (fewer than two launches flown)", ru: "неизвестен (меньше двух полётов)")(language)),
    ]
    fields += records(stats.records, problem: stats.fleetProblem, formatter: formatter)
    return Card(
      title: Phrase(en: "SpaceX in numbers", ru: "SpaceX в цифрах")(language),
      subtitle: subtitle(query, stats, language),
      fields: fields)
  }

  /// `1 successful · 5 failed · 4 to come · 15 with no result recorded`, after the total: those to
  /// come and those past their date make `--status upcoming`'s count together.
  private static func launchesLine(_ stats: LaunchStatistics, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let count = { (outcome: LaunchOutcomeKind) in stats.years.reduce(0) { $0 + $1.count(outcome) } }
    /// "12 failed": the count, then its word for that count.
    let worded = { (word: PluralPhrase) in
      { (value: Int) in formatter.integer(value) + " " + word.word(for: value, in: language) }
    }
    let parts: [(LaunchOutcomeKind, (Int) -> String)] = [
      (
        .success,
        worded(
          PluralPhrase(
            en: PluralForms(one: "successful", other: "successful"),
            ru: PluralForms(one: "успешный", few: "успешных", many: "успешных")))
      ),
      (
        .failed,
        worded(
          PluralPhrase(
            en: PluralForms(one: "failed", other: "failed"),
            ru: PluralForms(one: "неудачный", few: "неудачных", many: "неудачных")))
      ),
      (
        .upcoming,
        worded(
          PluralPhrase(
            en: PluralForms(one: "to come", other: "to come"), ru: PluralForms(one: "впереди", other: "впереди")))
      ),
      (.overdue, { Phrase.noResultRecorded(formatter.integer($0))(language) }),
      (
        .unknown,
        worded(
          PluralPhrase(
            en: PluralForms(one: "outcome unknown", other: "outcomes unknown"),
            ru: PluralForms(one: "с неизвестным исходом", other: "с неизвестным исходом")))
      ),
    ]
    let counted = parts.compactMap { outcome, words -> String? in
      let value = count(outcome)
      return value > 0 ? words(value) : nil
    }
    return ([formatter.integer(stats.total)] + counted).joined(separator: " · ")
  }

  private static func records(
    _ records: LaunchStatistics.FleetRecords?, problem: Phrase?, formatter: DisplayFormatter
  ) -> [Card.Field] {
    let language = formatter.language
    guard let records else {
      let why = problem.map { ": " + $0(language) } ?? ""
      return [
        Card.Field(
          key: "records", label: Phrase(en: "Fleet records", ru: "Рекорды флота")(language),
          value: Phrase(en: "unknown, the fleet could not be read", ru: "неизвестны, флот прочитать не удалось")(
            language) + why)
      ]
    }
    let none = Phrase(en: "none in these launches", ru: "нет среди этих запусков")(language)
    let holders = { (record: LaunchStatistics.Record) in Self.holders(record.holders, formatter: formatter) }
    let flights = PluralPhrase(
      en: PluralForms(one: "flight", other: "flights"), ru: PluralForms(one: "полёт", few: "полёта", many: "полётов"))
    let landings = PluralPhrase(
      en: PluralForms(one: "landing", other: "landings"),
      ru: PluralForms(one: "посадка", few: "посадки", many: "посадок"))
    let count = { (record: LaunchStatistics.Record, word: PluralPhrase) in
      holders(record) + " · " + formatter.integer(record.value) + " " + word.word(for: record.value, in: language)
    }
    return [
      Card.Field(
        key: "mostFlights", label: Phrase(en: "Most flights", ru: "Больше всего полётов")(language),
        value: records.mostFlights.map { count($0, flights) } ?? none),
      Card.Field(
        key: "fastestTurnaround", label: Phrase(en: "Fastest turnaround", ru: "Кратчайший перерыв")(language),
        value: records.fastestTurnaround.map { record in
          ([holders(record), days(Double(record.value), formatter: formatter)] + [record.launchName].compactMap { $0 })
            .joined(separator: " · ")
        } ?? none),
      Card.Field(
        key: "mostLandingsAtZone",
        label: Phrase(en: "Most landings on land", ru: "Больше всего посадок на суше")(language),
        value: records.mostLandingsAtZone.map { count($0, landings) } ?? none),
      Card.Field(
        key: "mostLandingsOnDroneShip",
        label: Phrase(en: "Most landings at sea", ru: "Больше всего посадок в море")(language),
        value: records.mostLandingsOnDroneShip.map { count($0, landings) } ?? none),
    ]
  }

  /// Who holds a record: every one of a real tie (two or three boosters), the first few of a
  /// long one ("B1058, B1060, B1062 and 97 more"), so a fleet of copies does not bury the card.
  static func holders(_ names: [String], formatter: DisplayFormatter) -> String {
    let named = 3
    guard names.count > named + 1 else { return names.joined(separator: ", ") }
    let more = formatter.integer(names.count - named)
    return names.prefix(named).joined(separator: ", ")
      + Phrase(en: " and \(more) more", ru: " и ещё \(more)")(formatter.language)
  }

  private static func launches(_ count: Int, _ language: Language) -> String {
    PluralPhrase(
      en: PluralForms(one: "launch", other: "launches"),
      ru: PluralForms(one: "запуск", few: "запуска", many: "запусков"))(count, language)
  }

  /// `21 days`, `5.5 days` (`5,5 дня`: a fraction takes the genitive singular in Russian).
  static func days(_ value: Double, formatter: DisplayFormatter) -> String {
    // Worded as shown: 5.96 is shown "6", so it is "6 дней", not the fraction's "6 дня".
    let shown = (value * 10).rounded() / 10
    let whole = shown.rounded() == shown
    let text = formatter.decimal(shown, fractionDigits: whole ? 0 : 1)
    guard whole else { return text + " " + (formatter.language == .ru ? "дня" : "days") }
    return text + " " + PluralPhrase.days.word(for: Int(exactly: shown) ?? 0, in: formatter.language)
  }

  /// The filters in force (`Falcon 9 · Starlink · 2020`), or `nil` when every launch is counted;
  /// a rocket and a program by the names the data gives them.
  private static func subtitle(_ query: StatsQuery, _ stats: LaunchStatistics, _ language: Language) -> String? {
    var parts: [String] = []
    if let rocket = stats.rocketName ?? query.rocket { parts.append(rocket) }
    if let program = stats.programName ?? query.program { parts.append(program) }
    if let year = query.year { parts.append(year) }
    switch (query.from, query.to) {
    case (let from?, let to?): parts.append(from + " – " + to)
    case (let from?, nil): parts.append(Phrase(en: "from ", ru: "с ")(language) + from)
    case (nil, let to?): parts.append(Phrase(en: "to ", ru: "по ")(language) + to)
    case (nil, nil): break
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
