import Foundation
import SkyDomain
import Testing

/// The Sun's position against published values: NOAA's solar calculator, and the almanac's
/// equinoxes, solstices and equation of time.
@Suite struct SolarPositionTests {
  private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

  /// NOAA's calculator for Helsinki (60.17° N, 24.94° E) at its solar noon of 2022-09-04,
  /// 10:19:29 UTC: elevation 36.96° (with refraction, ~0.02° at that height), azimuth 180.05°,
  /// declination 7.11°.
  @Test func helsinki_AtSolarNoon_AsNOAAsCalculator() {
    let sun = SolarPosition(at: utc("2022-09-04T10:19:29Z"), latitude: 60.17, longitude: 24.94)
    #expect(abs(sun.altitude - 36.96) < 0.1)
    #expect(abs(sun.azimuth - 180.05) < 0.1)
    #expect(abs(sun.declination - 7.11) < 0.01)
  }

  /// At the March equinox of 2024 (03:06 UTC on the 20th) the Sun crosses the equator; at the June
  /// solstice (20:51 UTC on the 20th) it stands at the obliquity of the ecliptic, 23.436°.
  @Test func declination_AtTheEquinoxAndTheSolstice() {
    #expect(abs(SolarPosition(at: utc("2024-03-20T03:06:00Z"), latitude: 0, longitude: 0).declination) < 0.01)
    #expect(
      abs(SolarPosition(at: utc("2024-06-20T20:51:00Z"), latitude: 0, longitude: 0).declination - 23.436) < 0.01)
  }

  /// The highest the Sun stands in a day is 90° − |latitude − declination|: at Greenwich on the
  /// June solstice 61.96°, at Cape Canaveral on the December solstice 38.08°.
  @Test(arguments: [
    ("2024-06-20T00:00:00Z", 51.4769, -0.0005, 61.96), ("2024-12-21T00:00:00Z", 28.4889, -80.5778, 38.08),
  ])
  func noonAltitude_AtTheSolstices(day: String, latitude: Double, longitude: Double, expected: Double) {
    let start = utc(day)
    let highest = stride(from: 0.0, to: 86_400, by: 30).map {
      SolarPosition(at: start.addingTimeInterval($0), latitude: latitude, longitude: longitude).altitude
    }.max()!
    #expect(abs(highest - expected) < 0.1)
  }

  /// The equation of time peaks near +16.4 min on 3 November and −14.2 min on 11 February.
  @Test func equationOfTime_AtItsPeaks() {
    #expect(abs(SolarPosition(at: utc("2024-11-03T12:00:00Z"), latitude: 0, longitude: 0).equationOfTime - 16.4) < 0.2)
    #expect(abs(SolarPosition(at: utc("2024-02-11T12:00:00Z"), latitude: 0, longitude: 0).equationOfTime + 14.2) < 0.2)
  }

  /// Morning and evening: the Sun rises in the east and sets in the west at an equinox, and is
  /// below the horizon at local midnight. At 08:00 UTC on the equator at Greenwich the hour angle
  /// is 15° × −4 h less the equation of time (−7.4 min): −61.85°, so the Sun stands at 28.15°.
  @Test func azimuth_EastInTheMorning_WestInTheEvening() {
    let morning = SolarPosition(at: utc("2024-03-20T08:00:00Z"), latitude: 0, longitude: 0)
    let evening = SolarPosition(at: utc("2024-03-20T16:00:00Z"), latitude: 0, longitude: 0)
    let midnight = SolarPosition(at: utc("2024-03-20T00:07:00Z"), latitude: 0, longitude: 0)
    #expect(abs(morning.azimuth - 90) < 1)
    #expect(abs(evening.azimuth - 270) < 1)
    #expect(abs(morning.altitude - 28.15) < 0.1)
    #expect(midnight.altitude < -89)
  }
}
