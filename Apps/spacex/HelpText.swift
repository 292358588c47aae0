import AppContainer
import Core

/// `--help` output, built from what the features registered.
enum HelpText {
  static func text(
    for command: TextCommand?, commands: CommandRegistry, screens: ScreenRegistry, options: [FeatureOption],
    language: Language, width: Int? = nil
  ) -> String {
    let text =
      command.map { commandText($0, language) } ?? overview(commands, screens, options, language, width: width)
    guard let width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { DisplayWidth.wrapHelp(String($0), width: width, hangingIndent: hangingIndent(of: String($0))) }
      .joined(separator: "\n")
  }

  /// Where a wrapped help line continues: under a usage's first argument (`Usage: spacex launches
  /// [`), or under an option's description (`  --page N         page…`), else at its own indent.
  private static func hangingIndent(of line: String) -> Int {
    let characters = Array(line)
    let leading = characters.prefix { $0 == " " }.count
    if let bracket = characters.firstIndex(of: "["), line.contains("spacex ") { return bracket }
    // The description starts after the first run of two or more spaces past the option.
    var index = leading
    while index + 1 < characters.count {
      if characters[index] == " ", characters[index + 1] == " " {
        var start = index
        while start < characters.count, characters[start] == " " { start += 1 }
        return start
      }
      index += 1
    }
    return leading
  }

  private static func commandText(_ command: TextCommand, _ language: Language) -> String {
    var lines = [
      Phrase(en: "Usage: ", ru: "Использование: ")(language) + command.usage, "", command.abstract(language),
    ]
    if !command.help.isEmpty { lines += [""] + command.help.map { "  " + $0(language) } }
    lines += [
      "", Phrase(en: "Global options: see 'spacex --help'.", ru: "Общие параметры: см. 'spacex --help'.")(language),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func overview(
    _ commands: CommandRegistry, _ screens: ScreenRegistry, _ options: [FeatureOption], _ language: Language,
    width: Int?
  ) -> String {
    var lines = [
      Phrase(en: "spacex: SpaceX ", ru: "spacex: ")(language) + screens.topics(language)
        + Phrase(en: ", from the terminal.", ru: " SpaceX в терминале.")(language),
      "",
      Phrase(en: "Usage: spacex <command> [options]", ru: "Использование: spacex <команда> [параметры]")(language),
      "",
      Phrase(en: "Commands:", ru: "Команды:")(language),
    ]
    // Laid out as the options are: a long line continues under its own column, not at the edge.
    lines += GlobalOptionsHelp.lines(commands.all.map { ($0.name, $0.abstract) }, language: language, width: width)
    lines += [
      "", Phrase(en: "Options (before or after the command):", ru: "Параметры (до или после команды):")(language),
    ]
    lines += GlobalOptionsHelp.lines(
      GlobalOptionsHelp.dataOptions(adding: options) + GlobalOptionsHelp.displayOptions, language: language,
      width: width)
    lines += [
      "",
      Phrase(
        en: "See 'spacex <command> --help' for a command's own help.",
        ru: "Справка по команде: 'spacex <команда> --help'.")(language),
      Phrase(
        en: "'spacex help --manual' prints this help as a manual page, spacex(1).",
        ru: "'spacex help --manual' выводит эту справку как страницу руководства spacex(1).")(language),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `spacex help --manual`: the help as the manual page spacex(1), which `Apps/install` installs.
  static func manualPage(commands: CommandRegistry, screens: ScreenRegistry, options: [FeatureOption]) -> String {
    var page = ManualPage(name: "spacex", summary: "SpaceX " + screens.topics(.en) + ", from the terminal")
    page.section(
      "Synopsis", paragraphs: ["spacex <command> [options]", "spacex help [<command>]", "spacex help --manual"])
    page.section(
      "Description",
      paragraphs: [
        "spacex shows the public SpaceX API's data merged with Launch Library 2's, from an on-disk cache when "
          + "it is fresh, from the network when not, and from an offline sample compiled in when there is no "
          + "network at all. Every answer ends with where its data came from and how old it is.",
        "Results go to stdout, diagnostics to stderr. Options may come before or after the command.",
      ])
    page.section(
      "Commands",
      entries: commands.all.map { command in
        ManualPage.Entry(
          command.name, command.abstract(.en), detail: ["Usage: " + command.usage] + command.help.map { $0(.en) })
      })
    page.section(
      "Options",
      entries: ManualPage.entries(GlobalOptionsHelp.dataOptions(adding: options) + GlobalOptionsHelp.displayOptions))
    page.section("Environment", entries: ManualPage.environment)
    page.section(
      "Exit status",
      entries: [
        ManualPage.Entry("0", "success, an empty list included."),
        ManualPage.Entry("1", "anything else: not found (with close matches), no data."),
        ManualPage.Entry(
          "2", "a usage error: one line naming it, with a close match for a mistyped command or option."),
      ])
    page.section("See also", paragraphs: ["spacex-rpc(1)"])
    return page.text
  }
}
