import Foundation
import SkyDomain
import Testing

/// The ENU transform and the shadow against hand-worked cases.
@Suite struct GeodesyTests {
  @Test func pointStraightAbove_IsAtTheZenith_AtItsHeight() {
    let place = GeodeticPoint(latitude: 28.5, longitude: -80.6)
    let sighting = place.sighting(of: GeodeticPoint(latitude: 28.5, longitude: -80.6, height: 100_000))
    #expect(abs(sighting.elevation - 90) < 1e-6)
    #expect(abs(sighting.range - 100_000) < 1e-3)
  }

  /// On the equator (a circle on the ellipsoid) a point on the ground 1° of longitude east is due
  /// east and half a degree below the horizon: the chord dips by half the angle it spans.
  @Test func pointOnTheEquator_OneDegreeEast_IsEast_HalfADegreeDown() {
    let sighting = GeodeticPoint(latitude: 0, longitude: 0).sighting(of: GeodeticPoint(latitude: 0, longitude: 1))
    #expect(abs(sighting.azimuth - 90) < 1e-9)
    #expect(abs(sighting.elevation + 0.5) < 1e-9)
    #expect(abs(sighting.range - 2 * 6_378_137 * sin(0.5 * .pi / 180)) < 1e-3)
    #expect(!sighting.isAboveHorizon)
  }

  /// Up a meridian: a point north is at azimuth 0, south at 180; high enough, it is above the horizon.
  @Test func pointsAlongAMeridian_AreNorthOrSouth() {
    let place = GeodeticPoint(latitude: 10, longitude: 20)
    let north = place.sighting(of: GeodeticPoint(latitude: 11, longitude: 20, height: 100_000))
    let south = place.sighting(of: GeodeticPoint(latitude: 9, longitude: 20, height: 100_000))
    #expect(abs(north.azimuth) < 1e-9 || abs(north.azimuth - 360) < 1e-9)
    #expect(abs(south.azimuth - 180) < 1e-9)
    #expect(north.isAboveHorizon && south.isAboveHorizon)
  }

  @Test func travelled_ThenMeasured_GivesTheDistanceAndBearingBack() {
    let pad = GeodeticPoint(latitude: 28.5618, longitude: -80.5772)
    for bearing in [0.0, 45, 135, 190, 300] {
      let there = pad.travelled(bearing: bearing, distance: 500_000, height: 150_000)
      #expect(abs(pad.groundDistance(to: there) - 500_000) < 1)
      let turn = abs(pad.bearing(to: there) - bearing)
      #expect(min(turn, 360 - turn) < 1e-6)
      #expect(there.height == 150_000)
    }
  }

  /// R·(1/cos d − 1): 0 with the Sun on the horizon, 98.3 km at 10° below it, 408.9 km at 20°.
  @Test func shadowHeight_IsTheClosedForm() {
    #expect(EarthShadow.height(depression: -5) == 0)
    #expect(EarthShadow.height(depression: 0) == 0)
    #expect(abs(EarthShadow.height(depression: 10, radius: 6_371_000) - 98_283) < 1)
    #expect(abs(EarthShadow.height(depression: 20, radius: 6_371_000) - 408_877) < 1)
    #expect(EarthShadow.height(depression: 90) == .infinity)
  }
}
