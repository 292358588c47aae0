import Core
import JSONRPC

/// `--format tsv`: a header line, then one line per item of tab-separated raw values, built from
/// the same result `--format json` prints, so both always agree.
///
/// Columns are the items' raw members: nested objects flattened with dots (`rocket.id`), lists of
/// plain values joined with commas, `display` (strings for people) and other lists left out.
/// `id` and `name` come first, the rest by name; a missing or `null` value is an empty field.
package enum TabSeparatedValues {
  package static func text(rows: [JSONValue]) -> String {
    let flattened = rows.map { row in
      var fields: [String: String] = [:]
      flatten(row, prefix: "", into: &fields)
      return fields
    }
    let names = Set(flattened.flatMap(\.keys))
    let leading = ["id", "name"].filter(names.contains)
    let columns = leading + names.subtracting(leading).sorted()
    let lines = [columns] + flattened.map { fields in columns.map { fields[$0] ?? "" } }
    return lines.map { $0.joined(separator: "\t") }.joined(separator: "\n") + "\n"
  }

  private static func flatten(_ value: JSONValue, prefix: String, into fields: inout [String: String]) {
    switch value {
    case .object(let members):
      for (key, member) in members where key != "display" {
        flatten(member, prefix: prefix.isEmpty ? key : prefix + "." + key, into: &fields)
      }
    case .array(let elements):
      let plain = elements.compactMap(scalar)
      if plain.count == elements.count, !prefix.isEmpty { fields[prefix] = plain.joined(separator: ",") }
    default:
      if !prefix.isEmpty, let text = scalar(value) { fields[prefix] = text }
    }
  }

  /// A plain value as one field: tabs and line breaks would split the line, so they become spaces;
  /// controls, escapes and BiDi controls are dropped, as on a terminal.
  private static func scalar(_ value: JSONValue) -> String? {
    let text: String
    switch value {
    case .null: text = ""
    case .bool(let flag): text = flag ? "true" : "false"
    case .integer(let number): text = String(number)
    case .double(let number):
      text = number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let string): text = string
    case .array, .object: return nil
    }
    return TerminalText.singleLine(String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 }))
  }
}
