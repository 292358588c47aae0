import Core
import Foundation
import StatsDomain
import Testing

@testable import StatsPresentation

/// `stats.get` writes its answer itself; the bytes must be those `JSONEncoder.sortedKeys()` makes
/// of the same values, or the two paths have drifted apart.
@Suite struct StatsAnswerJSONTests {
  private func answer(fleet: Bool, language: Language) -> StatsGetMethod.Result {
    let start = Date(timeIntervalSince1970: 1_577_836_800)
    let launches = CountedLaunches([
      CountedLaunch(year: 2019, date: start.addingTimeInterval(-86_400 * 200), rocket: "Falcon 9", success: true),
      CountedLaunch(year: 2020, date: start, rocket: "Falcon \"Heavy\"", success: false),
      CountedLaunch(year: 2020, date: start.addingTimeInterval(86_400 * 5.5), rocket: nil, success: nil),
      CountedLaunch(
        year: 2021, date: start.addingTimeInterval(86_400 * 400), rocket: "Falcon 9", success: nil, upcoming: true),
    ])
    var columns = FleetColumns()
    columns.boosters = ["B1049", "B1058"]
    columns.addFlight(booster: 0, launch: 0, name: "Starlink 1-1", turnaround: 62, tried: true, landed: true)
    columns.addFlight(booster: 1, launch: 1, name: "Demo-2", turnaround: nil, tried: true, landed: false)
    columns.places = [.init(name: "OCISLY", kind: .droneShip)]
    columns.addLanding(place: 0, launch: 0, landed: true)
    let facts = CountedFacts(
      launches: launches, fleet: fleet ? columns : nil,
      fleetProblem: fleet ? nil : Phrase(en: "cores: nothing cached", ru: "cores: в кэше ничего"), now: start,
      completeThrough: fleet ? start.addingTimeInterval(-86_400 * 30) : nil, rocketName: "Falcon 9")
    var settings = Settings()
    settings.language = language
    let answer = StatsAnswer(query: StatsQuery(rocket: "falcon9", year: "2020"), statistics: LaunchStatistics(facts))
    let provenance = Provenance(source: .cache, isStale: true, fetchedAt: start)
    return StatsGetMethod.Result(
      Sourced(answer, provenance: provenance), formatter: DisplayFormatter(settings: settings))
  }

  @Test(arguments: [true, false], [Language.en, .ru])
  func writtenBytes_AreJSONEncoders(fleet: Bool, language: Language) throws {
    let result = answer(fleet: fleet, language: language)
    let expected = String(decoding: try JSONEncoder.sortedKeys().encode(result), as: UTF8.self)
    #expect(String(decoding: JSONWriter.data(result), as: UTF8.self) == expected)
    #expect(expected.contains(fleet ? "\"mostFlights\"" : "cores: "), "\(expected)")
    #expect(expected.contains("\"completeThrough\"") == fleet, "where the data ends, when it ends before now")
  }
}

/// A record held by many (a fleet of copies ties hundreds) names the first few and counts the
/// rest; a real tie of two to four is named in full.
@Suite struct StatsCardHoldersTests {
  private func formatter(_ language: Language) -> DisplayFormatter {
    var settings = Settings()
    settings.language = language
    return DisplayFormatter(settings: settings)
  }

  @Test func aShortTie_IsNamedInFull() {
    let names = ["B1058", "B1060", "B1062", "B1063"]
    #expect(StatsCard.holders(names, formatter: formatter(.en)) == "B1058, B1060, B1062, B1063")
    #expect(StatsCard.holders(["B1058"], formatter: formatter(.ru)) == "B1058")
  }

  @Test func aLongTie_NamesThreeAndCountsTheRest() {
    let names = (0..<1_100).map { "B\($0)" }
    #expect(StatsCard.holders(names, formatter: formatter(.en)) == "B0, B1, B2 and 1,097 more")
    #expect(StatsCard.holders(names, formatter: formatter(.ru)) == "B0, B1, B2 и ещё 1\u{00A0}097")
  }
}

/// A chart stacks the eleven most flown rockets one by one and the rest as one series, so data
/// naming thousands of rockets still draws a legend people can read; no launch is lost.
@Suite struct StatsChartRocketsTests {
  @Test(arguments: [3, 12, 13, 500])
  func rocketsPastEleven_AreOneSeries(rockets: Int) {
    let start = Date(timeIntervalSince1970: 1_577_836_800)
    let launches = CountedLaunches(
      (0..<(rockets * 2)).map {
        CountedLaunch(
          year: 2020 + $0 % 3, date: start.addingTimeInterval(Double($0) * 3_600), rocket: "R\($0 % rockets)",
          success: true)
      })
    let stats = LaunchStatistics(CountedFacts(launches: launches, fleet: nil, now: start))
    let chart = StatsCharts.launchesPerYear(stats, formatter: DisplayFormatter(settings: Settings()))
    #expect(chart.series.count == min(rockets, 12), "\(chart.series.map(\.label))")
    #expect(chart.series.contains { $0.key == "otherRockets" } == (rockets > 12))
    if rockets > 12 { #expect(chart.series.last?.label == "\(rockets - 11) other rockets") }
    #expect(chart.bars.map { $0.values.reduce(0, +) } == stats.years.map(\.total), "every launch in a bar")
  }
}

/// A median gap is worded as it is shown: 5.96 days shows as "6", so it is "6 дней" (the plural of
/// the whole number), never the fraction's "6 дня"; a shown fraction keeps the fraction's form.
@Suite struct StatsCardDaysTests {
  private func formatter(_ language: Language) -> DisplayFormatter {
    var settings = Settings()
    settings.language = language
    return DisplayFormatter(settings: settings)
  }

  @Test func aGapShownWhole_IsWordedAsTheWholeNumber() {
    #expect(StatsCard.days(5.96, formatter: formatter(.ru)) == "6 дней")
    #expect(StatsCard.days(21, formatter: formatter(.ru)) == "21 день")
    #expect(StatsCard.days(5.5, formatter: formatter(.ru)) == "5,5 дня")
    #expect(StatsCard.days(1.02, formatter: formatter(.en)) == "1 day")
    #expect(StatsCard.days(11.8, formatter: formatter(.en)) == "11.8 days")
  }
}
