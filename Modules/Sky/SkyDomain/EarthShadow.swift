import Foundation

/// The Earth's shadow over a point: how high something must be there to still be in sunlight.
package enum EarthShadow {
  /// The height above the ground, metres, below which the Earth hides the Sun from a point whose
  /// own Sun stands `depression` degrees below its horizon: R·(1/cos d − 1) on a sphere with
  /// light travelling straight (the closed form). 0 while the Sun is up there; infinite from a
  /// quarter turn on, where no height sees round the Earth. Refraction (which lowers the line a
  /// little) and the atmosphere's own dim shadow above it are left out.
  package static func height(depression: Double, radius: Double = GeodeticPoint.meanRadius) -> Double {
    guard depression > 0 else { return 0 }
    guard depression < 90 else { return .infinity }
    return radius * (1 / cos(Angle.radians(depression)) - 1)
  }

  /// Whether a thing `height` metres above `point` is in sunlight at `date`.
  package static func isSunlit(_ point: GeodeticPoint, at date: Date) -> Bool {
    let sun = SolarPosition(at: date, latitude: point.latitude, longitude: point.longitude)
    return point.height > height(depression: -sun.altitude)
  }
}
