import AppContainer
import CapsulesDomain
import Core
import Foundation
import JSONRPC

extension Feature {
  /// The capsules: list and card (with every mission) as commands, methods and screens, on the
  /// home screen.
  package static let capsulesPresentation = Feature(
    name: "capsules.presentation", needs: [ServiceKey((any CapsuleRepository).self)]
  ) { container in
    let capsules = try container.resolve((any CapsuleRepository).self)
    try container.commands.register(
      TextCommand.showingList(
        "capsules", method: "capsules.list", name: "capsules",
        abstract: Phrase(en: "List the Dragon capsules and their missions", ru: "Капсулы Dragon и их полёты"),
        usage: "spacex capsules"))
    try container.commands.register(
      TextCommand.showingItem(
        "capsule", method: "capsules.get", name: "capsule",
        abstract: Phrase(en: "Show one capsule and every mission it flew", ru: "Капсула и все её полёты"),
        usage: "spacex capsule REF",
        help: [Phrase(en: "REF: a serial, in any case (C206, c206, 206)", ru: "REF: серийный номер (C206, c206, 206)")])
    )
    try CollectionMethods<Capsule, CapsuleItem, CapsuleResult>(
      list: .init(
        "capsules.list",
        summary: "Every capsule of both sources, with flights, crewed flights and splashdowns from both sources."),
      get: .init("capsules.get", summary: "One capsule by serial, with its card and every mission, oldest first."),
      what: "a capsule serial", example: "C206",
      load: { try await capsules.capsules(refresh: false) }, find: { try await capsules.capsule($0, refresh: false) },
      snapshot: { CapsulePresenter.snapshot(of: $0, formatter: $1) }, id: \.id,
      item: { CapsuleItem($0, formatter: $1) },
      detail: { capsule, context in
        CapsuleResult(CapsuleItem.detail(capsule.value, formatter: context.formatter), provenance: capsule.provenance)
      }
    ).register(in: &container.methods)
    try container.screens.register(
      .collectionList(
        name: "capsules", home: HomeEntry(title: CapsulesStrings.title, order: 36), layout: CapsulePresenter.layout,
        row: CapsulesStrings.capsule, load: { try await capsules.capsules(refresh: $0) }, id: \.id, heading: \.serial,
        item: { CapsuleItem($0, formatter: $1) }, snapshot: { CapsulePresenter.snapshot(of: $0, formatter: $1) },
        output: { CapsulePresenter.output(of: $0, formatter: $1) }))
    try container.screens.register(
      .cardWithRelated(
        name: "capsule", what: "a capsule serial", data: CapsuleScreenData.self,
        related: CapsulePresenter.missionsBlock,
        load: { reference, refresh in try await capsules.capsule(reference, refresh: refresh) }, related: \.missions,
        card: { CapsulePresenter.card(for: $0, formatter: $1) }, data: { CapsuleItem.detail($0, formatter: $1) }))
    // A launch card offers its capsule (`c206`).
    container.contributeLinks(
      LinkContribution(screen: "launch", opens: "capsule", subject: ["launch", "id"]) { launchID in
        let all = (try? await capsules.capsules(refresh: false).value) ?? []
        return all.filter { $0.missions.contains { $0.launchID == launchID } }.map {
          ScreenLink(
            key: $0.serial.lowercased().replacingOccurrences(of: " ", with: ""), title: CapsulesStrings.capsule,
            screen: "capsule", params: .object(["id": .string($0.id)]), heading: $0.serial)
        }
      })
    container.completions.register(.argument(command: "capsule")) {
      ((try? await capsules.capsules(refresh: false).value) ?? []).map(\.serial)
    }
  }
}
