import Core
import Foundation
import JSONRPC

/// The query of a screen that takes one, as a person sets it: typed in `spacex browse`'s line
/// mode, or field by field in the full-screen browser's form (`f`).
package struct ScreenFilter: Sendable {
  /// One field a person sets, as its query declares it.
  package struct Field: Sendable {
    /// The query's member (`status`).
    package var name: String
    /// What it takes: a form offers the words of a closed set, and says what else it expects.
    package var values: QueryValues
    /// What it does, in a line (the option's help).
    package var help: Phrase
  }

  /// The fields a person sets (`status`, `year`, …) in the query's order: what `clear` resets.
  /// Fields set by the link that opened the screen (a rocket's launches) are not among them.
  package var fields: [Field]
  /// How to type them: `status S | year Y | search TEXT | sort newest|oldest`.
  package var syntax: Phrase
  /// The field that searches the screen's items by text, if one does: `/` types into it.
  package var search: String?

  /// The fields named, as `declaration` declares them, in its order.
  package init<Query>(_ declaration: QueryDeclaration<Query>, fields names: [String], syntax: Phrase, search: String?) {
    var fields: [Field] = []
    for option in declaration.options where names.contains(option.name) {
      fields.append(Field(name: option.name, values: option.values, help: option.help))
    }
    self.fields = fields
    self.syntax = syntax
    self.search = search.flatMap { names.contains($0) ? $0 : nil }
  }

  /// The fields' names, in order.
  package var names: [String] { fields.map(\.name) }
}
