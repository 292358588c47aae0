import Core

/// One display string of a collection's row: its member in `display`, how it is worded, and
/// how the list shows it (a column), or that only the card and clients read it.
package struct RowCell<Value: Sendable>: Sendable {
  /// Its title, member name, alignment and fit; the member name is the row's key.
  package var column: ListColumn
  /// Whether the list shows it as a column; a hidden cell is sent in `display` all the same.
  package var isShown: Bool
  package var text: @Sendable (Value, DisplayFormatter) -> String

  /// A column of the list, in the order the cells are declared.
  package init(
    _ title: Phrase, _ member: String, _ alignment: TextTable.Alignment = .left, fit: ListColumn.Fit? = nil,
    isTime: Bool = false, numbersRows: Bool = false, _ text: @escaping @Sendable (Value, DisplayFormatter) -> String
  ) {
    column = ListColumn(title, member, alignment, fit: fit, isTime: isTime, numbersRows: numbersRows)
    isShown = true
    self.text = text
  }

  /// A display string no column shows (a card's, or one a client may show).
  /// - Parameter title: what a card says it is, when a card shows it.
  package static func hidden(
    _ member: String, title: Phrase? = nil, _ text: @escaping @Sendable (Value, DisplayFormatter) -> String
  ) -> RowCell {
    var cell = RowCell(
      title ?? Phrase(en: member, ru: member), member, .left, fit: nil, isTime: false, numbersRows: false, text)
    cell.isShown = false
    return cell
  }
}

/// A row said once: each display string with its column, from which the row type (its JSON and
/// `rpc.discover` schema), the list's columns and the cells a table draws all follow. Without it
/// a feature spelt every column three times: a property, a line of the row builder, a column.
package protocol RowDeclaration: Sendable {
  associatedtype Value: Sendable
  static var cells: [RowCell<Value>] { get }
}

extension RowDeclaration {
  /// One value's row.
  package static func row(_ value: Value, _ formatter: DisplayFormatter) -> DeclaredRow<Self> {
    DeclaredRow(texts: cells.map { $0.text(value, formatter) })
  }

  /// The shown cells as a list's columns. A loop, not `filter(\.isShown).map(\.column)`: made at
  /// every start, and in generic code those key paths were built at run time from mangled names
  /// (4 million instructions, a third of a warm query).
  package static func layout(items: String? = nil, title: Phrase? = nil, row: RowTarget?) -> ListLayout {
    var columns: [ListColumn] = []
    for cell in cells where cell.isShown { columns.append(cell.column) }
    return ListLayout(items: items, title: title, columns: columns, row: row)
  }

  /// Cells as a card's fields, under their columns' titles: a card that shows what the row shows
  /// says it in the same words. A cell the row leaves empty (`—`) says `missing` there, when given
  /// (a card says "unknown" of a fact no source gives).
  package static func fields(
    _ members: [String], of value: Value, _ formatter: DisplayFormatter, missing: Phrase? = nil
  ) -> [Card.Field] {
    members.compactMap { member in
      guard let cell = cells.first(where: { $0.column.member == member }) else {
        assertionFailure("\(Self.self) has no cell '\(member)'")
        return nil
      }
      let text = cell.text(value, formatter)
      return Card.Field(
        key: member, label: cell.column.title(formatter.language),
        value: text == "—" ? missing?(formatter.language) ?? text : text)
    }
  }

  /// Each value's cells by member, as a table draws them.
  package static func display(_ values: [Value], _ formatter: DisplayFormatter) -> [[String: String]] {
    values.map { row($0, formatter).cells }
  }
}

/// One line of a declared row: display strings only, one per cell, sent as an object of strings.
package struct DeclaredRow<Declaration: RowDeclaration>: Codable, Hashable, Sendable {
  /// In the order of `Declaration.cells`.
  package var texts: [String]

  /// The strings by member (`["serial": "B1062", …]`).
  package var cells: [String: String] {
    var cells: [String: String] = [:]
    for (cell, text) in zip(Declaration.cells, texts) where cells[cell.column.member] == nil {
      cells[cell.column.member] = text
    }
    return cells
  }

  package init(texts: [String]) {
    self.texts = texts
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    texts = try Declaration.cells.map { try container.decode(String.self, forKey: MemberKey($0.column.member)) }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    for (cell, text) in zip(Declaration.cells, texts) {
      try container.encode(text, forKey: MemberKey(cell.column.member))
    }
  }
}

extension DeclaredRow: JSONWritable {
  /// Cells in the order `JSONEncoder.sortedKeys()` writes them.
  package func write(to json: inout JSONWriter) {
    let cells = Declaration.cells
    json.beginObject()
    for index in SortedMembers.order(of: Declaration.self, names: { cells.map { $0.column.member } }) {
      json.member(cells[index].column.member, texts[index])
    }
    json.endObject()
  }
}
