import AppContainer
import Core
import JSONRPC
import RocketsDomain

/// The rocket list and one rocket as hosted screens.
enum RocketsScreen {
  static func list(_ repository: any RocketRepository) -> ScreenFactory {
    ScreenFactory(
      name: "rockets", home: HomeEntry(title: Phrase(en: "Rockets", ru: "Ракеты"), order: 10), params: NoParams.self,
      data: [RocketItem].self
    ) { params in
      _ = try MethodParams.decode(NoParams.self, from: params)
      return listScreen(repository)
    }
  }

  private static func listScreen(_ repository: any RocketRepository) -> some Screen {
    ResourceScreen(
      viewModel: ResourceViewModel(
        load: { refresh in try await repository.rockets(refresh: refresh) }, isEmpty: \.isEmpty),
      output: { RocketRowPresenter.output(of: $0, formatter: $1) },
      row: { rockets, number in
        rockets.indices.contains(number - 1)
          ? ScreenLink(
            title: Phrase(en: "Rocket", ru: "Ракета"), screen: "rocket",
            params: .object(["id": .string(rockets[number - 1].id)]), heading: rockets[number - 1].name)
          : nil
      },
      present: { rockets, formatter in
        (
          ScreenState.json(rockets.map { RocketItem($0, formatter: formatter) }),
          RocketRowPresenter.snapshot(of: rockets, formatter: formatter)
        )
      })
  }

  /// `params`: `{id}` or `{ref}`, an id or a loose name. Its card; `l` opens its launches.
  static func detail(_ repository: any RocketRepository) -> ScreenFactory {
    ScreenFactory(name: "rocket", params: ReferenceParams.self, data: RocketScreenData.self) { params in
      detailScreen(try ReferenceParams.reference(in: params, "a rocket id or name"), repository)
    }
  }

  private static func detailScreen(_ reference: String, _ repository: any RocketRepository) -> some Screen {
    ResourceScreen(
      viewModel: ResourceViewModel { refresh in try await repository.rocket(reference, refresh: refresh) },
      output: { rocket, formatter in
        CommandOutput(
          RocketCardPresenter.card(for: rocket.value, formatter: formatter).text(
            width: formatter.width, bold: formatter.usesColor),
          footer: ProvenanceText.line(rocket.provenance, formatter: formatter) + "\n", separated: true)
      },
      links: { rocket in
        [
          ScreenLink(
            key: "l", title: Phrase(en: "launches", ru: "запуски"), screen: "launches",
            params: .object(["rocket": .string(rocket.id)]))
        ]
      },
      present: { rocket, formatter in
        (
          ScreenState.json(
            RocketScreenData(
              item: RocketItem(rocket, formatter: formatter),
              card: RocketCardPresenter.card(for: rocket, formatter: formatter))),
          ListSnapshot()
        )
      })
  }
}

/// The rocket screen's data: its item and its card, as `rockets.get` gives them.
struct RocketScreenData: Codable, Sendable {
  var item: RocketItem
  var card: Card
}
