extension String {
  /// Whether every byte of the text's UTF-8 satisfies `predicate`, read in place: iterating
  /// `utf8` reads a byte at a time through the collection's witnesses, which cost more than a
  /// whole table's layout once every cell of every line is checked.
  package func everyUTF8Byte(_ predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
  }
}
