import Core
import LaunchpadDomain

/// A launchpad document of `GET /v4/launchpads`, the fields we show.
struct LaunchpadDTO: Decodable, Sendable {
  var id: String
  var name: String
  var fullName: String?
  var locality: String?
  var region: String?
  var latitude: SourceNumber?
  var longitude: SourceNumber?
  var status: String?
  var launchAttempts: Int?
  var launchSuccesses: Int?
  var rockets: [String]?

  var domain: Launchpad {
    Launchpad(
      id: id, name: name, fullName: fullName, locality: locality, region: region, latitude: latitude?.value,
      longitude: longitude?.value, status: status, launchAttempts: launchAttempts, launchSuccesses: launchSuccesses,
      rocketIDs: rockets ?? [])
  }
}
