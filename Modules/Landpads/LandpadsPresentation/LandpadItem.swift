import AppContainer
import Core
import LandpadsDomain

/// A landing site as `spacex-rpc` sends it.
typealias LandpadItem = DeclaredItem<LandpadMembers>

enum LandpadMembers: ItemDeclaration {
  static let members: [ItemMember<Landpad>] = [
    .value("id", description: "The SpaceX API's id, or ll2:<name> for a place only Launch Library 2 names.") { $0.id },
    .value("name") { $0.name }, .optional("fullName") { $0.fullName }, .optional("type") { $0.type },
    .optional("status") { $0.status }, .optional("locality") { $0.locality }, .optional("region") { $0.region },
    .value("landingAttempts", description: "Landings tried there on flights flown, from both sources' flights.") {
      $0.attempts
    },
    .value("landingSuccesses") { $0.successes },
    // By UTC year, oldest first: every year with a landing tried there.
    .value("landingsByYear") { $0.landingsByYear }, .display(LandpadCells.self),
  ]
}

/// A landing at a site, as `spacex-rpc` sends it.
typealias PadLandingItem = DeclaredItem<PadLandingMembers>

enum PadLandingMembers: ItemDeclaration {
  static let members: [ItemMember<PadLanding>] =
    ItemMember.onLaunch + [
      .optional("booster") { $0.booster }, .optional("success") { $0.success }, .display(PadLandingCells.self),
    ]
}

/// Where the landing site screen's data and `landpads.get` keep its landings.
enum PadLandings: RelatedMember {
  static let name = "landings"
}
