import Core

/// The row marks features contribute, by kind of row (`launch`). See ``RowMarks``.
package struct MarkRegistry: Sendable {
  private var sources: [String: [RowMarks.Source]] = [:]

  package init() {}

  package mutating func register(_ source: RowMarks.Source, on kind: String) throws(RegistrationError) {
    guard !(sources[kind] ?? []).contains(where: { $0.key == source.key }) else {
      throw .duplicate(kind: "\(kind) mark", name: source.key)
    }
    sources[kind, default: []].append(source)
  }

  /// The marks on rows of `kind` now.
  package func snapshot(_ kind: String) -> RowMarks {
    RowMarks(sources[kind] ?? [])
  }

  /// The keys that rows of `kind` may carry, for documentation.
  package func keys(_ kind: String) -> [String] {
    (sources[kind] ?? []).map(\.key).sorted()
  }
}
