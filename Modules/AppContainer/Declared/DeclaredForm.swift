import Core

/// A row or an item made from one value by its declaration (``DeclaredRow``, ``DeclaredItem``): a
/// collection whose row, item or related item is one names its type and says nothing of how it
/// is made (``CollectionDeclaration``'s defaults make it).
package protocol DeclaredForm: Codable, Sendable {
  associatedtype Value: Sendable
  init(_ value: Value, formatter: DisplayFormatter)
}

extension DeclaredItem: DeclaredForm {}

extension DeclaredRow: DeclaredForm {
  package init(_ value: Declaration.Value, formatter: DisplayFormatter) {
    self = Declaration.row(value, formatter)
  }
}

extension CollectionDeclaration where Row: DeclaredForm, Row.Value == Value {
  package func row(_ value: Value, formatter: DisplayFormatter) -> Row { Row(value, formatter: formatter) }
}

/// A list of declared rows shows their cells' columns.
extension CollectionDeclaration where Row: DeclaredForm, Row.Value == Value, Row: DeclaresColumns {
  package var layout: ListLayout { Row.layout }
}

extension CollectionDeclaration where Item: DeclaredForm, Item.Value == Value {
  package func item(_ value: Value, formatter: DisplayFormatter) -> Item { Item(value, formatter: formatter) }
}

extension CollectionDeclaration where RelatedItem: DeclaredForm, RelatedItem.Value == Related {
  package func relatedItem(_ related: Related, formatter: DisplayFormatter) -> RelatedItem {
    RelatedItem(related, formatter: formatter)
  }
}

/// A row whose declaration gives the list's columns.
package protocol DeclaresColumns {
  static var layout: ListLayout { get }
}

extension DeclaredRow: DeclaresColumns {
  package static var layout: ListLayout { Declaration.layout(row: nil) }
}
