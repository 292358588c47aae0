import AppContainer
import Core

/// `--help` output, built from what the features registered.
enum HelpText {
  static func text(for command: TextCommand?, commands: CommandRegistry, language: Language) -> String {
    guard let command else { return overview(commands, language) }
    var lines = [
      Phrase(en: "Usage: ", ru: "Использование: ")(language) + command.usage, "", command.abstract(language),
    ]
    if !command.help.isEmpty { lines += [""] + command.help.map { "  " + $0(language) } }
    lines += [
      "", Phrase(en: "Global options: see 'spacex --help'.", ru: "Общие параметры: см. 'spacex --help'.")(language),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func overview(_ commands: CommandRegistry, _ language: Language) -> String {
    let width = commands.all.map { DisplayWidth.of($0.name) }.max() ?? 0
    var lines = [
      Phrase(
        en: "spacex: browse SpaceX rockets, launches and launchpads from the terminal.",
        ru: "spacex: ракеты, запуски и стартовые площадки SpaceX в терминале.")(language),
      "",
      Phrase(en: "Usage: spacex <command> [options]", ru: "Использование: spacex <команда> [параметры]")(language),
      "",
      Phrase(en: "Commands:", ru: "Команды:")(language),
    ]
    lines += commands.all.map { "  " + DisplayWidth.pad($0.name, to: width) + "  " + $0.abstract(language) }
    lines += [
      "", Phrase(en: "Options (before or after the command):", ru: "Параметры (до или после команды):")(language),
    ]
    lines += GlobalOptionsHelp.lines(
      GlobalOptionsHelp.dataOptions + GlobalOptionsHelp.displayOptions, language: language)
    lines += [
      "",
      Phrase(
        en: "See 'spacex <command> --help' for a command's own help.",
        ru: "Справка по команде: 'spacex <команда> --help'.")(language),
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
