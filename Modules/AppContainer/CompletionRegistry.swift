import Core

/// Values shell completion offers for a flag (`--status`, `--rocket`) or for a command's argument
/// (`spacex rocket …`), contributed by the features that know them. `spacex completions` writes
/// them into the script it prints.
package struct CompletionRegistry: Sendable {
  /// Where the values go.
  package enum Target: Sendable, Hashable {
    /// After a flag, in any command that takes it: `--status`.
    case flag(String)
    /// The arguments of one command: `rocket`.
    case argument(command: String)
  }

  /// The values, read once when the script is written: fixed ones, or names from the data the
  /// user has (the cache or the offline sample), typed the loose way they resolve (`falcon-9`).
  package private(set) var sources: [(target: Target, values: @Sendable () async -> [String])] = []

  package init() {}

  package mutating func register(_ target: Target, values: @escaping @Sendable () async -> [String]) {
    sources.append((target, values))
  }

  package mutating func register(_ target: Target, fixed: [String]) {
    register(target) { fixed }
  }

  /// `Falcon 9` as completion offers it: `falcon-9` (loose names resolve it; no quoting needed).
  package static func typed(_ name: String) -> String {
    name.lowercased().split { $0 == " " || $0 == "/" }.joined(separator: "-")
  }
}
