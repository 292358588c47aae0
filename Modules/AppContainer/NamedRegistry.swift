/// Something features register under a name of its own: a command, a screen, a method.
package protocol NamedEntry: Sendable {
  /// Its name's type: a screen's and a method's are their own (``ScreenName``, ``MethodName``).
  associatedtype Name: Hashable & Sendable & CustomStringConvertible
  /// What kind of thing it is, for the duplicate error ("command", "screen").
  static var kind: String { get }
  var name: Name { get }
}

/// Entries by name, in registration order (the order help and the home screen list them); a
/// second entry under a taken name is refused at start-up. Lookups by name are hashed: every
/// RPC request looks its method up.
package struct NamedRegistry<Entry: NamedEntry>: Sendable {
  package private(set) var all: [Entry] = []
  private var positions: [Entry.Name: Int] = [:]

  package init() {}

  package mutating func register(_ entry: Entry) throws(RegistrationError) {
    guard positions[entry.name] == nil else { throw .duplicate(kind: Entry.kind, name: entry.name.description) }
    positions[entry.name] = all.count
    all.append(entry)
  }

  /// Puts `entry` where the entry of its name is (a screen wrapped once every feature registered).
  mutating func replace(_ entry: Entry) {
    guard let position = positions[entry.name] else { return }
    all[position] = entry
  }

  package subscript(name: Entry.Name) -> Entry? {
    positions[name].map { all[$0] }
  }
}

extension NamedRegistry where Entry.Name: RawRepresentable<String> {
  /// The entry a client named, as it wrote the name (`view.open`'s `screen`, a request's method).
  package subscript(named raw: String) -> Entry? {
    Entry.Name(rawValue: raw).flatMap { self[$0] }
  }
}
