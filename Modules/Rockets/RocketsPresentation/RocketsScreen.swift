import AppContainer
import Core
import JSONRPC
import RocketsDomain

/// The rocket list and one rocket as hosted screens.
enum RocketsScreen {
  static func list(_ repository: any RocketRepository) -> ScreenFactory {
    .collectionList(
      name: "rockets", home: HomeEntry(title: Phrase(en: "Rockets", ru: "Ракеты"), order: 10),
      layout: RocketRowPresenter.layout,
      row: Phrase(en: "Rocket", ru: "Ракета"), load: { try await repository.rockets(refresh: $0) }, id: \.id,
      heading: \.name, item: { RocketItem($0, formatter: $1) },
      snapshot: { RocketRowPresenter.snapshot(of: $0, formatter: $1) },
      output: { RocketRowPresenter.output(of: $0, formatter: $1) })
  }

  /// `params`: `{id}` or `{ref}`, an id or a loose name. Its card; `l` opens its launches.
  static func detail(_ repository: any RocketRepository) -> ScreenFactory {
    .collectionItem(
      name: "rocket", what: "a rocket id or name", find: { try await repository.rocket($0, refresh: $1) },
      item: { RocketItem($0, formatter: $1) }, card: { RocketCardPresenter.card(for: $0, formatter: $1) },
      links: { rocket in
        [
          ScreenLink(
            key: "l", title: Phrase(en: "launches", ru: "запуски"), screen: "launches",
            params: .object(["rocket": .string(rocket.id)]))
        ]
      })
  }
}
