/// The diffable-style state of a list: sections with stable ids, each holding stable item ids.
///
/// Item ids are the entities' own ids, so the same rocket keeps its id across reloads, sorts and
/// language changes, and a diff can tell moves and reloads from inserts and deletes.
package struct ListSnapshot: Sendable, Hashable, Codable {
  package struct Section: Sendable, Hashable, Codable {
    package var id: String
    package var items: [String]

    package init(id: String, items: [String]) {
      self.id = id
      self.items = items
    }
  }

  package var sections: [Section]

  package init(sections: [Section] = []) {
    self.sections = sections
  }

  /// Groups `items` into sections in order of first appearance, keeping item order.
  package init<Item>(grouping items: [Item], section: (Item) -> String, id: (Item) -> String) {
    var sections: [Section] = []
    var indexOfSection: [String: Int] = [:]
    for item in items {
      let sectionID = section(item)
      if let index = indexOfSection[sectionID] {
        sections[index].items.append(id(item))
      } else {
        indexOfSection[sectionID] = sections.count
        sections.append(Section(id: sectionID, items: [id(item)]))
      }
    }
    self.sections = sections
  }

  package var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
