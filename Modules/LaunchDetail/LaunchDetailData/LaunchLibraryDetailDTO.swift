import Core
import Foundation

/// A launch in Launch Library 2's `detailed` shape (`GET /launches/{id}/?mode=detailed`): the
/// parts a card shows. Every field is optional: LL2 fills what it knows, and 2.2.0 and 2.3.0
/// name a few things differently (`location` / `landing_location`, `spacecraft_stage` an object
/// or an array).
struct LaunchLibraryDetailDTO: Decodable, Sendable {
  struct Named: Decodable, Sendable {
    var name: String?
    var abbrev: String?
  }

  struct Landing: Decodable, Sendable {
    var attempt: Bool?
    var success: Bool?
    var type: Named?
    var landingLocation: Named?
    var location: Named?
  }

  struct LauncherStage: Decodable, Sendable {
    struct Launcher: Decodable, Sendable {
      var id: Int?
      var serialNumber: String?
    }
    var reused: Bool?
    var launcherFlightNumber: Int?
    var launcher: Launcher?
    var landing: Landing?
  }

  struct SpacecraftStage: Decodable, Sendable {
    struct Spacecraft: Decodable, Sendable {
      var id: Int?
      var name: String?
      var serialNumber: String?
      var status: Named?
    }
    struct CrewAssignment: Decodable, Sendable {
      struct Role: Decodable, Sendable {
        var role: String?
      }
      struct Astronaut: Decodable, Sendable {
        var id: Int?
        var name: String?
        var agency: Named?
      }
      var role: Role?
      var astronaut: Astronaut?
    }
    var spacecraft: Spacecraft?
    var launchCrew: [CrewAssignment]?
  }

  struct Rocket: Decodable, Sendable {
    var launcherStage: [LauncherStage]?
    var spacecraftStage: OneOrMany<SpacecraftStage>?
  }

  struct Mission: Decodable, Sendable {
    var id: Int?
    var name: String?
    var type: String?
    var orbit: Named?
  }

  struct Link: Decodable, Sendable {
    var url: String?
  }

  struct Picture: Decodable, Sendable {
    var imageUrl: String?
  }

  var id: String
  var rocket: Rocket?
  var mission: Mission?
  var vidUrls: [Link]?
  var infoUrls: [Link]?
  var missionPatches: [Picture]?
  var image: OneOf<Picture>?
}

/// An object, or an array of them (LL2 2.3.0 made `spacecraft_stage` an array).
struct OneOrMany<Element: Decodable & Sendable>: Decodable, Sendable {
  var elements: [Element]

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let many = try? container.decode([Element].self) {
      elements = many
    } else {
      elements = [try container.decode(Element.self)]
    }
  }
}

/// An object, or just its URL as a string (LL2 2.2.0's `image`).
struct OneOf<Object: Decodable & Sendable>: Decodable, Sendable {
  var object: Object?
  var url: String?

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      url = text
    } else {
      object = try? container.decode(Object.self)
    }
  }
}
