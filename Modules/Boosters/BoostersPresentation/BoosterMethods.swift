import AppContainer
import BoostersDomain
import Core
import Foundation
import JSONRPC

/// `boosters.list {sort?, status?, block?}` and `boosters.get {id}`.
enum BoosterMethods {
  static let list = "boosters.list"
  static let get = "boosters.get"

  static func register(_ repository: any BoosterRepository, in methods: inout MethodRegistry) throws(RegistrationError)
  {
    try methods.register(
      list,
      summary:
        "Every booster of both sources with its career counted (flights, landings by kind, first and last flight), sorted by flights (the fleet leaders), last flight or serial, filtered by status and block; a list envelope.",
      params: BoosterQueryParams.self, effects: .reads(.catalog, .settings), example: ["sort": "flights"]
    ) { params, context in
      let boosters = try await repository.boosters(refresh: false).map(try params.query().run)
      let rows = boosters.value.map { BoosterPresenter.row(for: $0, formatter: context.formatter) }
      return ListEnvelope(
        all: zip(boosters.value, rows).map { BoosterItem($0, formatter: context.formatter, display: $1) },
        provenance: boosters.provenance, snapshot: BoosterPresenter.snapshot(of: boosters.value, rows: rows))
    }
    try methods.register(
      get,
      summary:
        "One booster by serial (B1062, b1062, 1062): its item, card and every flight of its career from both sources, oldest first, each with its launch id, turnaround and landing.",
      params: ReferenceParams.self, effects: .reads(.catalog, .settings), example: ["id": "B1049"]
    ) { params, context in
      let booster = try await repository.booster(try params.reference("a booster serial"), refresh: false)
      return BoosterResult(
        BoosterItem.detail(booster.value, formatter: context.formatter), provenance: booster.provenance)
    }
  }
}
