import Core
import Foundation
import StatsDomain

/// The two charts of the statistics, in the reader's language: launches per year stacked by
/// rocket (their successes) and outcome, and booster landings per year.
enum StatsCharts {
  static func all(_ stats: LaunchStatistics, formatter: DisplayFormatter) -> [Chart] {
    // A chart without bars says nothing, so there is none (no launch matched, none tried to land).
    let charts =
      [launchesPerYear(stats, formatter: formatter)]
      + (stats.landings.map { [landingsPerYear($0, partialFrom: stats.partialFrom, formatter: formatter)] } ?? [])
    return charts.filter { !$0.bars.isEmpty }
  }

  /// The most rockets a chart stacks one by one; the rest, fewer launches each, are one series:
  /// hostile data naming thousands of rockets must not make a chart of thousands of series.
  static let mostRocketSeries = 11

  /// A series per rocket (its successful launches, most launches first; past
  /// ``mostRocketSeries`` the rest together), then failures, those to come, those past their
  /// date with no result recorded and those flown with no outcome, each only when some year has one.
  static func launchesPerYear(_ stats: LaunchStatistics, formatter: DisplayFormatter) -> Chart {
    let language = formatter.language
    let named = stats.rockets.count > mostRocketSeries + 1 ? mostRocketSeries : stats.rockets.count
    var series: [(Chart.Series, (LaunchStatistics.Year) -> Int)] = stats.rockets.prefix(named).enumerated().map {
      index, rocket in
      (
        Chart.Series(key: key(rocket), label: rocket ?? Phrase(en: "unnamed rocket", ru: "ракета без имени")(language)),
        { $0.count(rocketAt: index, .success) }
      )
    }
    if named < stats.rockets.count {
      let others = formatter.integer(stats.rockets.count - named)
      series.append(
        (
          Chart.Series(
            key: "otherRockets", label: Phrase(en: "\(others) other rockets", ru: "другие ракеты: \(others)")(language)),
          { $0.count(rocketsFrom: named, .success) }
        ))
    }
    let outcomes: [(LaunchOutcomeKind, Phrase)] = [
      (.failed, Phrase(en: "failed", ru: "неудачные")), (.upcoming, Phrase(en: "to come", ru: "впереди")),
      (.overdue, Phrase(en: "no result recorded", ru: "без записанного итога")),
      (.unknown, Phrase(en: "outcome unknown", ru: "исход неизвестен")),
    ]
    series += outcomes.map { outcome, label in
      (
        Chart.Series(
          key: outcome.rawValue, label: label(language), status: outcome == .unknown ? nil : outcome.rawValue),
        { $0.count(outcome) }
      )
    }
    let shown = series.filter { _, count in stats.years.contains { count($0) > 0 } }
    return Chart(
      key: "launchesPerYear", title: Phrase(en: "Launches per year", ru: "Запуски по годам")(language),
      unit: Phrase(en: "launches", ru: "запуски")(language), series: shown.map(\.0),
      bars: stats.years.map { year in
        Chart.Bar(
          label: String(year.year), values: shown.map { $0.1(year) },
          total: formatter.integer(year.total) + partialMark(year.year, from: stats.partialFrom))
      })
  }

  /// `*` after the total of the year the data ends in and of every later one
  /// (``LaunchStatistics/partialFrom``): their counts may miss launches, as the card's "Complete
  /// to" says.
  static func partialMark(_ year: Int, from partial: Int?) -> String {
    partial.map { year >= $0 ? "*" : "" } ?? ""
  }

  /// Landed, then tried and not landed; a bar's end says `landed/tried`.
  static func landingsPerYear(_ years: [YearTally], partialFrom: Int?, formatter: DisplayFormatter) -> Chart {
    let language = formatter.language
    let span = years.first.map { first in Array(first.year...max(first.year, years.last?.year ?? first.year)) } ?? []
    let byYear = Dictionary(years.map { ($0.year, $0) }) { first, _ in first }
    return Chart(
      key: "landingsPerYear",
      title: Phrase(en: "Booster landings per year", ru: "Посадки ступеней по годам")(language),
      unit: Phrase(en: "landings", ru: "посадки")(language),
      series: [
        Chart.Series(key: "landed", label: Phrase(en: "landed", ru: "сели")(language), status: "success"),
        Chart.Series(
          key: "notLanded", label: Phrase(en: "tried, not landed", ru: "не сели")(language), status: "failed"),
      ],
      bars: span.map { year in
        let tally = byYear[year] ?? YearTally(year: year, attempts: 0, successes: 0)
        return Chart.Bar(
          label: String(year), values: [tally.successes, tally.attempts - tally.successes],
          total: formatter.fraction(tally.successes, of: tally.attempts)
            + partialMark(year, from: partialFrom))
      })
  }

  /// `Falcon 9` → `falcon9`: a series key that stays when the language changes.
  static func key(_ rocket: String?) -> String {
    guard let rocket else { return "unnamedRocket" }
    return String(
      rocket.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
  }
}
