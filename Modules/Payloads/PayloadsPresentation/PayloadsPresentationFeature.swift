import AppContainer
import Core
import PayloadsDomain

extension Feature {
  /// The payloads: list (filtered by orbit, customer and type) and card (with its launch and a
  /// Dragon's flight), as commands, methods and screens, on the home screen; a launch card offers
  /// what it carried.
  package static let payloadsPresentation = Feature.collection(
    "payloads.presentation", PayloadCollection.self, over: PayloadRepository.self
  ) { try $0.register(PayloadCollection(source: $1)) }
}

/// The payloads as a collection: words, query, list and card; nothing listed under the card.
struct PayloadCollection: CollectionDeclaration {
  typealias Row = DeclaredRow<PayloadCells>
  typealias Item = PayloadItem
  static let plural = "payloads"
  static let singular = "payload"
  static let onLaunchCard = true
  let source: PayloadRepository
  let homeOrder = 38
  var linkKeys: [String: ScreenName] { ["l": .launch] }

  var words: CollectionWords {
    CollectionWords(
      title: Phrase(en: "Payloads", ru: "Полезные нагрузки"), one: PayloadPresenter.payload,
      link: Phrase(en: "payload", ru: "полезная нагрузка"),
      count: PluralPhrase(
        en: PluralForms(one: "payload", other: "payloads"),
        ru: PluralForms(one: "полезная нагрузка", few: "полезные нагрузки", many: "полезных нагрузок")),
      listAbstract: Phrase(en: "List what the launches carried, newest first", ru: "Полезные нагрузки, сначала новые"),
      itemAbstract: Phrase(
        en: "Show one payload, its orbit and its launch", ru: "Полезная нагрузка, её орбита и запуск"),
      reference: Phrase(
        en: "REF: an id, a name or a word only one name has (crs-20, \"Tesla Roadster\")",
        ru: "REF: идентификатор, название или слово из него (crs-20, \"Tesla Roadster\")"),
      listSummary:
        "Every payload of the SpaceX API with the launch it flew on, newest launch first; filtered by orbit, customer and type; a list envelope.",
      getSummary: "One payload by id or name: item and card, with its launch and a Dragon's flight.",
      what: "a payload id or name", example: "CRS-20", listExample: "payloads --orbit iss --customer nasa")
  }

  var query: ListQuery<Payload> {
    ListQuery([
      .words(
        "orbit", placeholder: "O",
        help: Phrase(
          en: "only payloads for this orbit (leo, gto, iss, sso)", ru: "только на эту орбиту (leo, gto, iss, sso)"),
        summary: "Only payloads for this orbit, as the SpaceX API codes it (LEO, VLEO, GTO, ISS, SSO), in any case.",
        whole: true
      ) { $0.orbit.map { [$0] } ?? [] },
      .words(
        "customer", placeholder: "C",
        help: Phrase(
          en: "only payloads of this customer (nasa, ses, iridium)", ru: "только этого заказчика (nasa, ses, iridium)"),
        summary: "Only payloads one of whose customers has this in its name, in any case (nasa, nasa-(crs))."
      ) { $0.customers },
      .words(
        "type", placeholder: "T",
        help: Phrase(
          en: "only payloads of this type (satellite, crew-dragon)", ru: "только этого типа (satellite, crew-dragon)"),
        summary: "Only payloads of this type, in any case, - for a space (satellite, crew-dragon, dragon-1.1).",
        whole: true
      ) { $0.type.map { [$0] } ?? [] },
    ])
  }

  func card(_ payload: Payload, formatter: DisplayFormatter) -> Card {
    PayloadPresenter.card(for: payload, formatter: formatter)
  }
  func links(_ payload: Payload) -> [ScreenLink] {
    guard let launch = payload.launch else { return [] }
    return [
      ScreenLink(
        key: "l", title: PayloadPresenter.launch, screen: .launch, arguments: ["id": launch.launchID],
        heading: launch.launchName)
    ]
  }
  func launchIDs(_ payload: Payload) -> [String] { payload.launch.map { [$0.launchID] } ?? [] }
}
