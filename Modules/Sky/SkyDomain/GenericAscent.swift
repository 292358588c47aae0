import Foundation

/// How high and how far downrange a rocket is, seconds after liftoff: a generic Falcon 9 ascent
/// to low orbit, from liftoff to second-stage engine cut-off (SECO), after which its plume is
/// gone. Where a launch's timeline gives its own MECO and SECO the profile is stretched to meet
/// them. An estimate, said so wherever it is shown.
package struct GenericAscent: Sendable, Hashable {
  /// The generic profile: seconds after liftoff, altitude and downrange distance in kilometres.
  /// Round figures of typical webcast telemetry: Max-Q near 72 s, MECO at 150 s near 65 km,
  /// SECO at 530 s near 210 km and 1,500 km downrange.
  static let profile: [(time: Double, altitude: Double, downrange: Double)] = [
    (0, 0, 0), (30, 2, 0.3), (60, 8, 2), (80, 13, 5), (100, 22, 12), (120, 35, 25), (150, 65, 70), (180, 90, 110),
    (210, 110, 160), (240, 125, 220), (300, 150, 360), (360, 170, 540), (420, 185, 780), (480, 200, 1_100),
    (530, 210, 1_500),
  ]
  static let genericMECO = 150.0
  static let genericSECO = 530.0

  /// Seconds after liftoff of MECO and SECO, the launch's own where its timeline has them.
  package let meco: Double
  package let seco: Double
  /// Whether the launch's own timeline set them.
  package let isAnchored: Bool

  /// - Parameters: `meco`, `seco`: the timeline's offsets in seconds, `nil` when it has none.
  ///   Offsets that could not be a Falcon's (MECO outside 1–6 minutes, SECO not 1–15 minutes
  ///   after it) are ignored rather than bending the profile.
  package init(meco: Int? = nil, seco: Int? = nil) {
    if let meco, let seco, (60...360).contains(meco), (meco + 60...meco + 900).contains(seco) {
      (self.meco, self.seco, isAnchored) = (Double(meco), Double(seco), true)
    } else {
      (self.meco, self.seco, isAnchored) = (Self.genericMECO, Self.genericSECO, false)
    }
  }

  /// Altitude and downrange distance, metres, at `time` seconds after liftoff; `nil` before
  /// liftoff or after SECO.
  package func position(at time: Double) -> (altitude: Double, downrange: Double)? {
    guard time >= 0, time <= seco else { return nil }
    // The launch's time on the generic clock: each phase stretched to its own length.
    let generic =
      time <= meco
      ? time * Self.genericMECO / meco
      : Self.genericMECO + (time - meco) * (Self.genericSECO - Self.genericMECO) / (seco - meco)
    let profile = Self.profile
    guard let after = profile.firstIndex(where: { $0.time >= generic }) else {
      return (profile[profile.count - 1].altitude * 1000, profile[profile.count - 1].downrange * 1000)
    }
    guard after > 0 else { return (0, 0) }
    let (a, b) = (profile[after - 1], profile[after])
    let share = (generic - a.time) / (b.time - a.time)
    return (
      (a.altitude + (b.altitude - a.altitude) * share) * 1000,
      (a.downrange + (b.downrange - a.downrange) * share) * 1000
    )
  }
}
