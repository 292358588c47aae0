import Core
import Foundation

/// A launch query as typed by a person or sent by an editor: every value a string, unchecked.
package struct LaunchQueryInput: Sendable, Hashable {
  package var rocket: String?
  package var status: String?
  package var year: String?
  package var from: String?
  package var to: String?
  package var search: String?
  package var sort: String?
  package var page: String?
  package var limit: String?

  package init(
    rocket: String? = nil, status: String? = nil, year: String? = nil, from: String? = nil, to: String? = nil,
    search: String? = nil, sort: String? = nil, page: String? = nil, limit: String? = nil
  ) {
    self.rocket = rocket
    self.status = status
    self.year = year
    self.from = from
    self.to = to
    self.search = search
    self.sort = sort
    self.page = page
    self.limit = limit
  }
}

extension LaunchQuery {
  /// Checks every value against the launch query's rules (README.md).
  /// - Throws: ``LaunchesError/invalidParameter(name:value:expected:)`` for the first bad value.
  package init(parsing input: LaunchQueryInput) throws(LaunchesError) {
    self.init()
    // A blank rocket is no rocket. (Asked of the characters: Foundation's trimming goes through
    // NSString, a twentieth of a warm `spacex launches` before its first line.)
    rocket = input.rocket.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    if let text = input.status { status = try Self.choice(text, "status") }
    if let text = input.sort { sort = try Self.choice(text, "sort") }
    if let text = input.year {
      guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let value = Int(text) else {
        throw .invalidParameter(
          name: "year", value: text,
          expected: Phrase(en: "a four-digit year such as 2020", ru: "год из четырёх цифр, например 2020"))
      }
      year = value
    }
    if let text = input.from { from = try Self.day(text, "from") }
    if let text = input.to { to = try Self.day(text, "to") }
    if let from, let to, from > to {
      let from = input.from ?? ""
      throw .invalidParameter(
        name: "to", value: input.to ?? "",
        expected: Phrase(en: "a date on or after from (\(from))", ru: "дата не раньше from (\(from))"))
    }
    search = input.search.flatMap { $0.isEmpty ? nil : $0 }
    if let text = input.page {
      page = try Self.number(
        text, "page", in: 1...Int(Int32.max), expected: Phrase(en: "a page number from 1", ru: "номер страницы от 1"))
    }
    if let text = input.limit {
      limit =
        text.lowercased() == "all"
        ? Self.everything
        : try Self.number(
          text, "limit", in: Self.limits,
          expected: Phrase(en: "a number from 1 to 100, or all", ru: "число от 1 до 100 или all"))
    }
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ name: String) throws(LaunchesError)
    -> T
  where T.RawValue == String {
    guard let value = T(rawValue: text.lowercased()) else {
      let choices = T.allCases.map(\.rawValue)
      throw .invalidParameter(
        name: name, value: text, expected: UsageError.oneOf(choices),
        closest: UsageError.closestChoice(to: text, among: choices))
    }
    return value
  }

  private static func number(_ text: String, _ name: String, in range: ClosedRange<Int>, expected: Phrase)
    throws(LaunchesError) -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw .invalidParameter(name: name, value: text, expected: expected)
    }
    return value
  }

  /// `YYYY-MM-DD`, a real calendar day, at 00:00 UTC.
  private static func day(_ text: String, _ name: String) throws(LaunchesError) -> Date {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
    else {
      throw .invalidParameter(
        name: name, value: text, expected: Phrase(en: "a date as YYYY-MM-DD", ru: "дата в виде ГГГГ-ММ-ДД"))
    }
    // Well formed, but no such day (2020-02-30): say that, not that the form is wrong.
    guard let date = APIDate.parse(text), APIDate.format(date).hasPrefix(text) else {
      throw .invalidParameter(
        name: name, value: text,
        expected: Phrase(en: "a day that exists (\(text) does not)", ru: "существующий день (\(text) нет в календаре)"))
    }
    return date
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
