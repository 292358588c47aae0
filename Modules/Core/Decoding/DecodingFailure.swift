/// Turns a `DecodingError` into one line that names the field, e.g.
/// "missing field 'name' at [2].stages" or "wrong type at height.meters: expected Double".
package enum DecodingFailure {
  package static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing field '\(key.stringValue)'\(at(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "wrong type\(at(context.codingPath)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "null\(at(context.codingPath)): expected \(type)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not valid JSON" : "invalid value\(at(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }

  /// " at [2].height.meters", or "" at the top level.
  package static func at(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let rendered = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return " at " + (rendered.hasPrefix(".") ? String(rendered.dropFirst()) : rendered)
  }
}
