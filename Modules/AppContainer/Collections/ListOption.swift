import Core

/// One option of a collection's list, declared once: `--status S` on the command (parsed,
/// checked, in its help and its completion), `status` in the list method's and the list screen's
/// params (checked alike, documented in `rpc.discover`).
package struct ListOption<Value: Sendable>: Sendable {
  package enum Role: Sendable {
    /// Keeps the values the chosen word selects.
    case filter(@Sendable (Value, String) -> Bool)
    /// Puts the values in the chosen order; without a choice, the first of its values.
    case order(@Sendable ([Value], String) -> [Value])
  }

  /// The params member; `--name` on the command.
  package var name: String
  /// What help shows for its value when the values are too many to list (`S`, `N`).
  package var placeholder: String
  /// Every value it accepts, as typed; empty: any text.
  package var values: [String]
  /// Its line in the command's help, after the flag.
  package var help: Phrase
  /// Its description in `rpc.discover`.
  package var summary: String
  package var role: Role
  /// For an option that takes any text: the words completion offers, read from the data the
  /// user has (an astronaut's agency, a payload's customers); `nil` offers none.
  package var suggestions: (@Sendable (Value) -> [String])?
  /// For an order: the member of the column that shows what each order sorts by, by order word
  /// (`turnaround` → `turnaround`), so a list sorted by it shows it.
  package var columns: [String: String] = [:]

  /// A filter: `keep(value, word)` says whether a value stays when `word` is chosen.
  package static func filter(
    _ name: String, placeholder: String = "S", values: [String] = [], help: Phrase, summary: String,
    keep: @escaping @Sendable (Value, String) -> Bool
  ) -> ListOption {
    ListOption(
      name: name, placeholder: placeholder, values: values, help: help, summary: summary, role: .filter(keep),
      suggestions: nil)
  }

  /// A filter over the words each value has (an astronaut's agency, a payload's customers), any
  /// text: a value stays when the word chosen, in any case and with `-` for a space (as
  /// completion offers it: `axiom-space`), is one of its words (`whole`) or a part of one;
  /// completion offers each word of the data.
  package static func words(
    _ name: String, placeholder: String = "S", help: Phrase, summary: String, whole: Bool = false,
    of words: @escaping @Sendable (Value) -> [String]
  ) -> ListOption {
    let typed: @Sendable (String) -> String = { String($0.lowercased().map { $0 == "-" ? " " : $0 }) }
    return ListOption(
      name: name, placeholder: placeholder, values: [], help: help, summary: summary,
      role: .filter { value, word in
        let chosen = typed(word)
        return words(value).contains { whole ? typed($0) == chosen : typed($0).contains(chosen) }
      }, suggestions: words)
  }

  /// The order: `values` name the orders, the first the one a list has when none is chosen;
  /// `columns` the column each order reads (by order word), which a list so sorted keeps.
  package static func sort(
    _ values: [String], help: Phrase, summary: String, columns: [String: String] = [:],
    order: @escaping @Sendable ([Value], String) -> [Value]
  ) -> ListOption {
    var option = ListOption(
      name: "sort", placeholder: "S", values: values, help: help, summary: summary, role: .order(order),
      suggestions: nil)
    option.columns = columns
    return option
  }

  /// `--status S`, or `--sort flights|last|serial` when its values are few enough to read at a glance.
  var usage: String {
    "--\(name) " + ((1...3).contains(values.count) ? values.joined(separator: "|") : placeholder)
  }

  /// The names completion offers for it, its collection's own (`crew.agency`).
  func completionNames(of plural: String) -> CompletionNames {
    CompletionNames("\(plural).\(name)")
  }
}
