import Foundation

/// Where the Sun stands for an observer at one moment: NOAA's solar calculator, the
/// low-precision algorithm of Meeus' *Astronomical Algorithms* (ch. 25), good to about an
/// arc-minute for 1800–2100. Geometric altitude: refraction, which lifts the Sun about half a
/// degree at the horizon and a few arc-minutes in the twilight the verdicts turn on, is left out.
package struct SolarPosition: Sendable, Hashable {
  /// Degrees above the horizon; negative below it (−6° ends civil twilight, −18° astronomical).
  package var altitude: Double
  /// Degrees clockwise from true north.
  package var azimuth: Double
  /// The Sun's declination, degrees north of the celestial equator.
  package var declination: Double
  /// Apparent minus mean solar time, minutes.
  package var equationOfTime: Double

  package init(at date: Date, latitude: Double, longitude: Double) {
    let seconds = date.timeIntervalSince1970
    let julianCentury = (seconds / 86_400 + 2_440_587.5 - 2_451_545) / 36_525
    let sun = Self.sun(julianCentury)
    declination = sun.declination
    equationOfTime = sun.equationOfTime
    // True solar time at the place, in minutes past its midnight (a whole number of days either
    // way changes no sine): the hour angle is 0 at its solar noon.
    let solarMinutes = (seconds / 60).truncatingRemainder(dividingBy: 1440) + sun.equationOfTime + 4 * longitude
    let hourAngle = Angle.radians(solarMinutes / 4 - 180)
    let (phi, delta) = (Angle.radians(latitude), Angle.radians(sun.declination))
    let sine = sin(phi) * sin(delta) + cos(phi) * cos(delta) * cos(hourAngle)
    altitude = Angle.degrees(asin(min(1, max(-1, sine))))
    azimuth = Angle.normalized(
      Angle.degrees(atan2(sin(hourAngle), cos(hourAngle) * sin(phi) - tan(delta) * cos(phi))) + 180)
  }

  /// The Sun's declination and the equation of time, `t` Julian centuries from J2000.0.
  private static func sun(_ t: Double) -> (declination: Double, equationOfTime: Double) {
    let meanLongitude = Angle.normalized(280.46646 + t * (36_000.76983 + t * 0.000_303_2))
    let meanAnomaly = Angle.radians(357.52911 + t * (35_999.05029 - 0.000_153_7 * t))
    let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
    let centre =
      sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t)
      + sin(3 * meanAnomaly) * 0.000289
    let node = Angle.radians(125.04 - 1934.136 * t)
    let apparentLongitude = Angle.radians(meanLongitude + centre - 0.00569 - 0.00478 * sin(node))
    let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let obliquity = Angle.radians(meanObliquity + 0.00256 * cos(node))
    let declination = Angle.degrees(asin(sin(obliquity) * sin(apparentLongitude)))
    let y = pow(tan(obliquity / 2), 2)
    let (l0, e) = (Angle.radians(meanLongitude), eccentricity)
    let equation =
      y * sin(2 * l0) - 2 * e * sin(meanAnomaly) + 4 * e * y * sin(meanAnomaly) * cos(2 * l0) - 0.5 * y * y
      * sin(4 * l0)
      - 1.25 * e * e * sin(2 * meanAnomaly)
    return (declination, 4 * Angle.degrees(equation))
  }
}
