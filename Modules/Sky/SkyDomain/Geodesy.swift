import Foundation

/// A point by latitude and longitude (degrees, WGS 84) and height above the ellipsoid (metres).
package struct GeodeticPoint: Sendable, Hashable {
  package var latitude: Double
  package var longitude: Double
  package var height: Double

  package init(latitude: Double, longitude: Double, height: Double = 0) {
    (self.latitude, self.longitude, self.height) = (latitude, longitude, height)
  }

  /// WGS 84's equatorial radius and flattening.
  static let equatorialRadius = 6_378_137.0
  static let flattening = 1 / 298.257_223_563
  /// The mean radius, for distances along the ground (a sphere is good to about 0.5 %).
  package static let meanRadius = 6_371_008.8

  /// Earth-centred, Earth-fixed coordinates, metres: x towards (0° N, 0° E), z towards the north pole.
  var ecef: (x: Double, y: Double, z: Double) {
    let eccentricitySquared = Self.flattening * (2 - Self.flattening)
    let (phi, lambda) = (Angle.radians(latitude), Angle.radians(longitude))
    let normal = Self.equatorialRadius / (1 - eccentricitySquared * sin(phi) * sin(phi)).squareRoot()
    return (
      (normal + height) * cos(phi) * cos(lambda), (normal + height) * cos(phi) * sin(lambda),
      (normal * (1 - eccentricitySquared) + height) * sin(phi)
    )
  }

  /// Where `target` is seen from here: its east, north and up offsets in the local tangent plane
  /// (ECEF difference rotated to ENU), then azimuth, elevation and range.
  package func sighting(of target: GeodeticPoint) -> Sighting {
    let (from, to) = (ecef, target.ecef)
    let (dx, dy, dz) = (to.x - from.x, to.y - from.y, to.z - from.z)
    let (phi, lambda) = (Angle.radians(latitude), Angle.radians(longitude))
    let east = -sin(lambda) * dx + cos(lambda) * dy
    let north = -sin(phi) * cos(lambda) * dx - sin(phi) * sin(lambda) * dy + cos(phi) * dz
    let up = cos(phi) * cos(lambda) * dx + cos(phi) * sin(lambda) * dy + sin(phi) * dz
    let horizontal = (east * east + north * north).squareRoot()
    return Sighting(
      azimuth: Angle.normalized(Angle.degrees(atan2(east, north))), elevation: Angle.degrees(atan2(up, horizontal)),
      range: (horizontal * horizontal + up * up).squareRoot())
  }

  /// The point `distance` metres along the ground from here, setting off on `bearing` degrees
  /// (a great circle on the mean sphere), at `height`.
  package func travelled(bearing: Double, distance: Double, height: Double) -> GeodeticPoint {
    let (phi, lambda, theta) = (Angle.radians(latitude), Angle.radians(longitude), Angle.radians(bearing))
    let delta = distance / Self.meanRadius
    let phi2 = asin(sin(phi) * cos(delta) + cos(phi) * sin(delta) * cos(theta))
    let lambda2 = lambda + atan2(sin(theta) * sin(delta) * cos(phi), cos(delta) - sin(phi) * sin(phi2))
    let longitude = Angle.normalized(Angle.degrees(lambda2) + 180) - 180
    return GeodeticPoint(latitude: Angle.degrees(phi2), longitude: longitude, height: height)
  }

  /// The distance along the ground to `other`, metres (haversine on the mean sphere).
  package func groundDistance(to other: GeodeticPoint) -> Double {
    let (phi1, phi2) = (Angle.radians(latitude), Angle.radians(other.latitude))
    let (dPhi, dLambda) = (phi2 - phi1, Angle.radians(other.longitude - longitude))
    let a = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
    return 2 * Self.meanRadius * asin(min(1, a.squareRoot()))
  }

  /// The initial bearing of the great circle to `other`, degrees from north.
  package func bearing(to other: GeodeticPoint) -> Double {
    let (phi1, phi2) = (Angle.radians(latitude), Angle.radians(other.latitude))
    let dLambda = Angle.radians(other.longitude - longitude)
    return Angle.normalized(
      Angle.degrees(atan2(sin(dLambda) * cos(phi2), cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda))))
  }
}

/// A thing as seen from a place: where to look and how far it is.
package struct Sighting: Sendable, Hashable {
  /// Degrees clockwise from true north.
  package var azimuth: Double
  /// Degrees above the horizon (geometric: no refraction, no hills); negative below it.
  package var elevation: Double
  /// Straight-line distance, metres.
  package var range: Double

  /// Above the observer's mathematical horizon.
  package var isAboveHorizon: Bool { elevation > 0 }
}
