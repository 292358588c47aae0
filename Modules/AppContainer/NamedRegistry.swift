/// Something features register under a name of its own: a command, a screen.
package protocol NamedEntry: Sendable {
  /// What kind of thing it is, for the duplicate error ("command", "screen").
  static var kind: String { get }
  var name: String { get }
}

/// Entries by name, in registration order (the order help and the home screen list them); a
/// second entry under a taken name is refused at start-up.
package struct NamedRegistry<Entry: NamedEntry>: Sendable {
  package private(set) var all: [Entry] = []

  package init() {}

  package mutating func register(_ entry: Entry) throws(RegistrationError) {
    guard self[entry.name] == nil else { throw .duplicate(kind: Entry.kind, name: entry.name) }
    all.append(entry)
  }

  package subscript(name: String) -> Entry? {
    all.first { $0.name == name }
  }
}
