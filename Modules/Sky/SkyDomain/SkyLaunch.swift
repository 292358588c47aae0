import Core
import Foundation

/// What the sky needs of a launch, read from the launches and the launchpads.
package struct SkyLaunch: Sendable, Hashable {
  package var id: String
  package var name: String
  /// The NET, and how precisely it is known (a TBD time counts as known to the day only).
  package var net: Date
  package var precision: DatePrecision
  /// Whether the time of a timed NET is good only to the hour (Launch Library 2's `HR`): the
  /// hour around it is swept as the window is.
  package var netToTheHour: Bool
  /// When the copy that says the NET was fetched: how old the NET is.
  package var netAsOf: Date
  package var isUpcoming: Bool
  package var windowStart: Date?
  package var windowEnd: Date?
  /// The pad's short name; `nil` when the launch names none.
  package var padName: String?
  /// Where the pad is; `nil` when its coordinates are unknown.
  package var pad: GeodeticPoint?
  /// The orbit's abbreviation as Launch Library 2 writes it (`LEO`, `GTO`, `SSO`, …).
  package var orbit: String?
  /// The launch's own MECO and SECO, seconds after liftoff, from its timeline.
  package var meco: Int?
  package var seco: Int?

  package init(
    id: String, name: String, net: Date, precision: DatePrecision, netToTheHour: Bool = false, netAsOf: Date,
    isUpcoming: Bool, windowStart: Date? = nil,
    windowEnd: Date? = nil, padName: String? = nil, pad: GeodeticPoint? = nil, orbit: String? = nil, meco: Int? = nil,
    seco: Int? = nil
  ) {
    (self.id, self.name, self.net, self.precision, self.isUpcoming) = (id, name, net, precision, isUpcoming)
    (self.netToTheHour, self.netAsOf) = (netToTheHour, netAsOf)
    (self.windowStart, self.windowEnd, self.padName, self.pad) = (windowStart, windowEnd, padName, pad)
    (self.orbit, self.meco, self.seco) = (orbit, meco, seco)
  }
}

/// Where sky reports find their launches. The live implementation is in SkyData.
package protocol SkyRepository: Sendable {
  /// The launch `reference` names, or the next one due when it is `nil`.
  /// - Throws: the launches' own errors (not found, ambiguous, unavailable, none upcoming).
  func launch(_ reference: String?, refresh: Bool) async throws -> Sourced<SkyLaunch>
}

/// What a place sees of a launch: the verdict at the NET and across the window, or why there is
/// none.
package struct SkyReport: Sendable, Hashable {
  /// Why no verdict can be given.
  package enum Refusal: Sendable, Hashable {
    /// The NET is known only to this precision (a day or worse): the sky at an unknown hour.
    case netNotTimed(DatePrecision)
    /// The launch names no pad, or the pad's coordinates are unknown.
    case padUnknown
  }

  package var launch: SkyLaunch
  package var place: Place
  package var geometry: SkyGeometry?
  /// Each liftoff judged, in time order: the NET and every ten minutes of the window; empty
  /// when refused.
  package var passes: [SkyPass]
  package var refusal: Refusal?

  package init(launch: SkyLaunch, place: Place) {
    (self.launch, self.place) = (launch, place)
    let observer = GeodeticPoint(latitude: place.latitude, longitude: place.longitude)
    guard launch.precision == .hour else {
      (geometry, passes, refusal) = (nil, [], .netNotTimed(launch.precision))
      return
    }
    guard let pad = launch.pad else {
      (geometry, passes, refusal) = (nil, [], .padUnknown)
      return
    }
    let geometry = SkyGeometry(
      pad: pad,
      heading: LaunchHeading(
        padLatitude: pad.latitude, padLongitude: pad.longitude, orbit: launch.orbit, name: launch.name),
      ascent: GenericAscent(meco: launch.meco, seco: launch.seco), place: observer)
    self.geometry = geometry
    let times = SkyGeometry.liftoffs(
      net: launch.net, windowStart: launch.windowStart, windowEnd: launch.windowEnd,
      netToTheHour: launch.netToTheHour)
    passes = times.map(geometry.pass(liftoff:))
    refusal = nil
  }

  /// The pass at the NET.
  package var atNET: SkyPass? { passes.first { $0.liftoff == launch.net } }

  /// Whether the verdict changes across the window: the slip table matters then.
  package var verdictVaries: Bool { Set(passes.map(\.verdict)).count > 1 }
}
