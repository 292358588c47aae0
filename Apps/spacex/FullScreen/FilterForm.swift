import AppContainer
import Core
import JSONRPC

/// `f`'s form: a line for each field the screen's query declares, with its value in force and
/// what it takes. A field of a closed set of words is chosen with ← → (or Space); any field
/// can be typed into (the screen checks what it gets, and says what it expected). Enter sends
/// the fields changed; Esc leaves with none.
package struct FilterForm: Sendable, Hashable {
  package struct Entry: Sendable, Hashable {
    package var name: String
    /// The words ← → go through, after the empty value (the field unset); none for free text.
    package var words: [String]
    /// What it takes, in the language in force (the option's help).
    package var help: String
    /// The value in force when the form opened; empty for none.
    package var original: String
    package var value: String
  }

  package enum Outcome: Sendable, Hashable {
    case editing
    case cancelled
    /// The fields changed: a value, or `null` for one emptied (the screen's default again).
    case submitted([String: JSONValue])
  }

  package private(set) var entries: [Entry]
  /// The field the cursor is on.
  package private(set) var cursor = 0

  /// - Parameter inForce: the screen's filters now (``Screen/filters()``), by field name.
  package init(_ filter: ScreenFilter, inForce: [(name: String, value: String)], language: Language) {
    entries = filter.fields.map { field in
      let value = inForce.first { $0.name == field.name }?.value ?? ""
      return Entry(
        name: field.name, words: field.values.words, help: field.help(language), original: value, value: value)
    }
  }

  /// The fields whose value differs from the one in force.
  package var changes: [String: JSONValue] {
    var changes: [String: JSONValue] = [:]
    for entry in entries where entry.value != entry.original {
      changes[entry.name] = entry.value.isEmpty ? .null : .string(entry.value)
    }
    return changes
  }

  package mutating func press(_ key: Key) -> Outcome {
    guard !entries.isEmpty else { return .cancelled }
    switch key {
    case .escape: return .cancelled
    case .enter: return .submitted(changes)
    case .up: cursor = (cursor + entries.count - 1) % entries.count
    case .down, .tab: cursor = (cursor + 1) % entries.count
    case .left: choose(by: -1)
    case .right: choose(by: 1)
    case .character(" ") where !entries[cursor].words.isEmpty: choose(by: 1)
    case .character(let character): entries[cursor].value.append(character)
    case .backspace: entries[cursor].value = String(entries[cursor].value.dropLast())
    case .control("u"): entries[cursor].value = ""
    default: break
    }
    return .editing
  }

  /// The field's next (or previous) word, the empty value counted as one before the first.
  private mutating func choose(by step: Int) {
    let choices = [""] + entries[cursor].words
    guard choices.count > 1 else { return }
    let now = choices.firstIndex(of: entries[cursor].value.lowercased()) ?? 0
    entries[cursor].value = choices[(now + step + choices.count) % choices.count]
  }

  /// The form as the browser draws it: a hint, then one line per field (name, value, what it
  /// takes, that last dim), the field's value followed by a caret where the cursor is.
  package func lines(_ language: Language) -> [ViewLine] {
    let names = entries.map { DisplayWidth.of($0.name) }.max() ?? 0
    let values = max(12, (entries.map { DisplayWidth.of($0.value) }.max() ?? 0) + 2)
    let hint = FullScreenStrings.formHint(language)
    var lines = [
      ViewLine(
        DrawnLine(text: hint, spans: [DrawnSpan(from: 0, to: hint.unicodeScalars.count, face: .dim)]), target: nil),
      ViewLine(DrawnLine(text: ""), target: nil),
    ]
    for (index, entry) in entries.enumerated() {
      let value = TerminalText.singleLine(entry.value) + (index == cursor ? "_" : "")
      let start = DisplayWidth.pad(entry.name, to: names) + "  " + DisplayWidth.pad(value, to: values) + "  "
      let from = start.unicodeScalars.count
      let text = start + entry.help
      lines.append(
        ViewLine(
          DrawnLine(text: text, spans: [DrawnSpan(from: from, to: text.unicodeScalars.count, face: .dim)]),
          target: nil))
    }
    return lines
  }

  /// The index in ``lines(_:)`` of the cursor's field.
  package var cursorLine: Int { cursor + 2 }
}
