import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import StatsDomain

extension Feature {
  /// `spacex stats`, `stats.get` and the `stats` screen, on the home screen.
  package static let statsPresentation = Feature(
    name: "stats.presentation", needs: [ServiceKey((any StatsRepository).self)],
    offers: [.command("stats"), .method(StatsGetMethod.method), .screen("stats")]
  ) { container in
    let repository = try container.resolve((any StatsRepository).self)
    try container.commands.register(StatsCommand.command)
    try container.methods.register(
      StatsGetMethod.method, summary: StatsGetMethod.summary, params: StatsGetMethod.Params.self,
      effects: .reads(.catalog, .settings), example: ["year": "2020"], handler: StatsGetMethod.handler(repository))
    try container.screens.register(StatsScreen.factory(repository))
  }
}

/// `spacex stats [--rocket REF] [--from D] [--to D] [--year Y]`.
enum StatsCommand {
  static let command = {
    var command = TextCommand.showing(
      "stats", name: "stats",
      abstract: Phrase(
        en: "Launches per year, landings, records and cadence, as charts",
        ru: "Запуски по годам, посадки, рекорды и частота, в диаграммах"),
      usage: "spacex stats [--rocket REF] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--year YYYY]",
      help: [
        Phrase(
          en: "--rocket REF     only that rocket's launches (falcon9, starship)",
          ru: "--rocket REF     только запуски этой ракеты (falcon9, starship)"),
        Phrase(
          en: "--from D, --to D only launches from / to that UTC day, inclusive",
          ru: "--from D, --to D только запуски с / по этот день UTC включительно"),
        Phrase(
          en: "--year Y         only launches in that UTC year", ru: "--year Y         только запуски этого года (UTC)"),
        Phrase(
          en: "--format svg writes the charts as a picture; json and tsv give the numbers behind them.",
          ru: "--format svg рисует диаграммы картинкой; json и tsv дают числа за ними."),
        Phrase(
          en: "Example: spacex stats --rocket falcon9 --format svg > falcon9.svg",
          ru: "Пример: spacex stats --rocket falcon9 --format svg > falcon9.svg"),
      ],
      params: { arguments in .object(try params(arguments)) },
      call: { arguments in MethodCall(StatsGetMethod.method, try params(arguments), rows: .charts) })
    command.drawsCharts = true
    return command
  }()

  /// The flags as the method's params, checked as the launch query checks them (a bad value is a
  /// usage error naming the option).
  private static func params(_ arguments: [String]) throws -> [String: JSONValue] {
    let names = ["--rocket", "--from", "--to", "--year"]
    let options = try CommandOptions(arguments, accepting: names)
    if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
    do {
      _ = try LaunchQuery(
        parsing: LaunchQueryInput(
          rocket: options["--rocket"], year: options["--year"], from: options["--from"], to: options["--to"]))
    } catch .invalidParameter(let name, let value, let expected, let closest) {
      throw UsageError.invalidValue(value, for: "--\(name)", expected: expected, closest: closest)
    } catch {
      throw error
    }
    var params: [String: JSONValue] = [:]
    for name in names {
      if let value = options[name] { params[String(name.dropFirst(2))] = .string(value) }
    }
    return params
  }
}
