import Core
import Foundation
import StatsDomain

/// The numbers behind every chart and record, raw, as `stats.get` sends them under `item`.
struct StatsItem: Codable, Sendable {
  /// One UTC year: launches by rocket and outcome.
  struct Year: Codable, Sendable {
    var year: Int
    var total: Int
    var success: Int
    var failed: Int
    /// Not flown, date not past.
    var upcoming: Int
    /// Not flown, date past: no result recorded. With `upcoming`, `--status upcoming`'s count.
    var overdue: Int
    /// Flown, no outcome recorded.
    var unknown: Int
    var rockets: [RocketYear]
  }

  /// One rocket's launches in one year, by outcome.
  struct RocketYear: Codable, Sendable {
    /// `null`: no source names the rocket.
    var rocket: String?
    var success: Int
    var failed: Int
    var upcoming: Int
    var overdue: Int
    var unknown: Int
  }

  struct Record: Codable, Sendable {
    var holders: [String]
    var value: Int
    var launchName: String?
  }

  struct Records: Codable, Sendable {
    var mostFlights: Record?
    var fastestTurnaroundDays: Record?
    var mostLandingsOnLand: Record?
    var mostLandingsAtSea: Record?
  }

  struct Cadence: Codable, Sendable {
    var last30Days: Int
    var last365Days: Int
    var medianDaysBetween: Double?
  }

  struct Filters: Codable, Sendable {
    var rocket: String?
    var program: String?
    var from: String?
    var to: String?
    var year: String?
  }

  /// Always `stats`: the one item of its kind.
  var id = "stats"
  var name: String
  var filters: Filters
  var totalLaunches: Int
  var years: [Year]
  /// Booster landings tried and made per year; `null` when the fleet could not be read.
  var landingsByYear: [YearTally]?
  /// `null` when the fleet could not be read.
  var records: Records?
  var cadence: Cadence
  /// Where the data ends, when that is more than a day before now: the years from its year on
  /// may miss launches, and `cadence`'s windows end there. `null`: the data is current.
  var completeThrough: Date?

  init(_ stats: LaunchStatistics, query: StatsQuery, name: String) {
    self.name = name
    filters = Filters(rocket: query.rocket, program: query.program, from: query.from, to: query.to, year: query.year)
    totalLaunches = stats.total
    years = stats.years.map { year in
      Year(
        year: year.year, total: year.total, success: year.count(.success), failed: year.count(.failed),
        upcoming: year.count(.upcoming), overdue: year.count(.overdue), unknown: year.count(.unknown),
        rockets: year.rocketsFlown.map { index in
          RocketYear(
            rocket: year.rockets[index], success: year.count(rocketAt: index, .success),
            failed: year.count(rocketAt: index, .failed), upcoming: year.count(rocketAt: index, .upcoming),
            overdue: year.count(rocketAt: index, .overdue), unknown: year.count(rocketAt: index, .unknown))
        })
    }
    landingsByYear = stats.landings
    let record = { (record: LaunchStatistics.Record) in
      Record(holders: record.holders, value: record.value, launchName: record.launchName)
    }
    records = stats.records.map { records in
      Records(
        mostFlights: records.mostFlights.map(record), fastestTurnaroundDays: records.fastestTurnaround.map(record),
        mostLandingsOnLand: records.mostLandingsAtZone.map(record),
        mostLandingsAtSea: records.mostLandingsOnDroneShip.map(record))
    }
    completeThrough = stats.completeThrough
    cadence = Cadence(
      last30Days: stats.cadence.last30Days, last365Days: stats.cadence.last365Days,
      medianDaysBetween: stats.cadence.medianDaysBetween)
  }
}
