import AppContainer
import Core
import Foundation

/// `spacex completions bash|zsh|fish`: a completion script for the commands, flags and values
/// this build has (the registry's), with rocket and launchpad names from the data the user has.
enum Completions {
  static func command() -> TextCommand {
    TextCommand(
      name: "completions",
      abstract: Phrase(en: "Print a shell completion script", ru: "Скрипт автодополнения для оболочки"),
      usage: "spacex completions bash|zsh|fish",
      help: [
        Phrase(
          en: "bash: add  source <(spacex completions bash)  to ~/.bashrc",
          ru: "bash: добавьте  source <(spacex completions bash)  в ~/.bashrc"),
        Phrase(
          en: "zsh: add  source <(spacex completions zsh)  to ~/.zshrc",
          ru: "zsh: добавьте  source <(spacex completions zsh)  в ~/.zshrc"),
        Phrase(
          en: "fish: spacex completions fish > ~/.config/fish/completions/spacex.fish",
          ru: "fish: spacex completions fish > ~/.config/fish/completions/spacex.fish"),
        Phrase(
          en: "Names (serials, rockets) are read as you complete, by spacex itself:",
          ru: "Названия (номера, ракеты) читает при дополнении сам spacex:"),
        Phrase(
          en: "  spacex --offline completions words COMMAND|--FLAG, from the cache or sample",
          ru: "  spacex --offline completions words COMMAND|--FLAG, из кэша или образца"),
      ]
    ) { context in
      if context.arguments.first == "words" {
        return try await words(context)
      }
      guard context.arguments.count == 1, let shell = context.arguments.first else {
        throw context.arguments.isEmpty
          ? UsageError.missing("bash|zsh|fish") : UsageError.unexpectedArgument(context.arguments[1])
      }
      let words = await Vocabulary(container: context.app)
      switch shell {
      case "bash": return CommandOutput(bash(words))
      case "zsh": return CommandOutput(zsh(words))
      case "fish": return CommandOutput(fish(words))
      default: throw UsageError.invalidChoice(shell, for: "SHELL", choices: ["bash", "zsh", "fish"])
      }
    }
  }

  /// `spacex completions words TARGET`, which the scripts run as they complete: the values for a
  /// command's arguments (`booster`) or a flag (`--rocket`), one a line, from the data the run
  /// reads (the scripts add `--offline`: never the network while a user waits at a prompt).
  private static func words(_ context: CommandContext) async throws -> CommandOutput {
    guard context.arguments.count == 2 else {
      throw context.arguments.count < 2
        ? UsageError.missing("COMMAND|--FLAG") : UsageError.unexpectedArgument(context.arguments[2])
    }
    let target = context.arguments[1]
    let values = await context.app.completions.values(
      for: target.hasPrefix("--") ? .flag(target) : .argument(command: target))
    return CommandOutput(values.map { $0 + "\n" }.joined())
  }

  /// What a script runs to read the values for `target` as it completes.
  private static func reading(_ target: String) -> String {
    "spacex --offline completions words \(target) 2>/dev/null"
  }

  /// Everything a script offers, read from the registry once.
  struct Vocabulary {
    struct Command {
      var name: String
      var abstract: String
      var flags: [String]
      var arguments: [String]
      /// Values this command accepts after a flag, where it declares them (a list's query) or its
      /// usage lists them (`watch`'s `--format text|json`): they replace the flag's values
      /// everywhere else.
      var choices: [String: [String]] = [:]
      /// Shared flags it refuses (`--alarm` but where it writes calendars), never offered for it.
      var refused: Set<String> = []
      /// Whether its arguments' values are read when completing (names from the data), rather
      /// than written into the script.
      var readsArguments = false
    }

    var commands: [Command] = []
    var globalFlags: [String] = []
    /// Values after a flag; a flag here with no values takes a value that is not offered.
    var flagValues: [String: [String]] = [:]
    /// Flags whose value is a directory (`--cache-dir DIR`).
    var directoryFlags: Set<String> = []

    /// Flags whose values are read when completing (names from the data), by the installed
    /// `spacex` itself, so a script never offers yesterday's names.
    var readFlags: Set<String> = []

    init(container: AppContainer) async {
      var argumentValues: [String: [String]] = [:]
      var readArguments: Set<String> = []
      for source in container.completions.sources {
        switch (source.target, source.fixed.map(CompletionRegistry.shellWords)) {
        case (.flag(let flag), let fixed?): flagValues[flag, default: []] += fixed
        case (.flag(let flag), nil): readFlags.insert(flag)
        case (.argument(let command), let fixed?): argumentValues[command, default: []] += fixed
        case (.argument(let command), nil): readArguments.insert(command)
        }
      }
      for flag in readFlags where flagValues[flag] == nil { flagValues[flag] = [] }
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
            arguments: argumentValues[command.name] ?? [], choices: choices, refused: refused,
            readsArguments: readArguments.contains(command.name)))
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

    /// `--rocket REF` and `--page N` take a value; `--utc` would not; `--format text|json` takes
    /// one of the values it lists.
    private static func flags(in usage: String) -> (
      all: [String], takingValues: [String], choices: [String: [String]]
    ) {
      let words = usage.split { $0 == " " || $0 == "[" || $0 == "]" }.map(String.init)
      var all: [String] = []
      var takingValues: [String] = []
      var choices: [String: [String]] = [:]
      for (index, word) in words.enumerated() where word.hasPrefix("--") && !all.contains(word) {
        all.append(word)
        guard index + 1 < words.count else { continue }
        let next = words[index + 1]
        if next.first?.isUppercase == true { takingValues.append(word) }
        let listed = next.split(separator: "|").map(String.init)
        if listed.count > 1, listed.allSatisfy({ $0 == $0.lowercased() && !$0.hasPrefix("-") }) {
          takingValues.append(word)
          choices[word] = listed
        }
      }
      return (all, takingValues, choices)
    }
  }

  static func bash(_ words: Vocabulary) -> String {
    var lines = [
      "# spacex completion for bash: source <(spacex completions bash)",
      // Names from the data (`_spacex_names TARGET PREFIX`) are added one a line as they are:
      // never through `compgen -W`, which expands its words (a name `$(…)` would run on TAB).
      "_spacex_names() {",
      "  local name",
      "  while IFS= read -r name; do",
      "    [[ $name == \"$2\"* ]] && COMPREPLY+=(\"$name\")",
      "  done < <(" + reading("\"$1\"") + ")",
      "}",
      "_spacex() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=\"\" i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case \"${COMP_WORDS[i]}\" in",
    ]
    // A flag's value is not the command: skip it while looking for the command word.
    let valued = words.flagValues.keys.sorted()
    if !valued.isEmpty { lines.append("      " + valued.joined(separator: "|") + ") ((i++)) ;;") }
    lines += [
      "      -*) ;;",
      "      *) command=\"${COMP_WORDS[i]}\"; break ;;",
      "    esac",
      "  done",
    ]
    // A command's own values for a flag come before the flag's values elsewhere.
    let ownChoices = words.commands.flatMap { command in
      command.choices.keys.sorted().map { (command.name, $0, command.choices[$0] ?? []) }
    }
    if !ownChoices.isEmpty {
      lines.append("  case \"$command $prev\" in")
      for (command, flag, values) in ownChoices {
        lines.append("    \"\(command) \(flag)\") COMPREPLY=($(compgen -W \(quoted(values)) -- \"$cur\")); return ;;")
      }
      lines.append("  esac")
    }
    lines.append("  case \"$prev\" in")
    for flag in valued {
      let values = words.flagValues[flag] ?? []
      // A free value (a year, a URL) gets no offer rather than a misleading one.
      let reply =
        words.directoryFlags.contains(flag)
        ? "$(compgen -d -- \"$cur\")"
        : values.isEmpty ? "" : "$(compgen -W \(quoted(values)) -- \"$cur\")"
      let names = words.readFlags.contains(flag) ? " _spacex_names \(flag) \"$cur\";" : ""
      lines.append("    \(flag)) COMPREPLY=(\(reply));\(names) return ;;")
    }
    lines.append("  esac")
    lines.append("  local offer names=\"\"")
    lines.append("  case \"$command\" in")
    lines.append("    \"\") offer=\(quoted(words.commands.map(\.name) + ["help"] + words.globalFlags)) ;;")
    for command in words.commands {
      let offer =
        command.flags + command.arguments
        + words.globalFlags.filter { !command.flags.contains($0) && !command.refused.contains($0) }
      let read = command.readsArguments ? "; names=\(command.name)" : ""
      lines.append("    \(command.name)) offer=\(quoted(offer))\(read) ;;")
    }
    lines.append("    help) offer=\(quoted(words.commands.map(\.name) + ["--manual"])) ;;")
    lines += [
      "  esac",
      "  COMPREPLY=($(compgen -W \"$offer\" -- \"$cur\"))",
      "  [[ -n $names ]] && _spacex_names \"$names\" \"$cur\"",
      "  return 0",
      "}",
      "complete -F _spacex spacex",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// zsh runs the bash function through its own bash-completion layer.
  static func zsh(_ words: Vocabulary) -> String {
    "# spacex completion for zsh: source <(spacex completions zsh)\n"
      + "autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n" + bash(words)
  }

  static func fish(_ words: Vocabulary) -> String {
    var lines = ["# spacex completion for fish: spacex completions fish > ~/.config/fish/completions/spacex.fish"]
    let names = words.commands.map(\.name).joined(separator: " ")
    lines.append("complete -c spacex -f")
    for command in words.commands {
      lines.append(
        "complete -c spacex -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d \(fishQuoted(command.abstract))"
      )
      for flag in command.flags {
        let option = "complete -c spacex -n '__fish_seen_subcommand_from \(command.name)' -l \(flag.dropFirst(2))"
        if command.choices[flag] == nil, words.readFlags.contains(flag) {
          lines.append(option + " -xa " + fishQuoted("(\(reading(flag)))"))
        } else {
          lines.append(fishOption(option, values: command.choices[flag] ?? words.flagValues[flag]))
        }
      }
      // `--format` where the command takes fewer values than other commands do.
      for flag in command.choices.keys.sorted() where !command.flags.contains(flag) && !command.refused.contains(flag) {
        let option = "complete -c spacex -n '__fish_seen_subcommand_from \(command.name)' -l \(flag.dropFirst(2))"
        lines.append(fishOption(option, values: command.choices[flag]))
      }
      if !command.arguments.isEmpty {
        lines.append(
          "complete -c spacex -n '__fish_seen_subcommand_from \(command.name)' -a "
            + fishQuoted(command.arguments.joined(separator: " ")))
      }
      if command.readsArguments {
        lines.append(
          "complete -c spacex -n '__fish_seen_subcommand_from \(command.name)' -a "
            + fishQuoted("(\(reading(command.name)))"))
      }
    }
    // `help [<command>]` and `help --manual`, as bash offers them.
    lines.append(
      "complete -c spacex -n 'not __fish_seen_subcommand_from \(names) help' -a help -d 'Show help, for one command or as a manual page'"
    )
    lines.append("complete -c spacex -n '__fish_seen_subcommand_from help' -a \(fishQuoted(names))")
    lines.append("complete -c spacex -n '__fish_seen_subcommand_from help' -l manual")
    for flag in words.globalFlags {
      // Not where a command lists its own values for it, or refuses it.
      let owners = words.commands.filter { $0.choices[flag] != nil || $0.refused.contains(flag) }.map(\.name)
      let option =
        "complete -c spacex"
        + (owners.isEmpty ? "" : " -n 'not __fish_seen_subcommand_from \(owners.joined(separator: " "))'")
        + " -l \(flag.dropFirst(2))"
      lines.append(
        words.directoryFlags.contains(flag)
          ? option + " -xa '(__fish_complete_directories)'"
          : words.readFlags.contains(flag)
            ? option + " -xa "
              + fishQuoted("\((words.flagValues[flag] ?? []).joined(separator: " ")) (\(reading(flag)))")
            : fishOption(option, values: words.flagValues[flag]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A flag with its values (`-xa`), or one that takes a free value (`-x`), or a switch.
  private static func fishOption(_ option: String, values: [String]?) -> String {
    guard let values else { return option }
    return values.isEmpty ? option + " -x" : option + " -xa " + fishQuoted(values.joined(separator: " "))
  }

  /// A word list in single quotes for bash; names never hold a quote (``CompletionRegistry/typed(_:)``).
  private static func quoted(_ words: [String]) -> String {
    "'" + words.map { $0.replacingOccurrences(of: "'", with: "") }.joined(separator: " ") + "'"
  }

  private static func fishQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
