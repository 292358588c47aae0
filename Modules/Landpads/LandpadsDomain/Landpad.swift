import Core
import Foundation

/// Where boosters come down: a landing zone on land or a drone ship at sea, with every landing
/// made or tried there, from both sources' flights.
package struct Landpad: Sendable, Hashable, Identifiable {
  /// The SpaceX API's id, or `ll2:<short name>` for a place only Launch Library 2 names.
  package var id: String
  /// The short name both sources use (`OCISLY`, `LZ-1`).
  package var name: String
  /// `Of Course I Still Love You`, `Landing Zone 1`.
  package var fullName: String?
  /// `ASDS` (drone ship) or `RTLS` (landing zone); `nil` when no source says.
  package var type: String?
  /// `active`, `retired`, …; `nil` when no source says.
  package var status: String?
  package var locality: String?
  package var region: String?
  /// Every landing tried there, oldest first.
  package var landings: [PadLanding]

  package init(
    id: String, name: String, fullName: String? = nil, type: String? = nil, status: String? = nil,
    locality: String? = nil, region: String? = nil, landings: [PadLanding] = []
  ) {
    (self.id, self.name, self.fullName, self.type) = (id, name, fullName, type)
    (self.status, self.locality, self.region, self.landings) = (status, locality, region, landings)
  }

  /// Landings tried there on flights flown (not those to come).
  package var attempts: Int { landings.filter { !$0.isUpcoming }.count }
  /// Landings made there.
  package var successes: Int { landings.filter { $0.success == true }.count }
  package var lastLanding: Date? { landings.last { $0.success == true }?.date }

  /// Landings tried and made there in each UTC year with any, oldest first.
  package var landingsByYear: [YearTally] {
    YearTally.years(of: landings.lazy.filter { !$0.isUpcoming }.map { (date: $0.date, success: $0.success) })
  }
}

/// One landing tried at a landing site: the launch (`landing.launchName`, `landing.date`, …), the
/// booster and how it went.
package struct PadLanding: Sendable, Hashable, OnLaunch {
  package var launch: LaunchAppearance
  /// The booster's serial, when a source names it.
  package var booster: String?
  /// `nil`: no outcome recorded (yet).
  package var success: Bool?

  package init(launch: LaunchAppearance, booster: String? = nil, success: Bool? = nil) {
    (self.launch, self.booster, self.success) = (launch, booster, success)
  }
}

/// Where landing sites come from: the SpaceX API's landpads joined with the landings of both
/// sources' flights (LandpadsData). A site is found by an id, its short or full name typed
/// loosely (`ocisly`, `lz1`), or words only it has (`of still` for "Of Course I Still Love You").
package typealias LandpadRepository = CollectionSource<Landpad, LandpadWording>

/// What a failed lookup of landing sites says.
package enum LandpadWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "landing site", ru: "место посадки"), all: Phrase(en: "Landing sites", ru: "Места посадки"),
    gender: .neuter)
}
