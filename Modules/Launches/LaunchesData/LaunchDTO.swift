import Core
import Foundation

/// A launch document of the v4 API, field for field. Only `id` and `name` are required, so a
/// document missing anything else is still listed.
struct LaunchDTO: Decodable, Sendable {
  struct Failure: Decodable, Sendable {
    var time: Int?
    var altitude: Int?
    var reason: String?
  }

  /// v4 lists crew as ids; v5 as `{crew, role}` objects. Both decode.
  struct Crew: Decodable, Sendable {
    var crew: String
    var role: String?

    init(from decoder: any Decoder) throws {
      if let id = try? decoder.singleValueContainer().decode(String.self) {
        crew = id
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      crew = try container.decode(String.self, forKey: .crew)
      role = try container.decodeIfPresent(String.self, forKey: .role)
    }

    private enum CodingKeys: String, CodingKey {
      case crew, role
    }
  }

  struct Core: Decodable, Sendable {
    var core: String?
    var flight: Int?
    var reused: Bool?
    var landingAttempt: Bool?
    var landingSuccess: Bool?
    var landingType: String?
    var landpad: String?
  }

  struct Links: Decodable, Sendable {
    struct Patch: Decodable, Sendable {
      var small: String?
      var large: String?
    }

    struct Reddit: Decodable, Sendable {
      var campaign: String?
      var launch: String?
      var media: String?
      var recovery: String?
    }

    struct Flickr: Decodable, Sendable {
      var small: [String]?
      var original: [String]?
    }

    var patch: Patch?
    var reddit: Reddit?
    var flickr: Flickr?
    var presskit: String?
    var webcast: String?
    var article: String?
    var wikipedia: String?
  }

  var id: String
  var name: String
  var flightNumber: Int?
  var dateUtc: Date?
  var dateUnix: Int?
  var datePrecision: String?
  var upcoming: Bool?
  var success: Bool?
  var failures: [Failure]?
  var rocket: String?
  var launchpad: String?
  var payloads: [String]?
  var crew: [Crew]?
  var capsules: [String]?
  var ships: [String]?
  var cores: [Core]?
  var links: Links?
  var details: String?
  /// Launch Library 2's id for this launch: filled for about a third, not always right.
  var launchLibraryId: String?
}

/// Just enough of a rocket document to name it in a launch list.
struct NamedDocumentDTO: Decodable, Sendable {
  var id: String
  var name: String
}

/// Enough of a launchpad document to name it in a list and place it in a launch's detail.
struct LaunchpadSiteDTO: Decodable, Sendable {
  var id: String
  var name: String
  var fullName: String?
  var locality: String?
  var region: String?
  var latitude: SourceNumber?
  var longitude: SourceNumber?
}
