import Core

extension ListLayout {
  /// A row's cells as a card's fields, under the columns' titles, in the columns' order, leaving
  /// out `omitting` (what the card's title and subtitle already say): a card that shows what its
  /// row shows says it once.
  package func cardFields(of row: some Encodable, omitting: Set<String> = [], formatter: DisplayFormatter)
    -> [Card.Field]
  {
    let cells = DisplayRow.cells(of: row)
    return columns.filter { !omitting.contains($0.member) }.map { column in
      Card.Field(key: column.member, label: column.title(formatter.language), value: cells[column.member] ?? "—")
    }
  }
}
