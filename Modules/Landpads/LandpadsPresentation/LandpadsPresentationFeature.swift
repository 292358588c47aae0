import AppContainer
import Core
import Foundation
import JSONRPC
import LandpadsDomain

extension Feature {
  /// The landing sites: list and card (with every landing there) as commands, methods and
  /// screens, on the home screen.
  package static let landpadsPresentation = Feature(
    name: "landpads.presentation", needs: [ServiceKey((any LandpadRepository).self)]
  ) { container in
    let pads = try container.resolve((any LandpadRepository).self)
    try container.commands.register(
      TextCommand.showingList(
        "landpads", method: "landpads.list", name: "landpads",
        abstract: Phrase(en: "List the landing zones and drone ships", ru: "Посадочные зоны и морские платформы"),
        usage: "spacex landpads"))
    try container.commands.register(
      TextCommand.showingItem(
        "landpad", method: "landpads.get", name: "landpad",
        abstract: Phrase(en: "Show one landing site and its landings", ru: "Место посадки и все посадки там"),
        usage: "spacex landpad REF",
        help: [
          Phrase(
            en: "REF: an id or a name, loosely (ocisly, lz1, of still)",
            ru: "REF: идентификатор или название (ocisly, lz1, of still)")
        ]))
    try CollectionMethods<Landpad, LandpadItem, LandpadResult>(
      list: .init(
        "landpads.list",
        summary: "Every landing site of both sources, with landings tried and made counted from both sources' flights."),
      get: .init("landpads.get", summary: "One landing site by id or name, with its card and every landing there."),
      what: "a landing site id or name", example: "OCISLY",
      load: { try await pads.landpads(refresh: false) }, find: { try await pads.landpad($0, refresh: false) },
      snapshot: { LandpadPresenter.snapshot(of: $0, formatter: $1) }, id: \.id,
      item: { LandpadItem($0, formatter: $1) },
      detail: { pad, context in
        LandpadResult(LandpadItem.detail(pad.value, formatter: context.formatter), provenance: pad.provenance)
      }
    ).register(in: &container.methods)
    try container.screens.register(
      .collectionList(
        name: "landpads", home: HomeEntry(title: LandpadsStrings.title, order: 36), layout: LandpadPresenter.layout,
        row: LandpadsStrings.site, load: { try await pads.landpads(refresh: $0) }, id: \.id, heading: \.name,
        item: { LandpadItem($0, formatter: $1) }, snapshot: { LandpadPresenter.snapshot(of: $0, formatter: $1) },
        output: { LandpadPresenter.output(of: $0, formatter: $1) }))
    try container.screens.register(
      .cardWithRelated(
        name: "landpad", what: "a landing site id or name", data: LandpadScreenData.self,
        related: LandpadPresenter.landingsBlock,
        load: { reference, refresh in try await pads.landpad(reference, refresh: refresh) }, related: \.landings,
        card: { LandpadPresenter.card(for: $0, formatter: $1) },
        data: { LandpadItem.detail($0, formatter: $1) }))
    // A launch card offers the sites its boosters landed on, or were to (`ocisly`, `lz-1`).
    container.contributeLinks(
      LinkContribution(screen: "launch", opens: "landpad", subject: ["launch", "id"]) { launchID in
        let all = (try? await pads.landpads(refresh: false).value) ?? []
        return all.filter { $0.landings.contains { $0.launchID == launchID } }.map {
          ScreenLink(
            key: $0.name.lowercased().replacingOccurrences(of: " ", with: ""), title: LandpadsStrings.landingSite,
            screen: "landpad", params: .object(["id": .string($0.id)]), heading: $0.name)
        }
      })
    container.completions.register(.argument(command: "landpad")) {
      ((try? await pads.landpads(refresh: false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
  }
}
