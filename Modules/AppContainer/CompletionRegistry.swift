import Core

/// Values shell completion offers for a command's argument (`spacex rocket …`) or for a kind of
/// name a command's flag takes (rockets, for `launches --rocket`), contributed by the features
/// that know them. `spacex completions` writes fixed ones into the script it prints; the script
/// asks the installed `spacex` for names from the data each time it completes (`spacex
/// completions words rocket`, `… words launches --rocket`). A flag's fixed words are its
/// command's (``TextCommand/choices``).
package struct CompletionRegistry: Sendable {
  /// Where the values go. A struct, not an enum with payloads: Swift keeps an enum's case in the
  /// spare bits of a payload's pointer, where LeakSanitizer cannot see the array `after` held
  /// (it reported the registry's arrays as leaked; see Tests/Sanitizers/leaks.supp).
  package struct Target: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
      case names, argument, word
    }

    package var kind: Kind
    /// The kind of names (`rockets`), or the command (`rocket`).
    package var name: String
    /// For a word: the command's arguments before it.
    package var after: [String]

    /// Names of one kind, offered after every command's flag that takes them (``TextCommand/names``).
    package static func names(_ names: CompletionNames) -> Target {
      Target(kind: .names, name: names.kind, after: [])
    }

    /// The arguments of one command: `rocket`.
    package static func argument(command: String) -> Target { Target(kind: .argument, name: command, after: []) }

    /// The argument that follows the arguments `after` of one command (flags and their values
    /// aside): for `settings`, `set` after none, `length mass units language` after `set`, `m ft`
    /// after `set length`. Where a command has these, nothing else is offered as its argument.
    package static func word(command: String, after: [String]) -> Target {
      Target(kind: .word, name: command, after: after)
    }
  }

  /// Fixed values (`fixed`, written into the script), or names from the data the user has (the
  /// cache or the offline sample), typed the loose way they resolve (`falcon-9`).
  package private(set) var sources: [(target: Target, fixed: [String]?, values: @Sendable () async -> [String])] = []

  package init() {}

  package mutating func register(_ target: Target, values: @escaping @Sendable () async -> [String]) {
    sources.append((target, nil, { Self.shellWords(await values()) }))
  }

  /// Fixed values, as given: made shell words only when a script is written (registration runs
  /// at every start).
  package mutating func register(_ target: Target, fixed: [String]) {
    sources.append((target, fixed, { Self.shellWords(fixed) }))
  }

  /// Every value offered for `target` now, each once, in the order the features give them.
  package func values(for target: Target) async -> [String] {
    var values: [String] = []
    for source in sources where source.target == target { values += await source.values() }
    return Self.shellWords(values)
  }

  /// `Falcon 9` as completion offers it: `falcon-9` (loose names resolve it; no quoting needed).
  package static func typed(_ name: String) -> String {
    name.lowercased().split { $0 == " " || $0 == "/" }.joined(separator: "-")
  }

  /// Values as a script can offer them: one word each (a value with a space, such as the serial
  /// `Booster 20`, in its typed form, `booster-20`, which resolves the same; a script would
  /// offer `Booster` and `20`), each once, in the order given.
  /// Anything else a name could hold (`$(…)`, a backquote, a line feed, a leading `-`) is not
  /// offered: names come from the network and the cache, and a shell must never read them as
  /// code or as an option.
  package static func shellWords(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return values.map { $0.contains { $0 == " " || $0 == "/" } ? typed($0) : $0 }
      .filter { isPlainWord($0) && seen.insert($0).inserted }
  }

  /// Letters, digits and `-._+`, not starting with `-`: a word no shell expands and no command
  /// line takes for an option.
  package static func isPlainWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first != "-" else { return false }
    return word.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-._+".unicodeScalars.contains(scalar)
    }
  }
}
