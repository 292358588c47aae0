import Foundation
import SkyDomain
import Testing

@Suite struct SkyGeometryTests {
  private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
  static let capeCanaveral = GeodeticPoint(latitude: 28.5618, longitude: -80.5772)
  static let vandenberg = GeodeticPoint(latitude: 34.632, longitude: -120.611)

  /// sin A = cos i / cos φ: the station's 51.6° from the Cape is north-east; Starlink 17's
  /// 97.6° from Vandenberg a little west of south; a geostationary transfer due east.
  @Test func heading_FromTheTableOfAssumptions() {
    let station = LaunchHeading(padLatitude: 28.5618, padLongitude: -80.5772, orbit: "LEO", name: "Crew-12")
    #expect(station.assumption == .spaceStation)
    for name in ["CRS-7", "Axiom Mission 4", "Ax-2", "NG-21 (Cygnus)", "ISS resupply"] {
      #expect(LaunchHeading(padLatitude: 28.5, padLongitude: -80.6, orbit: nil, name: name).assumption == .spaceStation)
    }
    // The letters alone are not a station flight: "Bliss 1", "Mission 4".
    for name in ["Bliss 1", "Fixture Mission A", "Screw-up"] {
      #expect(LaunchHeading(padLatitude: 28.5, padLongitude: -80.6, orbit: nil, name: name).assumption == .orbitUnknown)
    }
    #expect(abs(station.azimuth - 45.1) < 0.1)
    let starlink = LaunchHeading(
      padLatitude: 34.632, padLongitude: -120.611, orbit: "LEO", name: "Starlink Group 17-39")
    #expect(starlink.assumption == .starlinkShell(group: 17))
    #expect(abs(starlink.azimuth - 189.25) < 0.05)
    let southEast = LaunchHeading(padLatitude: 28.5618, padLongitude: -80.5772, orbit: nil, name: "Starlink Group 6-77")
    #expect(southEast.azimuth > 90 && southEast.azimuth < 180)
    #expect(LaunchHeading(padLatitude: 28.5, padLongitude: -80.6, orbit: "GTO", name: "Sirius SXM-9").azimuth == 90)
    let unknown = LaunchHeading(padLatitude: 34.632, padLongitude: -120.611, orbit: nil, name: "NROL-95")
    #expect(unknown.assumption == .orbitUnknown && unknown.azimuth == 180)
    let polar = LaunchHeading(padLatitude: 34.632, padLongitude: -120.611, orbit: "SSO", name: "Transporter-15")
    #expect(polar.assumption == .polar && polar.azimuth > 180 && polar.azimuth < 195)
    // An orbit lower than the pad's latitude cannot be reached by heading: due east.
    let low = LaunchHeading(padLatitude: 28.5, padLongitude: -80.6, orbit: nil, name: "Starlink Group 99-1")
    #expect(low.assumption == .starlinkUsualShell)
  }

  @Test func ascent_Generic_AndAnchoredToTheLaunchsOwnMECOAndSECO() throws {
    let generic = GenericAscent()
    #expect(!generic.isAnchored)
    #expect(try #require(generic.position(at: 150)).altitude == 65_000)
    #expect(try #require(generic.position(at: 530)).downrange == 1_500_000)
    #expect(generic.position(at: 531) == nil && generic.position(at: -1) == nil)
    let anchored = GenericAscent(meco: 160, seco: 520)
    #expect(anchored.isAnchored)
    #expect(try #require(anchored.position(at: 160)).altitude == 65_000)
    #expect(try #require(anchored.position(at: 520)).altitude == 210_000)
    // Offsets no Falcon flies are not allowed to bend the profile.
    #expect(!GenericAscent(meco: 5, seco: 520).isAnchored)
    #expect(!GenericAscent(meco: 160, seco: 100_000).isAnchored)
    #expect(!GenericAscent(meco: Int.max, seco: Int.max).isAnchored)
  }

  private func geometry(pad: GeodeticPoint, place: GeodeticPoint, name: String, orbit: String? = "LEO")
    -> SkyGeometry
  {
    SkyGeometry(
      pad: pad,
      heading: LaunchHeading(padLatitude: pad.latitude, padLongitude: pad.longitude, orbit: orbit, name: name),
      ascent: GenericAscent(), place: place)
  }

  /// From Tokyo nothing launched from Florida rises above the horizon.
  @Test func farAway_IsBelowTheHorizon() {
    let pass = geometry(pad: Self.capeCanaveral, place: GeodeticPoint(latitude: 35.68, longitude: 139.69), name: "GPS")
      .pass(liftoff: utc("2024-12-10T01:30:00Z"))
    #expect(pass.verdict == .belowHorizon)
    #expect(pass.shown.isEmpty)
  }

  /// From Orlando, a Cape launch at 17:00 UTC (noon there) is a daylight launch.
  @Test func middayNearby_IsDaylight() {
    let pass = geometry(pad: Self.capeCanaveral, place: GeodeticPoint(latitude: 28.54, longitude: -81.38), name: "GPS")
      .pass(liftoff: utc("2024-12-10T17:00:00Z"))
    #expect(pass.verdict == .daylight)
    #expect(pass.sunAltitude > 30)
  }

  /// At local midnight the rocket stays in the Earth's shadow: a night flame.
  @Test func midnightNearby_IsANightFlame() {
    let pass = geometry(pad: Self.capeCanaveral, place: GeodeticPoint(latitude: 28.54, longitude: -81.38), name: "GPS")
      .pass(liftoff: utc("2024-12-10T05:00:00Z"))
    #expect(pass.verdict == .nightFlame)
    #expect(pass.track.allSatisfy { !$0.isSunlit })
  }

  /// Three-quarters of an hour after sunset in Los Angeles (00:45 UTC on 10 December 2024) a
  /// Vandenberg launch climbs out of the shadow into sunlight in a dark sky: the twilight plume.
  @Test func afterSunsetInLosAngeles_IsATwilightPlume() {
    let place = GeodeticPoint(latitude: 34.05, longitude: -118.24)
    let pass = geometry(pad: Self.vandenberg, place: place, name: "Starlink Group 17-1")
      .pass(liftoff: utc("2024-12-10T01:30:00Z"))
    #expect(pass.verdict == .twilightPlume)
    #expect(pass.sunAltitude < SkyGeometry.darkSky)
    // The liftoff itself is in the shadow; the plume is lit only once high enough.
    #expect(pass.track.first?.isSunlit == false)
    #expect(!pass.shown.isEmpty && pass.shown.allSatisfy { $0.isSunlit && $0.sighting.isAboveHorizon })
    #expect(pass.shown.allSatisfy { $0.altitude > 40_000 })
  }

  @Test func liftoffs_AreTheNET_AndEveryTenMinutesOfTheWindow() {
    let start = utc("2026-12-03T02:00:00Z")
    let times = SkyGeometry.liftoffs(
      net: start.addingTimeInterval(900), windowStart: start, windowEnd: start.addingTimeInterval(1800))
    #expect(times.map { $0.timeIntervalSince(start) } == [0, 600, 900, 1200, 1800])
    #expect(SkyGeometry.liftoffs(net: start, windowStart: nil, windowEnd: nil) == [start])
    // A hostile window: backwards is its start only, a week long is its first six hours.
    #expect(SkyGeometry.liftoffs(net: start, windowStart: start, windowEnd: start.addingTimeInterval(-60)) == [start])
    #expect(
      SkyGeometry.liftoffs(net: start, windowStart: start, windowEnd: start.addingTimeInterval(7 * 86_400)).count == 37)
  }

  @Test func liftoffs_ForANETKnownToTheHour_SweepHalfAnHourEitherSide_AndTheWindow() {
    let net = utc("2026-07-22T02:50:00Z")
    let alone = SkyGeometry.liftoffs(net: net, windowStart: nil, windowEnd: nil, netToTheHour: true)
    #expect(alone.map { $0.timeIntervalSince(net) / 60 } == [-30, -20, -10, 0, 10, 20, 30])
    // Gravity-1's shape in LL2's capture: NET 02:50 to the hour, window 02:44–03:09.
    let both = SkyGeometry.liftoffs(
      net: net, windowStart: net.addingTimeInterval(-360), windowEnd: net.addingTimeInterval(1140), netToTheHour: true)
    #expect(both.map { $0.timeIntervalSince(net) / 60 } == [-30, -20, -10, -6, 0, 4, 10, 14, 20, 30])
  }
}
