/// How precisely a date is known, as the API's `date_precision` says: an upcoming launch may be
/// planned only for a half, a quarter, a month or a day.
package enum DatePrecision: String, Sendable, Hashable, Codable, CaseIterable, JSONWritable {
  case half, quarter, year, month, day, hour
}
