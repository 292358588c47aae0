import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import StatsDomain

extension Feature {
  /// `spacex stats`, `stats.get` and the `stats` screen, on the home screen.
  package static let statsPresentation = Feature(
    name: "stats.presentation", needs: [ServiceKey((any StatsRepository).self)],
    offers: [.command("stats"), .method(StatsGetMethod.method), .screen(.stats)]
  ) { container in
    let repository = try container.resolve((any StatsRepository).self)
    try container.commands.register(StatsCommand.command)
    try container.methods.register(StatsGetMethod(repository: repository))
    try container.screens.register(StatsScreen.factory(repository))
  }
}

/// `spacex stats [--rocket REF] [--year Y] [--from D] [--to D]`: the flags as
/// ``StatsQueryOptions`` declares them.
enum StatsCommand {
  static let command = {
    let query = StatsQueryOptions.query
    var command = TextCommand.showing(
      .stats, name: "stats",
      abstract: Phrase(
        en: "Launches per year, landings, records and cadence, as charts",
        ru: "Запуски по годам, посадки, рекорды и частота, в диаграммах"),
      usage: "spacex stats \(query.usage)",
      help: query.help + [
        Phrase(
          en: "--format svg writes the charts as a picture; json and tsv give the numbers behind them.",
          ru: "--format svg рисует диаграммы картинкой; json и tsv дают числа за ними."),
        Phrase(
          en: "Example: spacex stats --rocket falcon9 --format svg > falcon9.svg",
          ru: "Пример: spacex stats --rocket falcon9 --format svg > falcon9.svg"),
      ],
      params: { arguments in .object(try query.input(arguments: arguments).mapValues(JSONValue.string)) },
      call: { arguments in
        MethodCall(
          StatsGetMethod.method, try query.input(arguments: arguments).mapValues(JSONValue.string), rows: .charts)
      })
    command.takes(query)
    command.drawsCharts = true
    return command
  }()
}
