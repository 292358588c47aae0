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
      load: { try await repository.launchpads(refresh: $0) }, id: \.id, heading: \.name,
      item: { LaunchpadItem($0, formatter: $1) },
      snapshot: { LaunchpadPresenter.snapshot(of: $0, language: $1.language) },
      output: { LaunchpadPresenter.listOutput(of: $0, formatter: $1) })
  }

  /// `params`: `{id}`, an id or loose name. Its snapshot: the pad's launches, newest first.
  static func detail(
    _ pads: any LaunchpadRepository, launches: any LaunchRepository, marks: MarkRegistry
  ) -> ScreenFactory {
    ScreenFactory(name: "launchpad", params: ReferenceParams.self, data: LaunchpadScreenData.self) { params in
      detailScreen(
        try ReferenceParams.reference(in: params, "a launchpad id or name"), pads: pads, launches: launches,
        marks: marks)
    }
  }

  private static func detailScreen(
    _ reference: String, pads: any LaunchpadRepository, launches: any LaunchRepository, marks registry: MarkRegistry
  ) -> some Screen {
    let viewModel = ResourceViewModel<LaunchpadDetail> { _ in
      let detail = try await LaunchpadDetail.load(reference, pads: pads, launches: launches)
      return Sourced(detail, provenance: detail.pad.provenance)
    }
    return ResourceScreen(
      viewModel: viewModel,
      output: { detail, formatter in
        CommandOutput(
          detail.value.card(formatter).text(width: formatter.width, bold: formatter.usesColor),
          footer: ProvenanceText.line(detail.provenance, formatter: formatter) + "\n", separated: true)
      },
      row: { detail, number in
        guard let launches = detail.launches, launches.indices.contains(number - 1) else { return nil }
        return ScreenLink(
          title: Phrase(en: "Launch", ru: "Запуск"), screen: "launch",
          params: .object(["id": .string(launches[number - 1].id)]), heading: launches[number - 1].launch.name)
      },
      present: { detail, formatter in
        let marks = registry.snapshot(LaunchItem.markKind)
        let data = LaunchpadScreenData(
          item: LaunchpadItem(detail.pad.value, formatter: formatter), card: detail.card(formatter),
          rockets: detail.rockets,
          launches: detail.launches?.map { LaunchItem($0, formatter: formatter, marks: marks) })
        let launches = ListSnapshot(sections: [
          .init(
            id: "launches", title: LaunchpadStrings.launches(formatter.language),
            items: detail.launches?.map(\.id) ?? [])
        ])
        return (ScreenState.json(data), launches)
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
