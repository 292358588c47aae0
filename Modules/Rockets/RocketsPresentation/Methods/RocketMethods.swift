import AppContainer
import Core
import RocketsDomain

/// `rockets.list` (every rocket, sections `active` and `inactive`) and `rockets.get {id}` (one
/// rocket by id or loose name, `falcon9`, with its card).
enum RocketMethods {
  static let list = "rockets.list"
  static let get = "rockets.get"

  static func over(_ repository: any RocketRepository) -> CollectionMethods<Rocket, RocketItem, ItemDetail<RocketItem>>
  {
    CollectionMethods(
      list: .init(list, summary: "Every rocket, with raw values and display strings, as a list envelope."),
      get: .init(get, summary: "One rocket by id or name, with its detail card."),
      what: "a rocket id or name", example: "falcon9",
      load: { try await repository.rockets(refresh: false) },
      find: { try await repository.rocket($0, refresh: false) },
      snapshot: { RocketRowPresenter.snapshot(of: $0, formatter: $1) }, id: \.id,
      item: { RocketItem($0, formatter: $1) },
      detail: { rocket, context in
        ItemDetail(
          RocketItem(rocket.value, formatter: context.formatter),
          card: RocketCardPresenter.card(for: rocket.value, formatter: context.formatter),
          provenance: rocket.provenance)
      })
  }
}
