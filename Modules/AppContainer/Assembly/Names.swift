/// A screen's name (`launch`), as `view.open`, `spacex browse` and links name it. Declared once,
/// as a constant beside the screen (`extension ScreenName { package static let launch = … }`),
/// and passed as one: a name is never a string literal where it is used, so a misspelt one is a
/// compile error, not a link to nothing. It takes no string literal for that reason.
package struct ScreenName: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  package var rawValue: String

  package init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The declaration of a name: only in a `static let`.
  package init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  package init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  package var description: String { rawValue }

  package static func < (lhs: ScreenName, rhs: ScreenName) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A `spacex-rpc` method's name (`launches.list`), declared and passed as ``ScreenName`` is.
package struct MethodName: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  package var rawValue: String

  package init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The declaration of a name: only in a `static let`.
  package init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  package init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  package var description: String { rawValue }

  package static func < (lhs: MethodName, rhs: MethodName) -> Bool { lhs.rawValue < rhs.rawValue }
}
