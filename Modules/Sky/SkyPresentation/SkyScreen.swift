import AppContainer
import Core
import Foundation
import JSONRPC
import SkyDomain

extension ScreenName {
  static let sky = ScreenName("sky")
}

/// `sky {launch?, place?}`: the sky report as a card. `spacex sky` prints it; an editor draws it.
enum SkyScreen {
  static func factory(_ repository: any SkyRepository, home: @escaping @Sendable () -> Place?) -> ScreenFactory {
    ScreenFactory(
      name: .sky, home: HomeEntry(title: SkyStrings.homeTitle, order: 17), layout: .card(),
      params: SkyGetMethod.Params.self, data: SkyContent.self
    ) { raw in
      // A place that does not read is the params' fault, as for `sky.get`; no place at all is
      // the screen's message (set a home), so an editor can open it to learn that.
      let params = try MethodParams.decode(SkyGetMethod.Params.self, from: raw)
      if let typed = params.place { _ = try SkyPlace.resolve(typed, home: nil) }
      return ResourceScreen(
        viewModel: ResourceViewModel(
          load: { refresh in
            let place = try SkyPlace.resolve(params.place, home: home())
            let launch = try await repository.launch(params.launch, refresh: refresh)
            return launch.map { SkyReport(launch: $0, place: place) }
          }),
        output: { output($0, formatter: $1) },
        present: { report, formatter in
          let card = SkyCard.card(report, formatter: formatter)
          return (ScreenState.json(SkyContent(report: SkyItem(report), card: card)), ListSnapshot())
        })
    }
  }

  static func output(_ answer: Sourced<SkyReport>, formatter: DisplayFormatter) -> CommandOutput {
    let card = SkyCard.card(answer.value, formatter: formatter)
    return CommandOutput(
      card.text(formatter), footer: ProvenanceText.line(answer.provenance, formatter: formatter) + "\n",
      separated: true)
  }
}

/// The `sky` screen's data: the numbers and the card.
struct SkyContent: Codable, Sendable {
  var report: SkyItem
  var card: Card
}
