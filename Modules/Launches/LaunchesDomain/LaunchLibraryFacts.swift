import Core
import Foundation

/// What Launch Library 2 recorded of a launch beyond its day: its own counts (which of SpaceX's
/// launches of the year it is, which from its pad, how long the pad stood since its previous
/// launch), the orbit it aims for and its Flight Club page. Each `nil` when the record does not
/// say: unknown, never "none". The counts are LL2's as of the record's last update; the launch
/// card sets them beside our catalog's own (`LaunchFacts`).
package struct LaunchLibraryFacts: Sendable, Hashable {
  /// `agency_launch_attempt_count_year`: the provider's launches of the launch's year up to and
  /// including this one (launches still to come counted in date order).
  package var providerYearCount: Int?
  /// `pad_launch_attempt_count_year`: the same, from this pad.
  package var padYearCount: Int?
  /// `pad_turnaround`: seconds since the pad's previous launch (any provider's).
  package var padTurnaround: Int?
  package var orbit: LaunchOrbit?
  /// `flightclub_url`: the launch's trajectory simulation on flightclub.io.
  package var flightClub: WebLink?
  /// Whether LL2 puts the launch on its placeholder "Unknown Pad": no pad is assigned yet, so
  /// nothing is counted "from" it.
  package var padUnassigned: Bool
  /// Whether the launch's date is LL2's and LL2 gives its T-0 only to the hour (`net_precision`
  /// `HR`): the launch counts as timed, but liftoff may come up to half an hour either side.
  package var netToTheHour: Bool

  package init(
    providerYearCount: Int? = nil, padYearCount: Int? = nil, padTurnaround: Int? = nil, orbit: LaunchOrbit? = nil,
    flightClub: WebLink? = nil, padUnassigned: Bool = false, netToTheHour: Bool = false
  ) {
    self.providerYearCount = providerYearCount
    self.padYearCount = padYearCount
    self.padTurnaround = padTurnaround
    self.orbit = orbit
    self.flightClub = flightClub
    self.padUnassigned = padUnassigned
    self.netToTheHour = netToTheHour
  }

  /// Whether the record said none of it.
  package var isEmpty: Bool { self == LaunchLibraryFacts() }
}

/// The orbit a launch aims for, as Launch Library 2 names it (`Low Earth Orbit`, `LEO`).
package struct LaunchOrbit: Sendable, Hashable {
  package var name: String
  package var abbrev: String?

  package init(name: String, abbrev: String? = nil) {
    (self.name, self.abbrev) = (name, abbrev)
  }
}
