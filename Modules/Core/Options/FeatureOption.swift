/// A global option a feature adds (Launches: `--ll2-url URL|off`, `--no-ll2`). Parsed with the
/// core ones, wherever it stands on the command line; the feature reads its value from
/// ``RuntimeOptions/featureValues`` when it registers.
package struct FeatureOption: Sendable, Hashable {
  package var flag: String
  /// What its value accepts (`URL|off`); `nil` for a switch.
  package var value: String?
  /// One line for `--help`.
  package var help: Phrase

  package init(_ flag: String, value: String? = nil, help: Phrase) {
    self.flag = flag
    self.value = value
    self.help = help
  }

  /// As `--help` lists it: `--ll2-url URL|off`.
  package var synopsis: String { value.map { "\(flag) \($0)" } ?? flag }
}
