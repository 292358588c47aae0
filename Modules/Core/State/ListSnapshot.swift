/// The diffable-style state of a list: sections with stable ids, each holding stable item ids.
///
/// Item ids are the entities' own ids, so the same rocket keeps its id across reloads, sorts and
/// language changes, and a diff can tell moves and reloads from inserts and deletes.
package struct ListSnapshot: Sendable, Hashable, Codable {
  package struct Section: Sendable, Hashable, Codable {
    /// Stable and language-independent (`active`, `2022`): what diffs and clients key on.
    package var id: String
    /// What to show above the section, in the current language ("Active", "В строю").
    package var title: String?
    package var items: [String]

    package init(id: String, title: String? = nil, items: [String]) {
      self.id = id
      self.title = title
      self.items = items
    }
  }

  package var sections: [Section]
  /// A fingerprint of each item's content, so a diff can tell a changed item (reloaded) from an
  /// unchanged one. Not part of the wire format: only ids and order cross it.
  package var revisions: [String: Int]

  private enum CodingKeys: String, CodingKey {
    case sections
  }

  package init(sections: [Section] = [], revisions: [String: Int] = [:]) {
    self.sections = sections
    self.revisions = revisions
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(sections: try container.decode([Section].self, forKey: .sections))
  }

  /// Groups `items` into sections in order of first appearance, keeping item order.
  /// - Parameter revision: a fingerprint of what is shown for the item (e.g. its row's hash).
  /// - Parameter title: the title of the section with that id, in the current language.
  package init<Item>(
    grouping items: [Item], section: (Item) -> String, id: (Item) -> String, title: ((String) -> String)? = nil,
    revision: ((Item) -> Int)? = nil
  ) {
    var revisions: [String: Int] = [:]
    if let revision {
      revisions.reserveCapacity(items.count)
      for item in items { revisions[id(item)] = revision(item) }
    }
    var sections: [Section] = []
    var indexOfSection: [String: Int] = [:]
    for item in items {
      let sectionID = section(item)
      if let index = indexOfSection[sectionID] {
        sections[index].items.append(id(item))
      } else {
        indexOfSection[sectionID] = sections.count
        sections.append(Section(id: sectionID, title: title?(sectionID), items: [id(item)]))
      }
    }
    self.sections = sections
    self.revisions = revisions
  }

  package var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}

/// Only ids and order cross the wire (see `revisions`).
extension ListSnapshot: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("sections", sections)
    json.endObject()
  }
}

extension ListSnapshot.Section: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("items", items)
    json.member("title", title)
    json.endObject()
  }
}

extension ListSnapshot {
  /// `items` in the snapshot's order (section by section), so a list's items and its snapshot
  /// never disagree; items the snapshot does not hold come last, in their own order.
  package func ordering<Item>(_ items: [Item], id: (Item) -> String) -> [Item] {
    var position: [String: Int] = [:]
    for (index, itemID) in sections.flatMap(\.items).enumerated() where position[itemID] == nil {
      position[itemID] = index
    }
    return items.enumerated().sorted { first, second in
      let a = position[id(first.element)] ?? Int.max
      let b = position[id(second.element)] ?? Int.max
      return a != b ? a < b : first.offset < second.offset
    }.map(\.element)
  }
}
