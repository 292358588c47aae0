import AppContainer
import Core

/// Everything a completion script offers, read from the registry once: the commands with their
/// flags and argument words, the global flags, and each flag's values.
struct CompletionVocabulary {
  struct Command {
    var name: String
    var abstract: String
    var flags: [String]
    var arguments: [String]
    /// The argument that follows the ones typed so far, by those (`["set", "length"]` → `m ft`):
    /// where a command has these, they are its arguments, word by word.
    var words: [[String]: [String]] = [:]
    /// Values this command accepts after a flag, where it declares them (a list's query) or its
    /// usage lists them (`watch`'s `--format text|json`): they replace the flag's values
    /// everywhere else.
    var choices: [String: [String]] = [:]
    /// The kind of names from the data it reads after each flag that takes one (`--rocket`:
    /// `rockets`), by the installed `spacex` as the shell completes.
    var names: [String: String] = [:]
    /// Shared flags it refuses (`--alarm` but where it writes calendars), never offered for it.
    var refused: Set<String> = []
    /// Whether its arguments' values are read when completing (names from the data), rather
    /// than written into the script.
    var readsArguments = false

    /// The flags offered with it: its own, then the global ones it does not refuse.
    func offeredFlags(_ vocabulary: CompletionVocabulary) -> [String] {
      flags + globalFlags(vocabulary)
    }

    /// What is offered after it: its own flags, its arguments, then the global flags.
    func offer(_ vocabulary: CompletionVocabulary) -> [String] {
      flags + arguments + globalFlags(vocabulary)
    }

    private func globalFlags(_ vocabulary: CompletionVocabulary) -> [String] {
      vocabulary.globalFlags.filter { !flags.contains($0) && !refused.contains($0) }
    }

    /// Its argument words by the words before them, deepest last: `""`, `"set"`, `"set length"`.
    var wordPaths: [(path: String, values: [String])] {
      words.keys.sorted { ($0.count, $0.joined(separator: " ")) < ($1.count, $1.joined(separator: " ")) }
        .map { ($0.joined(separator: " "), words[$0] ?? []) }
    }

    /// What bash and zsh offer after the words typed so far, for a command whose arguments go
    /// word by word: the first word with the flags; later ones alone (a key wants its value).
    /// Past the last declared word, or while a flag is typed, the scripts offer ``offeredFlags(_:)``.
    func wordOffers(_ vocabulary: CompletionVocabulary) -> [(path: String, offer: [String])] {
      wordPaths.map { path, values in (path, path.isEmpty ? values + offeredFlags(vocabulary) : values) }
    }
  }

  var commands: [Command] = []
  var globalFlags: [String] = []
  /// Values after a flag; a flag here with no values takes a value that is not offered.
  var flagValues: [String: [String]] = [:]
  /// Flags whose value is a directory (`--cache-dir DIR`).
  var directoryFlags: Set<String> = []
  /// The flag naming the cache the names are read from: a script passes it on when the command
  /// line has it.
  static let cacheDirectoryFlag = "--cache-dir"

  init(container: AppContainer) async {
    var argumentValues: [String: [String]] = [:]
    var readArguments: Set<String> = []
    var words: [String: [[String]: [String]]] = [:]
    for source in container.completions.sources {
      let (name, after) = (source.target.name, source.target.after)
      switch (source.target.kind, source.fixed.map(CompletionRegistry.shellWords)) {
      // Read as the shell completes, for the commands whose flags name the kind.
      case (.names, _): break
      case (.argument, let fixed?): argumentValues[name, default: []] += fixed
      case (.argument, nil): readArguments.insert(name)
      case (.word, let fixed?): words[name, default: [:]][after, default: []] += fixed
      // Words read from the data are not declared by any feature: nothing to offer.
      case (.word, nil): break
      }
    }
    for command in container.commands.all {
      let (flags, takingValues, usageChoices) = Self.flags(in: command.usage)
      for flag in takingValues where flagValues[flag] == nil { flagValues[flag] = [] }
      var choices = usageChoices.merging(command.choices) { _, declared in declared }
      choices["--format"] = command.formats.map(\.rawValue)
      var refused: Set<String> = command.writesCalendars ? [] : ["--alarm"]
      if command.formats == [.text] { refused.formUnion(["--format", "--json"]) }
      commands.append(
        Command(
          name: command.name, abstract: command.abstract(.en), flags: flags,
          arguments: argumentValues[command.name] ?? [], words: words[command.name] ?? [:], choices: choices,
          names: command.names.mapValues(\.kind), refused: refused, readsArguments: readArguments.contains(command.name)
        ))
    }
    let featureFlags = container.featureOptions.compactMap { option in option.value.map { (option.flag, $0) } }
    let valueFlags = RuntimeOptions.valueFlags.merging(RuntimeOptions.displayValueFlags) { first, _ in first }
      .merging(featureFlags) { first, _ in first }
    for (flag, accepted) in valueFlags {
      // `auto|live|cache|bundled` lists its values; `SECONDS`, `URL|off` or `DIR` are free.
      let choices = accepted.split(separator: "|").map(String.init)
      flagValues[flag] = choices.allSatisfy { $0 == $0.lowercased() } ? choices : []
      if accepted == "DIR" { directoryFlags.insert(flag) }
    }
    globalFlags =
      (Array(valueFlags.keys) + RuntimeOptions.dataSwitches + RuntimeOptions.displaySwitches
      + container.featureOptions.filter { $0.value == nil }.map(\.flag) + ["--help", "--version"])
      .sorted()
  }

  /// Flags that take a value, in a stable order: a scan of the command line skips their values.
  var valuedFlags: [String] { flagValues.keys.sorted() }

  /// `--rocket REF`, `--page N`, `--at 24h,1h,10m` and `--since 24h|7d|YYYY-MM-DD` take a value
  /// (any word after the flag that is not another flag or `|`); `--utc` would not; `--format
  /// text|json` takes one of the lower-case values it lists.
  static func flags(in usage: String) -> (all: [String], takingValues: [String], choices: [String: [String]]) {
    let words = usage.split { $0 == " " || $0 == "[" || $0 == "]" }.map(String.init)
    var all: [String] = []
    var takingValues: [String] = []
    var choices: [String: [String]] = [:]
    for (index, word) in words.enumerated() where word.hasPrefix("--") && !all.contains(word) {
      all.append(word)
      guard index + 1 < words.count else { continue }
      let next = words[index + 1]
      guard !next.hasPrefix("-"), next != "|" else { continue }
      takingValues.append(word)
      let listed = next.split(separator: "|").map(String.init)
      if listed.count > 1, listed.allSatisfy({ $0 == $0.lowercased() && $0.first?.isLetter == true }) {
        choices[word] = listed
      }
    }
    return (all, takingValues, choices)
  }
}
