import AppContainer
import Core
import JSONRPC
import LaunchesDomain
import LaunchesPresentation
import LaunchpadDomain

/// The launchpad list and one launchpad as hosted screens.
enum LaunchpadScreens {
  static func list(_ repository: any LaunchpadRepository) -> ScreenFactory {
    .collectionList(
      name: "launchpads", home: HomeEntry(title: Phrase(en: "Launchpads", ru: "Стартовые площадки"), order: 30),
      layout: LaunchpadPresenter.layout, row: Phrase(en: "Launchpad", ru: "Площадка"),
      load: { try await repository.launchpads(refresh: $0) }, id: { $0.id }, heading: { $0.name },
      item: { LaunchpadItem($0, formatter: $1) },
      snapshot: { LaunchpadPresenter.snapshot(of: $0, language: $1.language) },
      output: { LaunchpadPresenter.listOutput(of: $0.map(\.values), formatter: $1) })
  }

  /// `params`: `{id}`, an id or loose name. Its card, then its launches, newest first.
  static func detail(
    _ pads: any LaunchpadRepository, launches: any LaunchRepository, marks registry: MarkRegistry
  ) -> ScreenFactory {
    let marks: @Sendable () -> RowMarks = { registry.snapshot(LaunchItem.markKind) }
    return .cardWithRelated(
      name: "launchpad", what: "a launchpad id or name", data: LaunchpadScreenData.self,
      related: LaunchpadPresenter.launches(marks: marks),
      load: { reference, _ in
        let detail = try await LaunchpadDetail.load(reference, pads: pads, launches: launches)
        return Sourced(detail, provenance: detail.pad.provenance)
      },
      related: \.launches, card: { $0.card($1) },
      data: { detail, formatter in
        let marks = marks()
        return LaunchpadScreenData(
          item: LaunchpadItem(detail.pad.value, formatter: formatter), card: detail.card(formatter),
          rockets: detail.rockets,
          launches: detail.launches?.map { LaunchItem($0, formatter: formatter, marks: marks) })
      })
  }
}

struct LaunchpadScreenData: Codable, Sendable {
  var item: LaunchpadItem
  var card: Card
  var rockets: [String]
  /// The pad's launches, newest first, as `launches.list` sends them; `null` when unavailable.
  var launches: [LaunchItem]?
}
