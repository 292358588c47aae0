/// How precisely a date is known, as the API's `date_precision` says: an upcoming launch may be
/// planned only for a half, a quarter, a month or a day.
package enum DatePrecision: String, Sendable, Hashable, Codable, CaseIterable, JSONWritable {
  case half, quarter, year, month, day, hour

  /// The length of the calendar period a coarse date stands for, in months counted from January;
  /// `nil` for a day or a time.
  package var periodMonths: Int? {
    switch self {
    case .month: 1
    case .quarter: 3
    case .half: 6
    case .year: 12
    case .day, .hour: nil
    }
  }

  /// Whether a date given this way says more than one given `other`'s way: a time more than a
  /// day, a day more than a month, a month more than a quarter, half or year.
  package func isFiner(than other: DatePrecision) -> Bool { fineness > other.fineness }

  private var fineness: Int {
    switch self {
    case .year: 0
    case .half: 1
    case .quarter: 2
    case .month: 3
    case .day: 4
    case .hour: 5
    }
  }
}
