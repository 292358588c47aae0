import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import LaunchesPresentation
import RocketsDomain

/// The rocket list and one rocket as hosted screens.
enum RocketsScreen {
  static func list(_ repository: any RocketRepository) -> ScreenFactory {
    .collectionList(
      name: "rockets", home: HomeEntry(title: Phrase(en: "Rockets", ru: "Ракеты"), order: 10),
      layout: RocketRowPresenter.layout,
      row: Phrase(en: "Rocket", ru: "Ракета"), load: { try await repository.rockets(refresh: $0) }, id: { $0.id },
      heading: { $0.name }, item: { RocketItem($0, formatter: $1) },
      snapshot: { RocketRowPresenter.snapshot(of: $0, formatter: $1) },
      output: { RocketRowPresenter.output(of: $0.map(\.values), formatter: $1) })
  }

  /// `params`: `{id}` or `{ref}`, an id or a loose name. Its card, then its latest launches;
  /// `l` opens them all.
  static func detail(
    _ repository: any RocketRepository, launches: any LaunchRepository, marks registry: MarkRegistry
  ) -> ScreenFactory {
    let marks: @Sendable () -> RowMarks = { registry.snapshot(LaunchItem.markKind) }
    let related = LaunchLayouts.related(heading: RocketsStrings.launchesNewestFirst, without: [.rocket], marks: marks)
      .limited(to: 10)
    return .cardWithRelated(
      name: "rocket", what: "a rocket id or name", data: RocketScreenData.self, related: related,
      load: { reference, refresh in
        let rocket = try await repository.rocket(reference, refresh: refresh)
        return Sourced(
          RocketDetail(rocket: rocket.value, launches: await launches.newestFirst(rocket: rocket.value.id)),
          provenance: rocket.provenance)
      },
      related: \.launches, card: { RocketCardPresenter.card(for: $0.rocket, formatter: $1) },
      data: { detail, formatter in
        let marks = marks()
        return RocketScreenData(
          item: RocketItem(detail.rocket, formatter: formatter),
          card: RocketCardPresenter.card(for: detail.rocket, formatter: formatter),
          launches: detail.launches.map {
            related.shown($0).map { LaunchItem($0, formatter: formatter, marks: marks) }
          },
          totalLaunches: detail.launches?.count)
      },
      links: { detail in
        [
          ScreenLink(
            key: "l", title: Phrase(en: "launches", ru: "запуски"), screen: "launches",
            params: .object(["rocket": .string(detail.rocket.id)]))
        ]
      }
    )
    .linking(["l": "launches"])
  }
}

/// A rocket with its launches, newest first (`nil` when they could not be loaded).
struct RocketDetail: Sendable {
  var rocket: Rocket
  var launches: [LaunchSummary]?
}

/// The rocket screen's data: the item and card `rockets.get` gives, and its latest launches as
/// `launches.list` sends them.
struct RocketScreenData: Codable, Sendable {
  var item: RocketItem
  var card: Card
  /// The newest ten; `null` when the launches could not be loaded.
  var launches: [LaunchItem]?
  /// How many launches it has in all.
  var totalLaunches: Int?
}
