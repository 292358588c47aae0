/// A measurement or coordinate as a source writes it, decoded only when it is a number the
/// product can show and compute with: finite and no larger than ``largest`` in magnitude. Past
/// that (a rocket height of 1e308) the field fails to decode, so its record is skipped with a
/// warning like any malformed record, instead of carrying a number nothing real has.
package struct SourceNumber: Decodable, Sendable, Hashable {
  /// A thousand trillion: more than any mass in kilograms, length in feet or count a record holds.
  package static let largest = 1e15

  package var value: Double

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let number = try container.decode(Double.self)
    guard number.isFinite, abs(number) <= Self.largest else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(number) is out of range (at most \(Self.largest) in magnitude)")
    }
    value = number
  }
}
