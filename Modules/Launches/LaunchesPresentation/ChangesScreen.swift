import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// `changes {since?, rocket?}`: what the ledger recorded since then, newest first; a row opens
/// its launch. `spacex changes` prints it; an editor opens it as a view.
enum ChangesScreen {
  static func factory(
    launches: any LaunchRepository, log: any LaunchChangeLog, clock: @escaping @Sendable () -> Date
  ) -> ScreenFactory {
    ScreenFactory(
      name: .changes, home: HomeEntry(title: Phrase(en: "Changes", ru: "Изменения"), order: 25),
      layout: .list(LaunchChangeList.layout), params: LaunchesChangesMethod.Params.self,
      data: [LaunchChangeItem].self
    ) { raw in
      let params = try MethodParams.decode(LaunchesChangesMethod.Params.self, from: raw)
      _ = try params.moment(now: clock())
      return ResourceScreen(
        viewModel: ResourceViewModel(
          load: { refresh in
            try await LaunchesChangesMethod.report(params, launches: launches, log: log, now: clock(), refresh: refresh)
          }, isEmpty: { $0.entries.isEmpty }),
        output: { LaunchChangeList.output(of: $0, formatter: $1) },
        row: { report, number in
          guard report.entries.indices.contains(number - 1) else { return nil }
          let entry = report.entries[number - 1]
          return ScreenLink(
            title: Phrase(en: "Launch", ru: "Запуск"), screen: .launch,
            params: .object(["id": .string(entry.launch?.launch.id ?? entry.launchID)]), heading: entry.name)
        },
        present: { report, formatter in
          (
            ScreenState.json(report.entries.map { LaunchChangeItem($0, formatter: formatter) }),
            LaunchChangeList.snapshot(of: report)
          )
        })
    }
  }
}
