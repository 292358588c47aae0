import Foundation

/// A span of time as people type one on a command line and read one back: `90s`, `10m`, `24h`,
/// `7d`, `2w`, or combined (`1h30m`); and a slip's size said short (`+2d 1h`, `−45m`).
package enum TimeSpan {
  private static let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400, "w": 604_800]

  /// The longest span accepted: a hundred years. Past it a span names no moment a launch could
  /// have (`--since 99999999999999999999d` went back to the year −3166904) and no wait the clock
  /// can keep.
  package static let longest: TimeInterval = 100 * 365.25 * 86_400

  /// Seconds, or `nil` when `text` is not one or more `<whole number><unit>` parts adding up to at
  /// most ``longest``.
  package static func parse(_ text: String) -> TimeInterval? {
    var total = 0.0
    var digits = ""
    var parts = 0
    for character in text.lowercased() {
      if character.isASCII, character.isNumber {
        digits.append(character)
      } else if let unit = units[character], let number = Double(digits) {
        total += number * unit
        digits = ""
        parts += 1
      } else {
        return nil
      }
    }
    return parts > 0 && digits.isEmpty && total.isFinite && total <= longest ? total : nil
  }

  /// `+2d 1h`, `−45m`, `+30s`: the two largest units, signed (a minus sign, not a hyphen).
  package static func signed(_ seconds: TimeInterval, language: Language) -> String {
    (seconds < 0 ? "−" : "+") + short(abs(seconds), language: language)
  }

  /// `2d 1h`, `45m`: the two largest non-zero units.
  package static func short(_ seconds: TimeInterval, language: Language) -> String {
    let whole = Int(saturating: seconds.rounded())
    let names: [(Int, Phrase)] = [
      (86_400, Phrase(en: "d", ru: " д")), (3600, Phrase(en: "h", ru: " ч")), (60, Phrase(en: "m", ru: " мин")),
      (1, Phrase(en: "s", ru: " с")),
    ]
    guard let first = names.firstIndex(where: { whole >= $0.0 }) else { return "0" + names[3].1(language) }
    let (size, name) = names[first]
    var parts = ["\(whole / size)\(name(language))"]
    if first + 1 < names.count {
      let (smaller, smallerName) = names[first + 1]
      let rest = whole % size / smaller
      if rest > 0 { parts.append("\(rest)\(smallerName(language))") }
    }
    return parts.joined(separator: " ")
  }
}
