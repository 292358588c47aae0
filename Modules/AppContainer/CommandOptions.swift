import Core

/// A command's own `--name value` options (also `--name=value`) and `--name` flags, checked
/// against the names it accepts. Unknown names are usage errors with a close match as the hint.
package struct CommandOptions: Sendable {
  package private(set) var values: [String: String] = [:]
  /// The flags given (`--wait`).
  package private(set) var flags: Set<String> = []
  /// Words that are not options, in order.
  package private(set) var positional: [String] = []

  /// - Parameter flags: names that take no value.
  package init(_ arguments: [String], accepting names: [String], flags flagNames: Set<String> = []) throws(UsageError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        // A single-dash word (`-h`) is not ours to name: the command refuses it as an option.
        positional.append(argument)
        continue
      }
      let (name, inline) = Self.split(argument)
      if flagNames.contains(name), inline == nil {
        flags.insert(name)
        continue
      }
      guard names.contains(name) else {
        let known = names + flagNames.sorted()
        throw .unknownOption(name, closest: LooseName.suggestions(for: name, among: known, limit: 1).first)
      }
      if let inline {
        values[name] = inline
      } else {
        guard index < arguments.count else { throw .missingValue(for: name) }
        values[name] = try OptionSyntax.separateValue(arguments[index], for: name)
        index += 1
      }
    }
  }

  package subscript(name: String) -> String? { values[name] }

  /// Whether flag `name` was given.
  package func has(_ name: String) -> Bool { flags.contains(name) }

  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
