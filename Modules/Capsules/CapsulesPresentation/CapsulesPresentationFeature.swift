import AppContainer
import CapsulesDomain
import Core

extension Feature {
  /// The capsules: list and card (with every mission) as commands, methods and screens, on the
  /// home screen; a launch card offers its capsule (`c206`).
  package static let capsulesPresentation = Feature.collection(
    "capsules.presentation", plural: "capsules", singular: "capsule", onLaunchCard: true, over: CapsuleRepository.self
  ) { container, capsules in
    try container.register(
      CollectionDeclaration(
        plural: "capsules", singular: "capsule",
        words: CollectionWords(
          title: Phrase(en: "Capsules", ru: "Капсулы"), one: CapsulesStrings.capsule, count: CapsulesStrings.capsules,
          listAbstract: Phrase(en: "List the Dragon capsules and their missions", ru: "Капсулы Dragon и их полёты"),
          itemAbstract: Phrase(en: "Show one capsule and every mission it flew", ru: "Капсула и все её полёты"),
          reference: Phrase(
            en: "REF: a serial, in any case (C206, c206, 206)", ru: "REF: серийный номер (C206, c206, 206)"),
          listSummary:
            "Every capsule of both sources, with flights, crewed flights and splashdowns from both sources.",
          getSummary: "One capsule by serial, with its card and every mission, oldest first.",
          what: "a capsule serial", example: "C206"),
        homeOrder: 36, layout: CapsuleCells.layout(row: nil),
        related: CapsulePresenter.missionsBlock,
        source: capsules, row: CapsuleCells.row,
        item: { CapsuleItem($0, formatter: $1) }, card: { CapsulePresenter.card(for: $0, formatter: $1) },
        relatedOf: { $0.missions }, relatedItem: { CapsuleMissionItem($0, formatter: $1) },
        member: CapsuleMissions.self,
        launchIDs: { $0.missions.map { $0.launchID } }, completion: { $0.serial }))
  }
}
