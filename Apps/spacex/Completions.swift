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
          en: "zsh: spacex completions zsh > DIR/_spacex, DIR on $fpath before compinit",
          ru: "zsh: spacex completions zsh > DIR/_spacex, DIR в $fpath до compinit"),
        Phrase(
          en: "     (or add  source <(spacex completions zsh)  to ~/.zshrc after compinit)",
          ru: "     (или добавьте  source <(spacex completions zsh)  в ~/.zshrc после compinit)"),
        Phrase(
          en: "fish: spacex completions fish > ~/.config/fish/completions/spacex.fish",
          ru: "fish: spacex completions fish > ~/.config/fish/completions/spacex.fish"),
        Phrase(
          en: "Names (serials, rockets) are read as you complete, by spacex itself:",
          ru: "Названия (номера, ракеты) читает при дополнении сам spacex:"),
        Phrase(
          en: "  spacex --offline completions words COMMAND [--FLAG], from the cache or sample",
          ru: "  spacex --offline completions words COMMAND [--FLAG], из кэша или образца"),
      ]
    ) { context in
      if context.arguments.first == "words" {
        return try await words(context)
      }
      guard context.arguments.count == 1, let shell = context.arguments.first else {
        throw context.arguments.isEmpty
          ? UsageError.missing("bash|zsh|fish") : UsageError.unexpectedArgument(context.arguments[1])
      }
      let words = await CompletionVocabulary(container: context.app)
      switch shell {
      case "bash": return CommandOutput(BashCompletion.script(words))
      case "zsh": return CommandOutput(ZshCompletion.script(words))
      case "fish": return CommandOutput(FishCompletion.script(words))
      default: throw UsageError.invalidChoice(shell, for: "SHELL", choices: ["bash", "zsh", "fish"])
      }
    }
  }

  /// `spacex completions words COMMAND [--FLAG]`, which the scripts run as they complete: the
  /// values for a command's arguments (`booster`) or for one of its flags (`launches --rocket`),
  /// one a line, from the data the run reads (the scripts add `--offline`: never the network
  /// while a user waits at a prompt).
  private static func words(_ context: CommandContext) async throws -> CommandOutput {
    let arguments = context.arguments.dropFirst()
    guard let name = arguments.first else { throw UsageError.missing("COMMAND") }
    guard arguments.count <= 2 else { throw UsageError.unexpectedArgument(arguments[arguments.startIndex + 2]) }
    guard let command = context.app.commands[name] else {
      throw UsageError.invalidChoice(name, for: "COMMAND", choices: context.app.commands.all.map(\.name))
    }
    var target = CompletionRegistry.Target.argument(command: name)
    if arguments.count == 2, let flag = arguments.last {
      // A flag that takes no names from the data offers none.
      guard let names = command.names[flag] else { return CommandOutput("") }
      target = .names(names)
    }
    let values = await context.app.completions.values(for: target)
    return CommandOutput(values.map { $0 + "\n" }.joined())
  }

  /// What a script runs to read the values for `target` as it completes (`booster`, `launches
  /// --rocket`: a shell expression of one or two words), from the cache the command line names
  /// with `--cache-dir` (`dir`, a shell expression; none: the default one).
  static func reading(_ target: String, cacheDir dir: String) -> String {
    "spacex --offline ${\(dir):+--cache-dir \"$\(dir)\"} completions words \(target) 2>/dev/null"
  }

  /// A word list in single quotes for bash and zsh; names never hold a quote
  /// (``CompletionRegistry/typed(_:)``).
  static func quoted(_ words: [String]) -> String {
    "'" + words.map { $0.replacingOccurrences(of: "'", with: "") }.joined(separator: " ") + "'"
  }
}
