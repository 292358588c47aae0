/// A name a feature registers something under, declared once as a constant and passed as one:
/// never a string literal where it is used, so a misspelt one is a compile error, not a link to
/// nothing. It takes no string literal for that reason; it is written as its text on the wire.
package protocol DeclaredName: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  CustomStringConvertible
where RawValue == String {
  init(rawValue: String)
}

extension DeclaredName {
  /// The declaration of a name: only in a `static let`.
  package init(_ rawValue: String) {
    self.init(rawValue: rawValue)
  }

  package init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  package var description: String { rawValue }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A screen's name (`launch`), as `view.open`, `spacex browse` and links name it, declared
/// beside the screen (`extension ScreenName { static let launch = ScreenName("launch") }`).
package struct ScreenName: DeclaredName {
  package var rawValue: String

  package init(rawValue: String) {
    self.rawValue = rawValue
  }
}

/// A `spacex-rpc` method's name (`launches.list`), declared in the method's type
/// (`static let method = MethodName("launches.list")`).
package struct MethodName: DeclaredName {
  package var rawValue: String

  package init(rawValue: String) {
    self.rawValue = rawValue
  }
}
