import Core
import Foundation

/// Where boosters come from. The live one (BoostersData) joins the SpaceX API's cores with the
/// launches of both sources; tests use doubles.
package protocol BoosterRepository: Sendable {
  /// Every booster either source knows, each with its whole career.
  func boosters(refresh: Bool) async throws(BoostersError) -> Sourced<[Booster]>
}

extension BoosterRepository {
  /// The booster `reference` names: its serial in any case, with or without the letter (`b1062`,
  /// `1062`), or part of one only it has.
  package func booster(_ reference: String, refresh: Bool) async throws(BoostersError) -> Sourced<Booster> {
    try await boosters(refresh: refresh).resolving(
      reference, id: \.id, names: { [$0.serial] + BoosterQuery.digits(of: $0.serial) }, wording: BoosterWording.self)
  }
}

/// What can go wrong when asking for boosters, worded for boosters.
package typealias BoostersError = CollectionError<BoosterWording>

package enum BoosterWording: CollectionWording {
  package static func noMatch(_ reference: String) -> Phrase {
    Phrase(en: "No booster matches '\(reference)'.", ru: "Ступень «\(reference)» не найдена.")
  }

  package static func unavailable(_ reason: String) -> Phrase {
    Phrase(en: "Boosters are unavailable: \(reason)", ru: "Ступени недоступны: \(reason)")
  }
}

/// Which boosters a list shows and in what order.
package struct BoosterQuery: Sendable, Hashable {
  package enum Sort: String, Sendable, Hashable, CaseIterable {
    /// Most flights first: the fleet leaders.
    case flights
    /// Most recently flown first.
    case last
    /// By serial.
    case serial
  }

  package var sort: Sort = .flights
  /// Only boosters in this state (`active`, `expended`, …).
  package var status: String?
  package var block: Int?

  package init(sort: Sort = .flights, status: String? = nil, block: Int? = nil) {
    self.sort = sort
    self.status = status
    self.block = block
  }

  /// The boosters it selects, in its order (ties by serial). Each booster's key is worked out
  /// once, not at every comparison: a fleet a hundred times today's sorts in milliseconds.
  package func run(on boosters: [Booster]) -> [Booster] {
    let selected = boosters.filter { booster in
      (status.map { booster.status == $0.lowercased() } ?? true) && (block.map { booster.block == $0 } ?? true)
    }
    let keyed = selected.map { booster in
      let flown = booster.flown
      return (booster: booster, flights: flown.count, last: flown.last?.date ?? .distantPast)
    }
    return keyed.sorted { a, b in
      switch sort {
      case .flights where a.flights != b.flights: return a.flights > b.flights
      case .last where a.last != b.last: return a.last > b.last
      default: return a.booster.serial.localizedStandardCompare(b.booster.serial) == .orderedAscending
      }
    }
    .map(\.booster)
  }

  /// `1062` for `B1062`: what people type for a Falcon booster.
  package static func digits(of serial: String) -> [String] {
    guard serial.count > 1, serial.first == "B", serial.dropFirst().allSatisfy(\.isNumber) else { return [] }
    return [String(serial.dropFirst())]
  }
}
