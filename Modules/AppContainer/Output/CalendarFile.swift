import JSONRPC

/// `--format ics`: the listed items as an iCalendar file (RFC 5545), for any list whose items
/// carry `id`, `name`, `dateUtc` (`2022-12-05T14:30:00.000Z`) and `datePrecision`.
///
/// A launch known to the hour is a timed event in UTC; one known to the day an all-day event;
/// one known only to the month or worse has no day to put it on and is left out, by name, so the
/// caller can say so. UIDs are the item ids, so importing the file again updates, not duplicates.
package enum CalendarFile {
  package struct Result: Sendable, Hashable {
    package var text: String
    /// Names of the items left out for want of a day.
    package var leftOut: [String]
  }

  /// - Parameter stamp: `DTSTAMP` in the same form as `dateUtc`: when the data was fetched, so the
  ///   same data always gives the same file.
  package static func make(items: [JSONValue], stamp: String) -> Result {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//spacex//launches//EN", "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:SpaceX launches",
    ]
    var leftOut: [String] = []
    for item in items {
      guard case .string(let id)? = item["id"], case .string(let name)? = item["name"] else { continue }
      guard case .string(let date)? = item["dateUtc"], let start = start(date, precision: item["datePrecision"])
      else {
        leftOut.append(name)
        continue
      }
      lines += ["BEGIN:VEVENT", "UID:\(id)@spacex", "DTSTAMP:\(dateTime(stamp) ?? "19700101T000000Z")", start]
      lines.append("SUMMARY:" + escaped(name))
      if let details = description(of: item) { lines.append("DESCRIPTION:" + escaped(details)) }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return Result(text: lines.map(folded).joined(separator: "\r\n") + "\r\n", leftOut: leftOut)
  }

  private static func start(_ date: String, precision: JSONValue?) -> String? {
    switch precision {
    case .string("hour")?: dateTime(date).map { "DTSTART:" + $0 }
    case .string("day")?: day(date).map { "DTSTART;VALUE=DATE:" + $0 }
    default: nil
    }
  }

  /// `2022-12-05T14:30:00.000Z` → `20221205T143000Z`.
  private static func dateTime(_ text: String) -> String? {
    let digits = Array(text.filter(\.isNumber))
    guard digits.count >= 14, text.hasSuffix("Z") else { return nil }
    return String(digits[0..<8]) + "T" + String(digits[8..<14]) + "Z"
  }

  /// `2022-12-05T…` → `20221205`.
  private static func day(_ text: String) -> String? {
    let digits = Array(text.prefix(10).filter(\.isNumber))
    return digits.count == 8 ? String(digits) : nil
  }

  /// Rocket, launchpad and status as the list shows them, when the item has them.
  private static func description(of item: JSONValue) -> String? {
    let display = item["display"]
    let parts = ["rocket", "launchpad", "status"].compactMap { key -> String? in
      guard case .string(let text)? = display?[key], !text.isEmpty, text != "—" else { return nil }
      return text
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// Text values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11).
  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case _ where character.isNewline: out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }

  /// Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a
  /// UTF-8 sequence.
  private static func folded(_ line: String) -> String {
    var pieces: [String] = []
    var current = ""
    var octets = 0
    for character in line {
      let size = character.utf8.count
      if octets + size > (pieces.isEmpty ? 75 : 74) {
        pieces.append(current)
        current = ""
        octets = 0
      }
      current.append(character)
      octets += size
    }
    pieces.append(current)
    return pieces.joined(separator: "\r\n ")
  }
}
