import Foundation

/// What an option's value may be, as its schema describes it and completion offers it.
package enum QueryValues: Sendable, Hashable {
  /// Any text.
  case text
  /// One of these words.
  case words([String])
  /// A year of four digits.
  case year
  /// A calendar day, `YYYY-MM-DD`.
  case day
  /// A whole number from `minimum` to `maximum` (none: any above), or the word `all` where
  /// `orAll`.
  case number(minimum: Int, maximum: Int?, orAll: Bool)

  /// The words completion offers, written into the script; none for a free value.
  package var words: [String] {
    switch self {
    case .words(let words): words
    case .text, .year, .day, .number: []
    }
  }

  /// `text` as a year of four digits.
  package static func year(_ text: String) throws(QueryValueError) -> Int {
    guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let value = Int(text) else {
      throw QueryValueError(
        expected: Phrase(en: "a four-digit year such as 2020", ru: "год из четырёх цифр, например 2020"))
    }
    return value
  }

  /// `text` as `YYYY-MM-DD`, a real calendar day, at 00:00 UTC.
  package static func day(_ text: String) throws(QueryValueError) -> Date {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
    else {
      throw QueryValueError(expected: Phrase(en: "a date as YYYY-MM-DD", ru: "дата в виде ГГГГ-ММ-ДД"))
    }
    // Well formed, but no such day (2020-02-30): say that, not that the form is wrong.
    guard let date = APIDate.parse(text), APIDate.format(date).hasPrefix(text) else {
      throw QueryValueError(
        expected: Phrase(
          en: "a day that exists (\(text) does not)", ru: "существующий день (\(text) нет в календаре)"))
    }
    return date
  }

  /// `text` as a whole number in `range` (checked: a number from outside may be anything).
  package static func number(_ text: String, in range: ClosedRange<Int>, expected: Phrase) throws(QueryValueError)
    -> Int
  {
    guard let value = Int(text), range.contains(value) else { throw QueryValueError(expected: expected) }
    return value
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
