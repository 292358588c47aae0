/// Marks one feature puts on another feature's rows (a favourite launch's ★), without either
/// knowing the other: the marking feature registers a ``RowMarks/Source`` with the container for a
/// kind of row (`launch`), and the listing feature asks for a snapshot when it presents rows.
package struct RowMarks: Sendable, Hashable {
  /// One mark as a feature contributes it.
  package struct Source: Sendable {
    /// The member set to `true` on a marked row in RPC answers (`favourite`).
    package var key: String
    /// What a text table shows before a marked row's name (`★`).
    package var badge: String
    /// The ids marked now; asked once per answer, so it may read a file.
    package var ids: @Sendable () -> Set<String>

    package init(key: String, badge: String, ids: @escaping @Sendable () -> Set<String>) {
      self.key = key
      self.badge = badge
      self.ids = ids
    }
  }

  private struct Mark: Sendable, Hashable {
    var key: String
    var badge: String
    var ids: Set<String>
  }

  private var marks: [Mark] = []

  package init() {}

  /// What `sources` mark now.
  package init(_ sources: [Source]) {
    marks = sources.map { Mark(key: $0.key, badge: $0.badge, ids: $0.ids()) }.sorted { $0.key < $1.key }
  }

  /// Every mark's key, each with whether row `id` carries it, in key order: RPC items say
  /// `favourite: false` too, so a client sees what a row could be marked with.
  package func flags(for id: String) -> [(key: String, isSet: Bool)] {
    marks.map { ($0.key, $0.ids.contains(id)) }
  }

  /// The badges of row `id`, then a space (`"★ "`), or nothing.
  package func badges(for id: String) -> String {
    let badges = marks.filter { $0.ids.contains(id) }.map(\.badge)
    return badges.isEmpty ? "" : badges.joined() + " "
  }

  package var isEmpty: Bool { marks.isEmpty }

  /// Every row any mark is on.
  package var markedIDs: Set<String> { marks.reduce(into: []) { $0.formUnion($1.ids) } }
}

extension RowMarks {
  /// Writes each mark as a member of the object `encoder` is writing (`"favourite": true`), next
  /// to the members its type wrote itself.
  package static func encode(_ flags: [(key: String, isSet: Bool)], to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MarkKey.self)
    for flag in flags { try container.encode(flag.isSet, forKey: MarkKey(flag.key)) }
  }

  /// A mark's member, named at run time by the feature that registered it.
  private struct MarkKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
