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
}
