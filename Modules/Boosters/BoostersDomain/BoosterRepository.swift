import Core
import Foundation

/// Where boosters come from: the SpaceX API's cores joined with the launches of both sources
/// (BoostersData), each booster with its whole career. A booster is found by its serial in any
/// case, with or without the letter (`b1062`, `1062`), or part of one only it has.
package typealias BoosterRepository = CollectionSource<Booster, BoosterWording>

/// What a failed lookup of boosters says.
package enum BoosterWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "booster", ru: "ступень"), all: Phrase(en: "Boosters", ru: "Ступени"), gender: .feminine)
}

/// The orders a booster list can have.
package enum BoosterSort: String, Sendable, Hashable, CaseIterable {
  /// Most flights first: the fleet leaders.
  case flights
  /// Most recently flown first.
  case last
  /// By serial.
  case serial
  /// Fastest turnaround first: the quickest reflights; those never reflown last.
  case turnaround

  /// The boosters in this order (ties by serial). Each booster's key is worked out once, not at
  /// every comparison: a fleet a hundred times today's sorts in milliseconds.
  package func run(on boosters: [Booster]) -> [Booster] {
    let keyed = boosters.map { booster in
      let flown = booster.flown
      return (
        booster: booster, flights: flown.count, last: flown.last?.date ?? .distantPast,
        turnaround: booster.fastestTurnaround ?? .max
      )
    }
    return keyed.sorted { a, b in
      switch self {
      case .flights where a.flights != b.flights: return a.flights > b.flights
      case .last where a.last != b.last: return a.last > b.last
      case .turnaround where a.turnaround != b.turnaround: return a.turnaround < b.turnaround
      default: return a.booster.serial.localizedStandardCompare(b.booster.serial) == .orderedAscending
      }
    }
    .map(\.booster)
  }
}

extension Booster {
  /// Every state a booster can be in, as both sources word it.
  package static let statuses = ["active", "inactive", "lost", "expended", "retired", "unknown"]
}
