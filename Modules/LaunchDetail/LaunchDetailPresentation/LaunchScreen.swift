import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

extension ScreenName {
  /// The next launch due, as the launch card shows it.
  static let next = ScreenName("next")
}

/// One launch as a hosted screen, named (`launch`: `{id}` or `{ref}`) or the next one due
/// (`next`: `{rocket?}`). Its snapshot has a section per related part (`payloads`, `crew`, …)
/// holding the part's ids.
enum LaunchScreen {
  /// - Parameter sections: the blocks other features add to a launch's card.
  static func factory(
    _ repository: any LaunchDetailRepository<Launch>, marks registry: MarkRegistry, log: any LaunchChangeLog,
    sections: CardSections
  ) -> ScreenFactory {
    ScreenFactory(name: .launch, layout: .card(), params: ReferenceParams.self, data: LaunchScreenData.self) {
      params in
      let reference = try ReferenceParams.reference(in: params, "a launch id, flight number or name")
      return screen(marks: registry, log: log, sections: sections) { refresh in
        try await repository.detail(reference, refresh: refresh)
      }
    }
    .linking(links)
  }

  /// The keys a launch's card links by: its rocket and its launchpad (see ``screen(marks:due:load:)``).
  private static let links: [String: ScreenName] = ["k": .rocket, "p": .launchpad]

  /// The next launch due (of one rocket, when given), with when it is due under its card; the
  /// one-shot command's due line ticks on a terminal when the launch is known to the hour.
  /// - Parameter clock: what "now" is (the app's clock).
  static func next(
    _ repository: any LaunchDetailRepository<Launch>, marks registry: MarkRegistry, log: any LaunchChangeLog,
    sections: CardSections, clock: @escaping @Sendable () -> Date
  ) -> ScreenFactory {
    ScreenFactory(
      name: .next, home: HomeEntry(title: Phrase(en: "Next launch", ru: "Ближайший запуск"), order: 15),
      layout: .card(), params: LaunchesNextMethod.Params.self, data: LaunchScreenData.self
    ) {
      params in
      let rocket = try MethodParams.decode(LaunchesNextMethod.Params.self, from: params).rocket
      return screen(marks: registry, log: log, sections: sections, due: true, clock: clock) { refresh in
        try await repository.next(rocket: rocket, now: clock(), refresh: refresh)
      }
    }
    .linking(links)
  }

  /// - Parameter due: whether the text says when the launch is due (the next launch's screen).
  /// - Parameter clock: what "now" is for the ticking due line (the app's clock).
  private static func screen(
    marks registry: MarkRegistry, log: any LaunchChangeLog, sections: CardSections, due: Bool = false,
    clock: @escaping @Sendable () -> Date = { Date() },
    load: @escaping @Sendable (_ refresh: Bool) async throws -> Sourced<LaunchDetail<Launch>>
  ) -> some Screen {
    // What other features add to the card of the launch last loaded, laid out as it is drawn.
    let added = Locked<[CardSectionContribution.Layout]>([])
    let withAdded: @Sendable (Card, DisplayFormatter) -> Card = { card, formatter in
      var card = card
      card.sections += added.withLock { $0 }.compactMap { $0(formatter) }
      return card
    }
    return ResourceScreen(
      viewModel: ResourceViewModel(load: { refresh in
        let detail = try await load(refresh)
        let layouts = await sections.sections(on: .launch, id: detail.value.launch.id)
        added.withLock { $0 = layouts }
        return detail
      }),
      output: { detail, formatter in
        let asOf = LaunchFreshness.outdated(detail.value.launch, provenance: detail.provenance, now: formatter.now)
        let card = withAdded(
          LaunchDetailPresenter.card(
            for: detail.value, formatter: formatter, marks: registry.snapshot(LaunchDetailPresenter.markKind),
            history: log.changes(of: detail.value.launch), countdown: !due, asOf: asOf,
            liveAsOf: LaunchDetailPresenter.liveAsOf(detail.provenance)), formatter
        ).text(formatter)
        // What is missing from the card is said with where it came from, under it.
        let notice = LaunchDetailPresenter.partialNotice(for: detail.value, formatter: formatter).map { $0 + "\n" }
        let footer = (notice ?? "") + ProvenanceText.line(detail.provenance, formatter: formatter) + "\n"
        guard due else { return CommandOutput(card, footer: footer, separated: true) }
        let countdown = LiveCountdown(detail, log: log, formatter: formatter) { try await load(false) }
        return CommandOutput(
          card + "\n", footer: footer, separated: true,
          live: countdown.ticks
            ? { @Sendable [language = formatter.language] in
              LiveLine.run(language: language, frames: { countdown.frame(at: clock()) })
            } : nil,
          liveText: countdown.line(at: formatter.now).map { $0 + "\n" } ?? "")
      },
      links: { detail in
        // Each from its card field too, so an editor follows it from that line.
        let rocket = (detail.rocket.value ?? nil).map {
          ScreenLink(
            key: "k", title: Phrase(en: "rocket", ru: "ракета"), screen: .rocket,
            params: .object(["id": .string($0.id)]), heading: $0.name, field: "rocket")
        }
        let pad = (detail.launchpad.value ?? nil).map {
          ScreenLink(
            key: "p", title: Phrase(en: "launchpad", ru: "площадка"), screen: .launchpad,
            params: .object(["id": .string($0.id)]), heading: $0.name, field: "launchpad")
        }
        return [rocket, pad].compactMap { $0 }
      },
      present: { detail, formatter in
        let marks = registry.snapshot(LaunchDetailPresenter.markKind)
        let data = LaunchScreenData(
          launch: Marked(LaunchDetailItem(detail, formatter: formatter), flags: marks.flags(for: detail.launch.id)),
          card: withAdded(
            LaunchDetailPresenter.card(
              for: detail, formatter: formatter, marks: marks, history: log.changes(of: detail.launch)), formatter),
          partial: detail.incompleteParts)
        return (ScreenState.json(data), snapshot(of: detail, language: formatter.language))
      })
  }

  static func snapshot(of detail: LaunchDetail<Launch>, language: Language) -> ListSnapshot {
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
