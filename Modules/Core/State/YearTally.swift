import Foundation

/// Tries and successes in one UTC year: the landings at a site or on a drone ship, year by year.
package struct YearTally: Sendable, Hashable, Codable {
  package var year: Int
  package var attempts: Int
  package var successes: Int

  package init(year: Int, attempts: Int, successes: Int) {
    (self.year, self.attempts, self.successes) = (year, attempts, successes)
  }

  /// Every year with a try, oldest first.
  package static func years(of tries: some Sequence<(date: Date, success: Bool?)>) -> [YearTally] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    var years: [Int: YearTally] = [:]
    for attempt in tries {
      let year = calendar.component(.year, from: attempt.date)
      var tally = years[year] ?? YearTally(year: year, attempts: 0, successes: 0)
      tally.attempts += 1
      if attempt.success == true { tally.successes += 1 }
      years[year] = tally
    }
    return years.values.sorted { $0.year < $1.year }
  }
}

extension Card.Field {
  /// One line a year under a card's total (`  2016  4/6`): made of tried, keyed `<key>.<year>`.
  package static func years(_ tallies: [YearTally], key: String, formatter: DisplayFormatter) -> [Card.Field] {
    tallies.map { tally in
      Card.Field(
        key: "\(key).\(tally.year)", label: String(tally.year),
        value: formatter.fraction(tally.successes, of: tally.attempts), level: 1)
    }
  }
}
