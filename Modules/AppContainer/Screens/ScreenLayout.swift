import Core
import Foundation
import JSONRPC

/// How any client draws a screen from its state's `data` without knowing the feature: where
/// the card is, which list it shows and how. `rpc.discover` sends it under `x-screens`; the
/// text frontend draws collection lists from the same declaration.
package struct ScreenLayout: Sendable, Hashable {
  /// The member of `data` holding a ``Card`` (`card`), if the screen shows one.
  package var card: String?
  /// The member of `data` holding an array of ``Chart``s (`charts`), drawn under the card.
  package var charts: String?
  /// The list the screen shows (under the card and charts, when it has them).
  package var list: ListLayout?

  package init(card: String? = nil, charts: String? = nil, list: ListLayout? = nil) {
    self.card = card
    self.charts = charts
    self.list = list
  }

  /// A list screen: the list alone.
  package static func list(_ list: ListLayout) -> ScreenLayout { ScreenLayout(list: list) }

  /// A card, with a list of related items under it when given.
  package static func card(_ member: String = "card", related: ListLayout? = nil) -> ScreenLayout {
    ScreenLayout(card: member, list: related)
  }
}

/// A list as columns of its items' display strings, and what choosing a row opens.
package struct ListLayout: Sendable, Hashable {
  /// The member of `data` holding the items; `nil` when `data` is the array itself.
  package var items: String?
  /// A heading above the list, for a list under a card ("Launches").
  package var title: Phrase?
  package var columns: [ListColumn]
  /// What a row opens; `nil` when rows open nothing.
  package var row: RowTarget?
  /// The kind of row other features mark (`launch`): their marks are boolean members of each item.
  package var marks: String?
  /// The member of an item's `display` that names its outcome (`success`, `failed`, `upcoming`,
  /// `overdue`), for colour.
  package var status: String?
  /// Whether `nextPage` loads more rows (the data then says `hasNextPage` and `totalItems`).
  package var pages: Bool
  /// What to say when there are no items ("No launches recorded."); a client's own words else.
  package var empty: Phrase?

  package init(
    items: String? = nil, title: Phrase? = nil, columns: [ListColumn], row: RowTarget?, marks: String? = nil,
    status: String? = nil, pages: Bool = false
  ) {
    self.items = items
    self.title = title
    self.columns = columns
    self.row = row
    self.marks = marks
    self.status = status
    self.pages = pages
  }

  /// The table of `rows` (display rows, as their items send them) with these columns, as the
  /// terminal prints it; numbered from 1 when rows can be chosen, where a column that numbers
  /// the rows itself (a booster's flights) gives way to the number.
  /// - Parameter keeping: the member of a column never dropped for width: the one the list is
  ///   sorted by (``QueriedList/sortedColumn``).
  package func table(
    _ rows: [[String: String]], formatter: DisplayFormatter, numbered: Bool, keeping kept: String? = nil
  ) -> TextTable {
    table(count: rows.count, formatter: formatter, numbered: numbered, keeping: kept) { member in { rows[$0][member] } }
  }

  /// The table of `count` rows of any kind, `reader` giving what reads a member (by its name)
  /// from a row (by its index): a feature whose rows are its own type lays them out without
  /// building a dictionary per row, or matching a name per cell. (By index, not generic over the
  /// row: a generic function called from another module runs unspecialized, at a cost per cell.)
  package func table(
    count: Int, formatter: DisplayFormatter, numbered: Bool, keeping kept: String? = nil,
    reader: (String) -> (Int) -> String?
  ) -> TextTable {
    let number = TextTable.Column(Phrase(en: "#", ru: "№")(formatter.language), .right)
    let shown = numbered ? self.columns.filter { !$0.numbersRows } : self.columns
    let readers = shown.map { reader($0.member) }
    let cells = (0..<count).map { row in readers.map { $0(row) ?? "—" } }
    let columns = shown.map { column in
      var drawn = column
      if drawn.member == kept, drawn.fit == .drop { drawn.fit = .keep }
      return drawn.textColumn(formatter)
    }
    var table =
      numbered
      ? TextTable(columns: [number] + columns, rows: cells.enumerated().map { ["\($0.offset + 1)"] + $0.element })
      : TextTable(columns: columns, rows: cells)
    table.marksLines = formatter.marksLines
    if let status { table.rowFaces = (0..<count).map(reader(status)).map(Self.face(ofOutcome:)) }
    return table
  }

  /// How a row with the outcome `status` names is drawn: a success green, a failure red, a
  /// launch past its date with no result in a warning's colour; one to come as it is.
  static func face(ofOutcome outcome: String?) -> Face? {
    switch outcome {
    case "success": .success
    case "failed": .failure
    case "overdue": .warning
    default: nil
    }
  }
}

extension ListLayout {
  /// A collection as a one-shot command and `spacex browse` print it: the numbered table, then
  /// the count ("4 rockets") and where the data came from.
  package func output(
    _ rows: [some Encodable], count: PluralPhrase, provenance: Provenance, formatter: DisplayFormatter,
    keeping kept: String? = nil
  ) -> CommandOutput {
    let language = formatter.language
    let table = table(rows.map { DisplayRow.cells(of: $0) }, formatter: formatter, numbered: true, keeping: kept)
    return CommandOutput(
      table.text(width: formatter.width, bold: formatter.usesColor),
      footer: count(rows.count, language) + "\n" + ProvenanceText.line(provenance, formatter: formatter) + "\n",
      separated: true)
  }
}

/// One column of a ``ListLayout``.
package struct ListColumn: Sendable, Hashable {
  /// How a column fits a narrow window.
  package enum Fit: String, Sendable, Hashable, Codable {
    /// Cut with `…` (the widest such column first).
    case cut
    /// Never cut: numbers, dates.
    case keep
    /// Left out whole when keeping it would cut another column to a stub; the last such first.
    case drop
    /// Cut in the middle, keeping the end: names of one family that differ at their end
    /// (`Starlink…10-13`). Droppable columns go before it is cut below 16.
    case middle
  }

  package var title: Phrase
  /// The member of each item's `display` that fills it.
  package var member: String
  package var alignment: TextTable.Alignment
  package var fit: Fit
  /// Whether its values are times in the server's time zone, which the terminal names in the
  /// header (`Date (UTC)`).
  package var isTime: Bool
  /// Whether its values are the rows' places from 1 (which flight of a booster each is): a
  /// client that numbers its rows shows them as that number, not twice.
  package var numbersRows: Bool

  /// - Parameter fit: `keep` for right-aligned columns unless said otherwise.
  package init(
    _ title: Phrase, _ member: String, _ alignment: TextTable.Alignment = .left, fit: Fit? = nil, isTime: Bool = false,
    numbersRows: Bool = false
  ) {
    self.title = title
    self.member = member
    self.alignment = alignment
    self.fit = fit ?? (alignment == .right ? .keep : .cut)
    self.isTime = isTime
    self.numbersRows = numbersRows
  }

  func textColumn(_ formatter: DisplayFormatter) -> TextTable.Column {
    let zone = isTime ? " (" + DateText.zoneLabel(formatter.timeZone) + ")" : ""
    return TextTable.Column(
      title(formatter.language) + zone, alignment, droppable: fit == .drop, fixed: fit == .keep, middle: fit == .middle)
  }
}

/// What choosing a row opens: a screen, with `view.open` params taken from the row's item.
package struct RowTarget: Sendable, Hashable {
  package var screen: ScreenName
  /// `view.open` param name → the item member that gives its value (`["id": "id"]`).
  package var params: [String: String]

  package init(screen: ScreenName, params: [String: String] = ["id": "id"]) {
    self.screen = screen
    self.params = params
  }
}
