import Core

/// A command's own `--name value` options (also `--name=value`), checked against the names it
/// accepts. Unknown names are usage errors with a close match as the hint.
package struct CommandOptions: Sendable {
  package private(set) var values: [String: String] = [:]
  /// Words that are not options, in order.
  package private(set) var positional: [String] = []

  package init(_ arguments: [String], accepting names: [String]) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positional.append(argument)
        continue
      }
      let (name, inline) = Self.split(argument)
      guard names.contains(name) else {
        throw .unknownOption(name, closest: LooseName.suggestions(for: name, among: names, limit: 1).first)
      }
      if let inline {
        values[name] = inline
      } else {
        guard index < arguments.count else { throw .missingValue(for: name) }
        values[name] = arguments[index]
        index += 1
      }
    }
  }

  package subscript(name: String) -> String? { values[name] }

  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
