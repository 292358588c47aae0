/// A JSON member's name as a coding key, for types whose members are declared as data (a
/// declared row or item, a related list under its feature's name) rather than as properties.
package struct MemberKey: CodingKey, Hashable, Sendable {
  package var stringValue: String
  package var intValue: Int? { nil }

  package init(_ name: String) {
    stringValue = name
  }

  package init(stringValue: String) {
    self.stringValue = stringValue
  }

  package init?(intValue: Int) {
    nil
  }
}
