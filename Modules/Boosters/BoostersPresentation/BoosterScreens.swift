import AppContainer
import BoostersDomain
import Core
import JSONRPC

/// The booster list (sorted and filtered by its params) and one booster's career as hosted screens.
enum BoosterScreens {
  static let home = HomeEntry(title: BoostersStrings.title, order: 35)

  static func list(_ repository: any BoosterRepository) -> ScreenFactory {
    ScreenFactory(
      name: "boosters", home: home, layout: .list(BoosterPresenter.layout), params: BoosterQueryParams.self,
      data: [BoosterItem].self
    ) { params in
      let query = try MethodParams.decode(BoosterQueryParams.self, from: params).query()
      return ResourceScreen(
        viewModel: ResourceViewModel(
          load: { refresh in try await repository.boosters(refresh: refresh).map(query.run) }, isEmpty: \.isEmpty),
        output: { BoosterPresenter.output(of: $0, formatter: $1) },
        row: { boosters, number in
          guard boosters.indices.contains(number - 1) else { return nil }
          let booster = boosters[number - 1]
          return ScreenLink(
            title: BoostersStrings.booster, screen: "booster", params: .object(["id": .string(booster.id)]),
            heading: booster.serial)
        },
        present: { boosters, formatter in
          (
            ScreenState.json(boosters.map { BoosterItem($0, formatter: formatter) }),
            BoosterPresenter.snapshot(of: boosters, formatter: formatter)
          )
        })
    }
  }

  /// `{id}` or `{ref}`: a serial, loosely (`b1062`, `1062`). Its card, then its whole career.
  static func detail(_ repository: any BoosterRepository) -> ScreenFactory {
    .cardWithRelated(
      name: "booster", what: "a booster serial", data: BoosterScreenData.self, related: BoosterPresenter.career,
      load: { reference, refresh in try await repository.booster(reference, refresh: refresh) },
      related: \.flights, card: { BoosterPresenter.card(for: $0, formatter: $1) },
      data: { BoosterItem.detail($0, formatter: $1) })
  }
}
