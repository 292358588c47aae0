import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain
import StatsDomain

extension ScreenName {
  static let stats = ScreenName("stats")
}

/// `stats {rocket?, from?, to?, year?}`: the card of counts and records, then the charts.
/// `spacex stats` prints it; an editor draws it from its layout (a card and `charts`).
enum StatsScreen {
  static let layout = ScreenLayout(card: "card", charts: "charts")

  static func factory(_ repository: any StatsRepository) -> ScreenFactory {
    ScreenFactory(
      name: .stats, home: HomeEntry(title: Phrase(en: "Statistics", ru: "Статистика"), order: 27), layout: layout,
      params: StatsGetMethod.Params.self, data: StatsContent.self
    ) { raw in
      // A bad value is the params' fault (-32602 naming it), as for `stats.get`, not a failed view.
      let query = StatsQuery(members: try StatsGetMethod.Params(raw ?? .object([:])).input())
      return ResourceScreen(
        viewModel: ResourceViewModel(
          load: { refresh in try await StatsAnswer.load(query, from: repository, refresh: refresh) },
          isEmpty: { $0.statistics.total == 0 }),
        output: { output($0, formatter: $1) },
        present: { answer, formatter in (ScreenState.json(StatsContent(answer, formatter: formatter)), ListSnapshot()) }
      )
    }
  }

  /// The card, then each chart, then where the data came from; one sentence when no launch
  /// matched, which an editor shows as the empty screen's message.
  static func output(_ answer: Sourced<StatsAnswer>, formatter: DisplayFormatter) -> CommandOutput {
    let result = StatsContent(answer.value, formatter: formatter)
    guard answer.value.statistics.total > 0 else {
      let filters = result.card.subtitle.map { ": " + $0 } ?? ""
      return CommandOutput(
        Phrase(en: "No launch matches these filters", ru: "Под эти фильтры не подходит ни один запуск")(
          formatter.language) + filters + ".\n",
        footer: ProvenanceText.line(answer.provenance, formatter: formatter) + "\n", separated: true)
    }
    let parts =
      [result.card.text(formatter)]
      + result.charts.map { $0.text(width: formatter.width, colour: formatter.usesColor) }
    return CommandOutput(
      parts.joined(separator: "\n"), footer: ProvenanceText.line(answer.provenance, formatter: formatter) + "\n",
      separated: true)
  }
}
