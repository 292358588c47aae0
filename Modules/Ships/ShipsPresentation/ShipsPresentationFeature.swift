import AppContainer
import Core
import LaunchesDomain
import LaunchesPresentation
import ShipsDomain

/// A ship with the launches it supported, newest first.
struct ShipDetail: Sendable {
  var ship: Ship
  /// `nil` when the launches could not be loaded; the ship still shows.
  var launches: [LaunchSummary]?

  static func load(_ ship: Ship, launches repository: any LaunchRepository) async -> ShipDetail {
    guard let catalog = try? await repository.catalog(refresh: false) else { return ShipDetail(ship: ship) }
    var query = LaunchQuery()
    query.selection = Set(ship.launchIDs)
    query.limit = catalog.value.launches.count + 1
    return ShipDetail(ship: ship, launches: try? query.run(on: catalog.value).items)
  }
}

extension Feature {
  /// The ships: list and card (with the launches each supported) as commands, methods and
  /// screens, on the home screen.
  package static let shipsPresentation = Feature(
    name: "ships.presentation",
    needs: [ServiceKey(ShipRepository.self), ServiceKey((any LaunchRepository).self)]
  ) { container in
    let ships = try container.resolve(ShipRepository.self)
    let launches = try container.resolve((any LaunchRepository).self)
    let registry = container.marks
    let marks: @Sendable () -> RowMarks = { registry.snapshot(LaunchItem.markKind) }
    try container.commands.register(
      TextCommand.showingList(
        "ships", method: "ships.list", name: "ships",
        abstract: Phrase(en: "List the recovery and support ships", ru: "Суда обеспечения и спасения"),
        usage: "spacex ships"))
    try container.commands.register(
      TextCommand.showingItem(
        "ship", method: "ships.get", name: "ship",
        abstract: Phrase(en: "Show one ship and the launches it supported", ru: "Судно и запуски с его участием"),
        usage: "spacex ship REF",
        help: [Phrase(en: "REF: an id or a name, loosely (go quest)", ru: "REF: идентификатор или название (go quest)")]
      ))
    try CollectionMethods<Ship, ShipItem, ItemDetail<ShipItem>>(
      list: .init("ships.list", summary: "Every ship, with raw values and display strings, as a list envelope."),
      get: .init("ships.get", summary: "One ship by id or name, with its card."),
      what: "a ship id or name", example: "GO Quest",
      load: { try await ships.load(false) }, find: { try await ships.find($0, refresh: false) },
      snapshot: { ShipPresenter.snapshot(of: $0, formatter: $1) }, id: \.id, item: { ShipItem($0, formatter: $1) },
      detail: { ship, context in
        ItemDetail(
          ShipItem(ship.value, formatter: context.formatter),
          card: ShipPresenter.card(for: ship.value, formatter: context.formatter), provenance: ship.provenance)
      }
    ).register(in: &container.methods)
    try container.screens.register(
      .collectionList(
        name: "ships", home: HomeEntry(title: ShipsStrings.title, order: 37), layout: ShipPresenter.layout,
        row: ShipsStrings.ship, load: { try await ships.load($0) }, id: \.id, heading: \.name,
        item: { ShipItem($0, formatter: $1) }, snapshot: { ShipPresenter.snapshot(of: $0, formatter: $1) },
        output: { ShipPresenter.output(of: $0, formatter: $1) }))
    try container.screens.register(
      .cardWithRelated(
        name: "ship", what: "a ship id or name", data: ShipScreenData.self,
        related: ShipPresenter.launches(marks: marks),
        load: { reference, refresh in
          let ship = try await ships.find(reference, refresh: refresh)
          return Sourced(await ShipDetail.load(ship.value, launches: launches), provenance: ship.provenance)
        },
        related: \.launches, card: { ShipPresenter.card(for: $0.ship, formatter: $1) },
        data: { detail, formatter in
          let marks = marks()
          return ShipScreenData(
            item: ShipItem(detail.ship, formatter: formatter),
            card: ShipPresenter.card(for: detail.ship, formatter: formatter),
            launches: detail.launches?.map { LaunchItem($0, formatter: formatter, marks: marks) })
        }))
    container.completions.register(.argument(command: "ship")) {
      ((try? await ships.load(false).value) ?? []).map { CompletionRegistry.typed($0.name) }
    }
  }
}
