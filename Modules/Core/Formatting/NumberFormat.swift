import Foundation

/// Numbers in each language's own form: `1,234.5` in English, `1 234,5` in Russian (CLDR uses a
/// no-break space to group, so a number never wraps across lines).
///
/// Hand-written rather than `NumberFormatter`, whose output differs between Foundation builds;
/// golden files must not change with the toolchain.
package enum NumberFormat {
  package static func integer(_ value: Int, language: Language) -> String {
    decimal(Double(value), fractionDigits: 0, language: language)
  }

  /// `23rd`, `111th` in English; `23-й` in Russian (the masculine form: "запуск", "полёт").
  package static func ordinal(_ value: Int, language: Language) -> String {
    let number = integer(value, language: language)
    guard language == .en else { return number + "-й" }
    let (lastTwo, last) = (abs(value) % 100, abs(value) % 10)
    let suffix =
      (11...13).contains(lastTwo) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
    return number + suffix
  }

  /// `value` rounded half away from zero to at most `fractionDigits`, trailing zeros dropped.
  package static func decimal(_ value: Double, fractionDigits: Int, language: Language) -> String {
    let scale = pow(10, Double(fractionDigits))
    let rounded = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    // Beyond 2^53 digits stop being exact, and past Int's range `Int(_:)` traps: a number that
    // large (or not a number) from a source is written as it is, never grouped.
    guard rounded.isFinite, rounded < 9_007_199_254_740_992 else {
      return value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "−∞" : "∞") : "\(value)"
    }
    let whole = Int((rounded / scale).rounded(.towardZero))
    let fraction = Int(rounded - Double(whole) * scale)
    var text = grouped(whole, separator: groupingSeparator(language))
    if fraction > 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: fractionDigits - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += decimalSeparator(language) + digits
    }
    return value < 0 && rounded > 0 ? "-" + text : text
  }

  package static func groupingSeparator(_ language: Language) -> String {
    language == .en ? "," : "\u{00A0}"
  }

  package static func decimalSeparator(_ language: Language) -> String {
    language == .en ? "." : ","
  }

  private static func grouped(_ value: Int, separator: String) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }
}
