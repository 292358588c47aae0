import AppContainer
import Core
import JSONRPC
import LaunchDetailDomain

/// One launch as a hosted screen: `params` are `{id}` or `{ref}`. Its snapshot has a section
/// per related part (`payloads`, `crew`, …) holding the part's ids.
enum LaunchScreen {
  static func factory(_ repository: any LaunchDetailRepository, marks registry: MarkRegistry) -> ScreenFactory {
    ScreenFactory(name: "launch", params: ReferenceParams.self, data: LaunchScreenData.self) { params in
      screen(
        try ReferenceParams.reference(in: params, "a launch id, flight number or name"), repository, marks: registry)
    }
  }

  private static func screen(
    _ reference: String, _ repository: any LaunchDetailRepository, marks registry: MarkRegistry
  ) -> some Screen {
    let viewModel = ResourceViewModel { refresh in try await repository.detail(reference, refresh: refresh) }
    return ResourceScreen(
      viewModel: viewModel,
      output: { detail, formatter in
        let card = LaunchDetailPresenter.card(
          for: detail.value, formatter: formatter, marks: registry.snapshot(LaunchDetailPresenter.markKind)
        ).text(width: formatter.width, bold: formatter.usesColor)
        // What is missing from the card is said with where it came from, under it.
        let notice = LaunchDetailPresenter.partialNotice(for: detail.value, formatter: formatter).map { $0 + "\n" }
        return CommandOutput(
          card, footer: (notice ?? "") + ProvenanceText.line(detail.provenance, formatter: formatter) + "\n",
          separated: true)
      },
      links: { detail in
        guard let pad = detail.launchpad.value ?? nil else { return [] }
        return [
          ScreenLink(
            key: "p", title: Phrase(en: "launchpad", ru: "площадка"), screen: "launchpad",
            params: .object(["id": .string(pad.id)]), heading: pad.name)
        ]
      },
      present: { detail, formatter in
        let marks = registry.snapshot(LaunchDetailPresenter.markKind)
        let data = LaunchScreenData(
          launch: Marked(LaunchDetailItem(detail, formatter: formatter), flags: marks.flags(for: detail.mission.id)),
          card: LaunchDetailPresenter.card(for: detail, formatter: formatter, marks: marks),
          partial: detail.incompleteParts)
        return (ScreenState.json(data), snapshot(of: detail, language: formatter.language))
      })
  }

  static func snapshot(of detail: LaunchDetail, language: Language) -> ListSnapshot {
    let strings = LaunchDetailStrings.self
    let parts: [(String, Phrase, [String])] = [
      ("payloads", strings.payloads, detail.payloads.value?.map(\.id) ?? []),
      ("crew", strings.crew, detail.crew.value?.map(\.id) ?? []),
      ("capsules", strings.capsules, detail.capsules.value?.map(\.id) ?? []),
      ("ships", strings.ships, detail.ships.value?.map(\.id) ?? []),
      ("cores", strings.cores, detail.cores.value?.compactMap(\.coreID) ?? []),
    ]
    return ListSnapshot(
      sections: parts.filter { !$0.2.isEmpty }.map {
        ListSnapshot.Section(id: $0.0, title: $0.1(language), items: $0.2)
      })
  }
}

struct LaunchScreenData: Codable, Sendable {
  var launch: Marked<LaunchDetailItem>
  var card: Card
  var partial: [String]
}
