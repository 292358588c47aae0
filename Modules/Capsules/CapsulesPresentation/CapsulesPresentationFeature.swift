import AppContainer
import CapsulesDomain
import Core

extension Feature {
  /// The capsules: list and card (with every mission) as commands, methods and screens, on the
  /// home screen; a launch card offers its capsule (`c206`).
  package static let capsulesPresentation = Feature.collection(
    "capsules.presentation", CapsuleCollection.self, over: CapsuleRepository.self
  ) { try $0.register(CapsuleCollection(source: $1)) }
}

/// The capsules as a collection: words, list, card and missions.
struct CapsuleCollection: CollectionDeclaration {
  typealias Row = DeclaredRow<CapsuleCells>
  typealias Item = CapsuleItem
  typealias RelatedItem = CapsuleMissionItem
  typealias Member = CapsuleMissions
  static let plural = "capsules"
  static let singular = "capsule"
  static let onLaunchCard = true
  let source: CapsuleRepository
  let homeOrder = 36
  var related: RelatedItems<CapsuleMission>? { CapsulePresenter.missionsBlock }

  var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Capsules", ru: "Капсулы"), one: CapsulesStrings.capsule, count: CapsulesStrings.capsules,
      listAbstract: Phrase(en: "List the Dragon capsules and their missions", ru: "Капсулы Dragon и их полёты"),
      itemAbstract: Phrase(en: "Show one capsule and every mission it flew", ru: "Капсула и все её полёты"),
      reference: Phrase(
        en: "REF: a serial, in any case (C206, c206, 206)", ru: "REF: серийный номер (C206, c206, 206)"),
      listSummary:
        "Every capsule of both sources, with flights, crewed flights and splashdowns from both sources.",
      getSummary: "One capsule by serial, with its card and every mission, oldest first.",
      what: "a capsule serial", example: "C206")
  }

  func card(_ capsule: Capsule, formatter: DisplayFormatter) -> Card {
    CapsulePresenter.card(for: capsule, formatter: formatter)
  }
  func related(of capsule: Capsule) async -> [CapsuleMission]? { capsule.missions }
  func launchIDs(_ capsule: Capsule) -> [String] { capsule.missions.map { $0.launchID } }
  func completion(_ capsule: Capsule) -> String { capsule.serial }
}
