import Core
import Foundation
import JSONRPC

/// `--format ics`: the listed items as an iCalendar file (RFC 5545), for any list whose items
/// carry `id`, `name`, `dateUtc` (`2022-12-05T14:30:00.000Z`) and `datePrecision`; what a launch
/// item adds is used when present: `launchDay.windowEnd` (DTEND), `launchDay.revision`
/// (SEQUENCE), `launchDay.webcastUrl` (URL), `launchDay.status` and `display.statusKey` (STATUS)
/// and `display.launchpad` (LOCATION).
///
/// A launch known to the hour is a timed event in UTC, ending when its window closes (or
/// ``defaultLength`` after it starts); one known to the day an all-day event; one known only to
/// the month or worse has no day to put it on and is left out, by name, so the caller can say so.
/// UIDs are the item ids and SEQUENCE counts the launch's recorded changes, so a subscribed or
/// re-imported calendar moves an event that slipped instead of adding a second one.
package enum CalendarFile {
  package struct Result: Sendable, Hashable {
    package var text: String
    /// The items left out, by name, and why.
    package var leftOut: [LeftOut]
  }

  /// An item the calendar cannot hold.
  package struct LeftOut: Sendable, Hashable {
    package enum Reason: Sendable, Hashable {
      /// Its date is known only to the month or worse: there is no day to put it on.
      case noDay
      /// Its date is past year 9999 (or before year 0), which iCalendar cannot write.
      case outOfRange
    }

    package var name: String
    package var reason: Reason
  }

  /// How long a timed event lasts when its window's end is not known.
  package static let defaultLength: TimeInterval = 3600

  /// - Parameters:
  ///   - stamp: `DTSTAMP` in the same form as `dateUtc`: when the data was fetched, so the same
  ///     data always gives the same file.
  ///   - alarm: a display reminder that long before each event (`--alarm 30m`).
  package static func make(items: [JSONValue], stamp: String, alarm: TimeInterval? = nil) -> Result {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//spacex//launches//EN", "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:SpaceX launches",
    ]
    var leftOut: [LeftOut] = []
    for item in items {
      guard case .string(let id)? = item["id"], case .string(let name)? = item["name"] else { continue }
      guard case .string(let date)? = item["dateUtc"], let start = start(date, precision: item["datePrecision"])
      else {
        let hasDay = item["datePrecision"] == .string("hour") || item["datePrecision"] == .string("day")
        leftOut.append(LeftOut(name: name, reason: hasDay ? .outOfRange : .noDay))
        continue
      }
      let day = item["launchDay"]
      var sequence = 0
      if case .integer(let revision)? = day?["revision"] { sequence = max(0, revision) }
      lines += [
        "BEGIN:VEVENT", "UID:\(id)@spacex", "DTSTAMP:\(dateTime(stamp) ?? "19700101T000000Z")", "SEQUENCE:\(sequence)",
        start,
      ]
      if let end = end(date, precision: item["datePrecision"], windowEnd: day?["windowEnd"]) { lines.append(end) }
      lines.append("SUMMARY:" + escaped(name))
      if let status = eventStatus(day?["status"], key: item["display"]?["statusKey"]) {
        lines.append("STATUS:" + status)
      }
      if case .string(let pad)? = item["display"]?["launchpad"], !pad.isEmpty, pad != "—" {
        lines.append("LOCATION:" + escaped(pad))
      }
      if case .string(let url)? = day?["webcastUrl"], url.hasPrefix("http") { lines.append("URL:" + url) }
      if let details = description(of: item) { lines.append("DESCRIPTION:" + escaped(details)) }
      if let alarm {
        lines += [
          "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escaped(name), "TRIGGER:-" + duration(alarm),
          "END:VALARM",
        ]
      }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return Result(text: lines.map(folded).joined(separator: "\r\n") + "\r\n", leftOut: leftOut)
  }

  /// RFC 5545's STATUS, as launch day tells them apart: Go, a hold (a paused count: the attempt is
  /// still on) and a launch in flight are CONFIRMED; TBD and TBC (a scrub leaves a launch there)
  /// are TENTATIVE; nothing for other statuses, or none. A launch past its date with no result
  /// recorded (`display.statusKey` `overdue`) is TENTATIVE whatever its copy last said: a "Go" of
  /// July read in December confirms nothing.
  private static func eventStatus(_ status: JSONValue?, key: JSONValue?) -> String? {
    if key == .string("overdue") { return "TENTATIVE" }
    return switch status {
    case .string("Go")?, .string("Hold")?, .string("In Flight")?: "CONFIRMED"
    case .string("TBD")?, .string("TBC")?: "TENTATIVE"
    default: nil
    }
  }

  private static func start(_ date: String, precision: JSONValue?) -> String? {
    switch precision {
    case .string("hour")?: dateTime(date).map { "DTSTART:" + $0 }
    case .string("day")?: day(date).map { "DTSTART;VALUE=DATE:" + $0 }
    default: nil
    }
  }

  /// The window's end for a timed event (when after its start), else an hour after it; the next
  /// day for an all-day one (DTEND is exclusive).
  private static func end(_ date: String, precision: JSONValue?, windowEnd: JSONValue?) -> String? {
    guard let start = APIDate.parse(date) else { return nil }
    switch precision {
    case .string("hour")?:
      var end = start.addingTimeInterval(defaultLength)
      if case .string(let text)? = windowEnd, let windowEnd = APIDate.parse(text), windowEnd > start { end = windowEnd }
      return dateTime(APIDate.format(end)).map { "DTEND:" + $0 }
    case .string("day")?:
      return day(APIDate.format(start.addingTimeInterval(86_400))).map { "DTEND;VALUE=DATE:" + $0 }
    default: return nil
    }
  }

  /// `PT30M`, `PT1H30M`, `P1DT2H` (RFC 5545 §3.3.6), whole minutes.
  private static func duration(_ seconds: TimeInterval) -> String {
    let minutes = Int(saturating: (seconds / 60).rounded(.up))
    guard minutes > 0 else { return "PT0S" }
    let (days, hours, rest) = (minutes / 1440, minutes % 1440 / 60, minutes % 60)
    let time = (hours > 0 ? "\(hours)H" : "") + (rest > 0 ? "\(rest)M" : "")
    return "P" + (days > 0 ? "\(days)D" : "") + (time.isEmpty ? "" : "T" + time)
  }

  /// `2022-12-05T14:30:00.000Z` → `20221205T143000Z`; `nil` for a year iCalendar cannot write
  /// (four digits, RFC 5545 §3.3.4: `10000-01-01…` would run into the month).
  private static func dateTime(_ text: String) -> String? {
    guard hasFourDigitYear(text) else { return nil }
    let digits = Array(text.filter(\.isNumber))
    guard digits.count >= 14, text.hasSuffix("Z") else { return nil }
    return String(digits[0..<8]) + "T" + String(digits[8..<14]) + "Z"
  }

  /// `2022-12-05T…` → `20221205`.
  private static func day(_ text: String) -> String? {
    guard hasFourDigitYear(text) else { return nil }
    let digits = Array(text.prefix(10).filter(\.isNumber))
    return digits.count == 8 ? String(digits) : nil
  }

  /// `2022-…`, not `10000-…` nor `-0001-…`.
  private static func hasFourDigitYear(_ text: String) -> Bool {
    let year = text.prefix { $0 != "-" }
    return year.count == 4 && year.allSatisfy(\.isASCII) && year.allSatisfy(\.isNumber)
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

  /// Text values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11); controls,
  /// which §3.3.11 does not allow, and BiDi controls are dropped first.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in TerminalText.sanitized(text) {
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
