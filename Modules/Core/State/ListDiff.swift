/// What changed between two ``ListSnapshot``s, in the vocabulary of diffable data sources.
///
/// Computed in one pass over both snapshots plus a longest-increasing-subsequence step, so it is
/// O(n log n) even for tens of thousands of items. An item counts as moved only when it changed
/// section or left the longest run of items that kept their relative order, so inserting one row
/// at the top does not "move" every row below it.
package struct ListDiff: Sendable, Hashable, Codable {
  package struct Position: Sendable, Hashable, Codable {
    package var section: String
    package var index: Int

    package init(section: String, index: Int) {
      self.section = section
      self.index = index
    }
  }

  package struct Insertion: Sendable, Hashable, Codable {
    package var id: String
    package var section: String
    package var index: Int

    package init(id: String, section: String, index: Int) {
      self.id = id
      self.section = section
      self.index = index
    }
  }

  package struct Move: Sendable, Hashable, Codable {
    package var id: String
    package var from: Position
    package var to: Position

    package init(id: String, from: Position, to: Position) {
      self.id = id
      self.from = from
      self.to = to
    }
  }

  package var insertedSections: [String] = []
  package var deletedSections: [String] = []
  /// New items, in the new snapshot's order.
  package var inserted: [Insertion] = []
  /// Items gone, in the old snapshot's order.
  package var deleted: [String] = []
  /// Items that changed place, in the new snapshot's order.
  package var moved: [Move] = []
  /// Items in both whose content changed (their revision differs), in the new snapshot's order.
  package var reloaded: [String] = []

  package var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && inserted.isEmpty && deleted.isEmpty && moved.isEmpty
      && reloaded.isEmpty
  }

  package init(from old: ListSnapshot, to new: ListSnapshot) {
    let oldSections = Set(old.sections.map(\.id))
    let newSections = Set(new.sections.map(\.id))
    insertedSections = new.sections.map(\.id).filter { !oldSections.contains($0) }
    deletedSections = old.sections.map(\.id).filter { !newSections.contains($0) }

    var oldPlaces: [String: (position: Position, order: Int)] = [:]
    oldPlaces.reserveCapacity(old.itemCount)
    for (order, (id, position)) in Self.flatten(old).enumerated() { oldPlaces[id] = (position, order) }

    var common: [(id: String, from: Position, to: Position, oldOrder: Int)] = []
    var seen = Set<String>()
    seen.reserveCapacity(new.itemCount)
    for (id, position) in Self.flatten(new) {
      seen.insert(id)
      guard let before = oldPlaces[id] else {
        inserted.append(Insertion(id: id, section: position.section, index: position.index))
        continue
      }
      common.append((id, before.position, position, before.order))
      if let revision = new.revisions[id], let oldRevision = old.revisions[id], revision != oldRevision {
        reloaded.append(id)
      }
    }
    deleted = Self.flatten(old).map(\.id).filter { !seen.contains($0) }

    let stable = Self.longestIncreasingRun(common.map(\.oldOrder))
    for (index, item) in common.enumerated() where !stable.contains(index) || item.from.section != item.to.section {
      moved.append(Move(id: item.id, from: item.from, to: item.to))
    }
  }

  private static func flatten(_ snapshot: ListSnapshot) -> [(id: String, position: Position)] {
    snapshot.sections.flatMap { section in
      section.items.enumerated().map { ($1, Position(section: section.id, index: $0)) }
    }
  }

  /// Indices into `values` of one longest strictly increasing subsequence (patience sorting).
  private static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // index into `values` of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run = Set<Int>()
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      run.insert(cursor)
      cursor = previous[cursor]
    }
    return run
  }
}

extension ListDiff: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("deleted", deleted)
    json.member("deletedSections", deletedSections)
    json.member("inserted", inserted)
    json.member("insertedSections", insertedSections)
    json.member("moved", moved)
    json.member("reloaded", reloaded)
    json.endObject()
  }
}

extension ListDiff.Position: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("index", index)
    json.member("section", section)
    json.endObject()
  }
}

extension ListDiff.Insertion: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("index", index)
    json.member("section", section)
    json.endObject()
  }
}

extension ListDiff.Move: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("from", from)
    json.member("id", id)
    json.member("to", to)
    json.endObject()
  }
}
