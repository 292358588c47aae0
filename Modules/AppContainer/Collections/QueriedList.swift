/// A list as its query left it: the values, and the filter that left none, with the word chosen.
package struct QueriedList<Value: Sendable>: Sendable {
  package var values: [Value]
  package var emptiedBy: (option: String, word: String)?
  /// The member of the column showing what the list is sorted by, when its order names one
  /// (`turnaround` for `--sort turnaround`): a table keeps it however narrow.
  package var sortedColumn: String?

  package init(values: [Value], emptiedBy: (option: String, word: String)? = nil) {
    self.values = values
    self.emptiedBy = emptiedBy
  }
}
