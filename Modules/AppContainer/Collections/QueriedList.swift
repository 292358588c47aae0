/// A list as its query left it: the values, and the filter that left none, with the word chosen.
package struct QueriedList<Value: Sendable>: Sendable {
  package var values: [Value]
  package var emptiedBy: (option: String, word: String)?

  package init(values: [Value], emptiedBy: (option: String, word: String)? = nil) {
    self.values = values
    self.emptiedBy = emptiedBy
  }
}
