import Foundation

/// The date forms the API uses: `2010-06-04`, `2006-03-24T22:30:00.000Z`,
/// `2006-03-25T10:30:00+12:00`. A hand-written parser: it is on the decode hot path, and
/// `DateFormatter` differs between platforms.
package enum APIDate {
  package static func parse(_ text: String) -> Date? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"),
      let day = scanner.number(2)
    else { return nil }
    var (hour, minute, second, fraction, offsetSeconds) = (0, 0, 0, 0.0, 0)
    if scanner.skip("T") || scanner.skip(" ") {
      guard let parsedHour = scanner.number(2), scanner.skip(":"), let parsedMinute = scanner.number(2) else {
        return nil
      }
      (hour, minute) = (parsedHour, parsedMinute)
      if scanner.skip(":") {
        guard let parsedSecond = scanner.number(2) else { return nil }
        second = parsedSecond
      }
      fraction = scanner.skip(".") ? scanner.fraction() : 0
      guard let offset = scanner.zoneOffset() else { return nil }
      offsetSeconds = offset
    }
    // A date that does not exist (`2026-02-30T25:61:61Z`) is refused, never rolled over into
    // another: a leap second (`:60`) is the one field past its range that is real.
    guard scanner.isAtEnd, (1...12).contains(month), (1...daysIn(month, of: year)).contains(day), hour < 24,
      minute < 60, second <= 60
    else { return nil }
    // Arithmetic, not a calendar: the Gregorian days since 1970. No faster than the calendar
    // (`spacex-benchmarks dates`: 0.98×), but the same answer on every platform's Foundation.
    let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    return Date(timeIntervalSince1970: Double(seconds - offsetSeconds) + fraction)
  }

  /// The days of `month` (1–12) in the proleptic Gregorian `year`.
  package static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian day (negative before it).
  package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year  // years counted from March, so February ends them
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// `2010-06-04T18:45:00.000Z`: the API's own form, always in UTC, to the millisecond.
  package static func format(_ date: Date) -> String {
    withFormattedUTF8(date) { String(decoding: $0, as: UTF8.self) }
  }

  /// `2010-06-04`: the UTC day of ``format(_:)``, as items send a first or last flight.
  package static func formatDay(_ date: Date) -> String {
    withFormattedUTF8(date) { String(decoding: $0.prefix(10), as: UTF8.self) }
  }

  /// ``format(_:)`` as UTF-8 in a buffer on the stack, valid only inside `body`: JSON answers
  /// copy dates straight into their output.
  package static func withFormattedUTF8<Result>(_ date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result
  {
    let fields = UTCDateFields(date)
    // 24 bytes, or a few more for a year outside 0...9999.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var count = 0
      func put(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
      }
      // Zero-padded to `digits`; a year past 9999 keeps all of its digits.
      func put(_ value: Int, digits: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        var width = digits
        var power = 1
        for _ in 1..<digits { power *= 10 }
        while value.magnitude / UInt(power) >= 10 {
          power *= 10
          width += 1
        }
        var rest = value.magnitude
        for _ in 0..<width {
          put(UInt8(ascii: "0") + UInt8(rest / UInt(power)))
          rest %= UInt(power)
          power /= 10
        }
      }
      put(fields.year, digits: 4)
      put(UInt8(ascii: "-"))
      put(fields.month, digits: 2)
      put(UInt8(ascii: "-"))
      put(fields.day, digits: 2)
      put(UInt8(ascii: "T"))
      put(fields.hour, digits: 2)
      put(UInt8(ascii: ":"))
      put(fields.minute, digits: 2)
      put(UInt8(ascii: ":"))
      put(fields.second, digits: 2)
      put(UInt8(ascii: "."))
      put(fields.millisecond, digits: 3)
      put(UInt8(ascii: "Z"))
      return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }
  }
}

private struct DigitScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }

  mutating func skip(_ character: Character) -> Bool {
    guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
    index += 1
    return true
  }

  mutating func number(_ digits: Int) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + digits] {
      guard (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    index += digits
    return value
  }

  mutating func fraction() -> Double {
    var value = 0.0
    var scale = 0.1
    while index < bytes.count, (48...57).contains(bytes[index]) {
      value += Double(bytes[index] - 48) * scale
      scale /= 10
      index += 1
    }
    return value
  }

  /// `Z`, `+HH:MM`, `-HHMM`, or nothing (read as UTC).
  mutating func zoneOffset() -> Int? {
    if isAtEnd || skip("Z") { return 0 }
    let sign: Int
    if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
    guard let hours = number(2) else { return nil }
    _ = skip(":")
    // Real offsets run from −12:00 to +14:00; past ±18:00 (ISO 8601's bound) is no zone at all.
    guard let minutes = number(2), hours < 18 || (hours == 18 && minutes == 0), minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
