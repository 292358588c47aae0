import Core
import Foundation
import SkyDomain

/// The numbers behind a sky report, as `sky.get` and `spacex sky --format json` give them:
/// degrees, metres and seconds after liftoff, rounded to what the estimate can vouch for.
struct SkyItem: Codable, Sendable, Hashable {
  struct LaunchFacts: Codable, Sendable, Hashable {
    var id: String
    var name: String
    var net: Date
    /// `hour` when the NET is timed; `day` or coarser otherwise (then there is no verdict).
    var precision: DatePrecision
    /// Whether a timed NET is good only to the hour: the passes then sweep half an hour either
    /// side of it.
    var netToTheHour: Bool
    var windowStart: Date?
    var windowEnd: Date?
    var pad: String?
    var padLatitude: Double?
    var padLongitude: Double?
    var orbit: String?
  }

  struct Estimate: Codable, Sendable, Hashable {
    /// Degrees from north; the assumption it comes from: `spaceStation`, `polar`,
    /// `geostationary`, `starlinkShell`, `starlinkUsualShell`, `orbitUnknown`.
    var heading: Double
    var inclination: Double?
    var assumption: String
    var starlinkGroup: Int?
    /// Whether the launch's own MECO and SECO timed the generic ascent.
    var anchoredToTimeline: Bool
    var meco: Double
    var seco: Double
    var padDistance: Double
    var padBearing: Double
    /// The Sun's altitude at the place below which its sky counts as dark.
    var darkSky: Double
  }

  struct Point: Codable, Sendable, Hashable {
    var t: Double
    var azimuth: Double
    var elevation: Double
    var range: Double
    var altitude: Double
    var sunlit: Bool
  }

  struct Pass: Codable, Sendable, Hashable {
    var liftoff: Date
    var isNET: Bool
    /// `twilightPlume`, `nightFlame`, `daylight` or `belowHorizon`.
    var verdict: String
    var sunAltitude: Double
    /// The points worth looking at (``SkyPass/shown``): first and last.
    var lookFrom: Point?
    var lookTo: Point?
    var track: [Point]
  }

  var launch: LaunchFacts
  var latitude: Double
  var longitude: Double
  var estimate: Estimate?
  var passes: [Pass]
  /// `netNotTimed` or `padUnknown` when there is no verdict.
  var refusal: String?

  init(_ report: SkyReport) {
    let sky = report.launch
    launch = LaunchFacts(
      id: sky.id, name: sky.name, net: sky.net, precision: sky.precision, netToTheHour: sky.netToTheHour,
      windowStart: sky.windowStart,
      windowEnd: sky.windowEnd, pad: sky.padName, padLatitude: sky.pad?.latitude, padLongitude: sky.pad?.longitude,
      orbit: sky.orbit)
    (latitude, longitude) = (report.place.latitude, report.place.longitude)
    estimate = report.geometry.map { geometry in
      let group: Int? = if case .starlinkShell(let group) = geometry.heading.assumption { group } else { nil }
      return Estimate(
        heading: Self.round(geometry.heading.azimuth, 1), inclination: geometry.heading.inclination,
        assumption: Self.name(geometry.heading.assumption), starlinkGroup: group,
        anchoredToTimeline: geometry.ascent.isAnchored, meco: geometry.ascent.meco, seco: geometry.ascent.seco,
        padDistance: Self.round(geometry.padDistance, -2), padBearing: Self.round(geometry.padBearing, 1),
        darkSky: SkyGeometry.darkSky)
    }
    passes = report.passes.map { pass in
      let shown = pass.shown
      return Pass(
        liftoff: pass.liftoff, isNET: pass.liftoff == sky.net, verdict: pass.verdict.rawValue,
        sunAltitude: Self.round(pass.sunAltitude, 2), lookFrom: shown.first.map(Self.point),
        lookTo: shown.last.map(Self.point), track: pass.track.map(Self.point))
    }
    refusal = report.refusal.map {
      switch $0 {
      case .netNotTimed: "netNotTimed"
      case .padUnknown: "padUnknown"
      }
    }
  }

  static func point(_ point: SkyTrackPoint) -> Point {
    Point(
      t: point.time, azimuth: round(point.sighting.azimuth, 2), elevation: round(point.sighting.elevation, 2),
      range: round(point.sighting.range, -2), altitude: round(point.altitude, -2), sunlit: point.isSunlit)
  }

  static func name(_ assumption: LaunchHeading.Assumption) -> String {
    switch assumption {
    case .spaceStation: "spaceStation"
    case .polar: "polar"
    case .geostationary: "geostationary"
    case .starlinkShell: "starlinkShell"
    case .starlinkUsualShell: "starlinkUsualShell"
    case .orbitUnknown: "orbitUnknown"
    }
  }

  /// `value` to `digits` decimals (negative: to tens, hundreds): an estimate's noise left out.
  static func round(_ value: Double, _ digits: Int) -> Double {
    let scale = pow(10, Double(digits))
    return (value * scale).rounded() / scale
  }
}
