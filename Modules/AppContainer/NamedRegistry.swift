/// Something features register under a name of its own: a command, a screen, a method.
package protocol NamedEntry: Sendable {
  /// What kind of thing it is, for the duplicate error ("command", "screen").
  static var kind: String { get }
  var name: String { get }
}

/// Entries by name, in registration order (the order help and the home screen list them); a
/// second entry under a taken name is refused at start-up. Lookups by name are hashed: every
/// RPC request looks its method up.
package struct NamedRegistry<Entry: NamedEntry>: Sendable {
  package private(set) var all: [Entry] = []
  private var positions: [String: Int] = [:]

  package init() {}

  package mutating func register(_ entry: Entry) throws(RegistrationError) {
    guard positions[entry.name] == nil else { throw .duplicate(kind: Entry.kind, name: entry.name) }
    positions[entry.name] = all.count
    all.append(entry)
  }

  /// Puts `entry` where the entry of its name is (a screen wrapped once every feature registered).
  mutating func replace(_ entry: Entry) {
    guard let position = positions[entry.name] else { return }
    all[position] = entry
  }

  package subscript(name: String) -> Entry? {
    positions[name].map { all[$0] }
  }
}
