import AppContainer
import Core
import JSONRPC
import RocketsDomain

/// The rocket list and one rocket as hosted screens.
enum RocketsScreen {
  static let factory = ScreenFactory(
    name: "rockets", home: HomeEntry(title: Phrase(en: "Rockets", ru: "Ракеты"), order: 10), params: NoParams.self,
    data: [RocketItem].self
  ) { params, container in
    _ = try MethodParams.decode(NoParams.self, from: params)
    return ResourceScreen(
      viewModel: ResourceViewModel(
        load: { [repository = try container.resolve((any RocketRepository).self)] refresh in
          try await repository.rockets(refresh: refresh)
        }, isEmpty: \.isEmpty),
      output: { RocketRowPresenter.output(of: $0, formatter: $1) },
      row: { rockets, number in
        rockets.indices.contains(number - 1)
          ? ScreenLink(
            title: Phrase(en: "Rocket", ru: "Ракета"), screen: "rocket",
            params: .object(["id": .string(rockets[number - 1].id)]), heading: rockets[number - 1].name)
          : nil
      }
    ) { rockets, formatter in
      (
        ScreenState.json(rockets.map { RocketItem($0, formatter: formatter) }),
        RocketRowPresenter.snapshot(of: rockets, formatter: formatter)
      )
    }
  }

  /// `params`: `{id}` or `{ref}`, an id or a loose name. Its card; `l` opens its launches.
  static let detail = ScreenFactory(name: "rocket", params: ReferenceParams.self, data: RocketScreenData.self) {
    params, container in
    let reference = try ReferenceParams.reference(in: params, "a rocket id or name")
    let repository = try container.resolve((any RocketRepository).self)
    return ResourceScreen(
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
      }
    ) { rocket, formatter in
      (
        ScreenState.json(
          RocketScreenData(
            item: RocketItem(rocket, formatter: formatter),
            card: RocketCardPresenter.card(for: rocket, formatter: formatter))),
        ListSnapshot()
      )
    }
  }
}

/// The rocket screen's data: its item and its card, as `rockets.get` gives them.
struct RocketScreenData: Codable, Sendable {
  var item: RocketItem
  var card: Card
}
