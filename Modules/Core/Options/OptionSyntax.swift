/// What a word on the command line is, the one way every parser reads it.
package enum OptionSyntax {
  /// `--status`, `-h`: a word starting with `-`, but not a negative number (`-33.9,151.2`, `-5`),
  /// which is a value.
  package static func isOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    let second = word[word.index(after: word.startIndex)]
    return !(second.isASCII && (second.isNumber || second == "."))
  }

  /// `value`, given as its own word after `flag`, checked: an option name there (`--cache-dir
  /// --offline`) means the value was left out, so it is refused rather than taken (a directory
  /// named `--offline` would be made). `--cache-dir=--odd` gives such a value on purpose.
  package static func separateValue(_ value: String, for flag: String) throws(UsageError) -> String {
    guard value.hasPrefix("--") else { return value }
    throw .optionAsValue(value, for: flag)
  }
}
