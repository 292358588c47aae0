import Foundation

/// What a launch will look like from one place if it lifts off at one moment.
package enum SkyVerdict: String, Sendable, Hashable, CaseIterable {
  /// Your sky is dark and the rocket climbs out of the Earth's shadow into sunlight while above
  /// your horizon: the lit exhaust plume ("jellyfish") is likely.
  case twilightPlume
  /// Your sky is dark and the rocket stays in the shadow: the engine's flame, a moving star.
  case nightFlame
  /// Your sky is light: little to see beyond about 100 km.
  case daylight
  /// The rocket never rises above your horizon before SECO.
  case belowHorizon
}

/// One point of the track as seen from the place.
package struct SkyTrackPoint: Sendable, Hashable {
  /// Seconds after liftoff.
  package var time: Double
  package var sighting: Sighting
  /// The rocket's own height, metres.
  package var altitude: Double
  /// Whether the rocket is in sunlight there.
  package var isSunlit: Bool
}

/// The verdict for one liftoff time, and the numbers behind it.
package struct SkyPass: Sendable, Hashable {
  package var liftoff: Date
  package var verdict: SkyVerdict
  /// Your Sun's altitude at liftoff, degrees.
  package var sunAltitude: Double
  /// The track every ``SkyGeometry/step`` seconds from liftoff to SECO.
  package var track: [SkyTrackPoint]

  /// The points worth looking at: the sunlit ones above your horizon for a twilight plume, the
  /// ones above your horizon otherwise (none below it).
  package var shown: [SkyTrackPoint] {
    let above = track.filter(\.sighting.isAboveHorizon)
    return verdict == .twilightPlume ? above.filter(\.isSunlit) : above
  }
}

/// A launch's geometry from one place: the pad, the heading and the ascent, judged at any
/// liftoff time.
package struct SkyGeometry: Sendable, Hashable {
  /// Your sky counts as dark once your Sun is this far below the horizon: the end of civil
  /// twilight, when a sunlit plume stands out.
  package static let darkSky = -6.0
  /// Seconds between points of the track.
  package static let step = 10.0

  package var pad: GeodeticPoint
  package var heading: LaunchHeading
  package var ascent: GenericAscent
  package var place: GeodeticPoint

  package init(pad: GeodeticPoint, heading: LaunchHeading, ascent: GenericAscent, place: GeodeticPoint) {
    (self.pad, self.heading, self.ascent, self.place) = (pad, heading, ascent, place)
  }

  /// From you to the pad, along the ground: metres and the bearing to look at it.
  package var padDistance: Double { place.groundDistance(to: pad) }
  package var padBearing: Double { place.bearing(to: pad) }

  /// The verdict for a liftoff at `liftoff`.
  package func pass(liftoff: Date) -> SkyPass {
    var track: [SkyTrackPoint] = []
    var time = 0.0
    while let position = ascent.position(at: time) {
      let rocket = pad.travelled(bearing: heading.azimuth, distance: position.downrange, height: position.altitude)
      let moment = liftoff.addingTimeInterval(time)
      track.append(
        SkyTrackPoint(
          time: time, sighting: place.sighting(of: rocket), altitude: position.altitude,
          isSunlit: EarthShadow.isSunlit(rocket, at: moment)))
      time += Self.step
    }
    let sun = SolarPosition(at: liftoff, latitude: place.latitude, longitude: place.longitude).altitude
    let above = track.filter(\.sighting.isAboveHorizon)
    let verdict: SkyVerdict =
      if above.isEmpty {
        .belowHorizon
      } else if sun > Self.darkSky {
        .daylight
      } else if above.contains(where: \.isSunlit) {
        .twilightPlume
      } else {
        .nightFlame
      }
    return SkyPass(liftoff: liftoff, verdict: verdict, sunAltitude: sun, track: track)
  }

  /// The liftoff times worth judging: the NET, and every ten minutes across the window (its
  /// first 6 hours; a window that ends before it starts is only its start) and, for a NET known
  /// only to the hour, across the hour around it (half an hour either side).
  package static func liftoffs(net: Date, windowStart: Date?, windowEnd: Date?, netToTheHour: Bool = false) -> [Date] {
    var times = [net]
    if let start = windowStart, let end = windowEnd {
      let span = min(max(0, end.timeIntervalSince(start)), 6 * 3600)
      for offset in stride(from: 0.0, through: span, by: 600) { times.append(start.addingTimeInterval(offset)) }
    }
    if netToTheHour {
      for offset in stride(from: -1800.0, through: 1800, by: 600) { times.append(net.addingTimeInterval(offset)) }
    }
    return Array(Set(times)).sorted()
  }
}
