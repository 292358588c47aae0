import Core
import Foundation

/// One page of Launch Library 2's `GET /launches/` (`mode=normal` or `detailed`): only what the merge reads.
/// Decoded with the API decoder (snake_case keys), like the SpaceX API's documents.
struct LaunchLibraryPageDTO: Decodable, Sendable {
  var count: Int?
  var next: String?
  var results: LossyArray<LaunchLibraryLaunchDTO>
}

/// A launch in LL2's `normal` shape. 2.3.0 and 2.2.0 differ in small ways that both decode:
/// pad coordinates are numbers in 2.3.0 and strings in 2.2.0, `image` an object or a URL string.
struct LaunchLibraryLaunchDTO: Decodable, Sendable {
  struct Status: Decodable, Sendable {
    var id: Int
  }

  struct Precision: Decodable, Sendable {
    var id: Int?
    var abbrev: String?
  }

  struct Rocket: Decodable, Sendable {
    struct Configuration: Decodable, Sendable {
      var id: Int?
      var name: String?
    }
    var configuration: Configuration?
    /// The boosters (`detailed` mode only).
    var launcherStage: LossyArray<LauncherStage>?
    /// The spacecraft (`detailed` mode only): one object in 2.2.0, an array in 2.3.0.
    var spacecraftStage: OneOrMany<SpacecraftStage>?
  }

  /// A spacecraft on a launch (a Dragon, a Starship upper stage).
  struct SpacecraftStage: Decodable, Sendable {
    struct Spacecraft: Decodable, Sendable {
      var serialNumber: String?
      var name: String?
      var status: LooseName?
    }
    struct Landing: Decodable, Sendable {
      var attempt: Bool?
      var success: Bool?
    }
    var spacecraft: Spacecraft?
    var launchCrew: [Crew]?
    var landing: Landing?

    /// Only counted: who flew is the launch card's business.
    struct Crew: Decodable, Sendable {}
  }

  /// A member that is one object in one version and an array of them in another.
  struct OneOrMany<Element: Decodable & Sendable>: Decodable, Sendable {
    var elements: [Element]

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        elements = []
      } else if let many = try? container.decode(LossyArray<Element>.self) {
        elements = many.elements
      } else {
        elements = (try? container.decode(Element.self)).map { [$0] } ?? []
      }
    }
  }

  /// One booster on a launch, as the `detailed` shape has it (2.2.0 and 2.3.0 both decode).
  struct LauncherStage: Decodable, Sendable {
    struct Launcher: Decodable, Sendable {
      var serialNumber: String?
      var status: LooseName?
      /// The flights it had flown when the record was read, by LL2's own count.
      var flights: Int?
    }

    struct Landing: Decodable, Sendable {
      struct Place: Decodable, Sendable {
        var name: String?
        var abbrev: String?
      }
      struct Kind: Decodable, Sendable {
        var abbrev: String?
      }
      var attempt: Bool?
      var success: Bool?
      var type: Kind?
      /// `landing_location` in 2.3.0, `location` in 2.2.0.
      var landingLocation: Place?
      var location: Place?
    }

    var reused: Bool?
    var launcherFlightNumber: Int?
    var launcher: Launcher?
    var landing: Landing?
    /// 2.2.0: whole days.
    var turnAroundTimeDays: Int?
    /// 2.3.0: an ISO 8601 duration (`P50D`, `P49DT23H10M`).
    var turnAroundTime: String?

    /// Days since the booster's previous flight, from either shape.
    var turnaroundDays: Int? {
      turnAroundTimeDays ?? turnAroundTime.flatMap(LaunchLibraryDuration.seconds).map { $0 / 86_400 }
    }
  }

  /// A name that comes as a string (2.2.0's `status: "active"`) or an object with one (2.3.0's
  /// `status: {name: "Active"}`).
  struct LooseName: Decodable, Sendable {
    var name: String?

    private struct Object: Decodable {
      var name: String?
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        name = nil
      } else if let text = try? container.decode(String.self) {
        name = text
      } else {
        name = try container.decode(Object.self).name
      }
    }
  }

  struct Pad: Decodable, Sendable {
    struct Location: Decodable, Sendable {
      var name: String?
    }
    var id: Int?
    var name: String?
    var latitude: LooseDouble?
    var longitude: LooseDouble?
    var location: Location?
  }

  struct Mission: Decodable, Sendable {
    struct Orbit: Decodable, Sendable {
      var name: String?
      var abbrev: String?
    }
    var name: String?
    var orbit: Orbit?
  }

  struct Provider: Decodable, Sendable {
    var id: Int?
    var name: String?
  }

  /// A program the launch is part of (Starlink, Commercial Crew Program).
  struct Program: Decodable, Sendable {
    var name: String
  }

  var id: String
  var name: String
  var net: Date?
  var netPrecision: Precision?
  var status: Status?
  var lastUpdated: Date?
  var rocket: Rocket?
  var pad: Pad?
  var mission: Mission?
  /// `nil` when the record has no such field (unknown); empty when LL2 names no program.
  var program: LossyArray<Program>?
  var image: LaunchLibraryImage?
  var launchServiceProvider: Provider?
  var windowStart: Date?
  var windowEnd: Date?
  var webcastLive: Bool?
  var probability: Int?
  var weatherConcerns: String?
  /// LL2's own counts as of the record's last update: the provider's launches of the year and
  /// the pad's, up to and including this one.
  var agencyLaunchAttemptCountYear: Int?
  var padLaunchAttemptCountYear: Int?
  /// Since the pad's previous launch: an ISO 8601 duration (`P3DT18H16M56S`).
  var padTurnaround: String?
  var flightclubUrl: String?
  /// The webcasts: `vid_urls` in 2.3.0, `vidURLs` in 2.2.0's detailed mode.
  var vidUrls: LossyArray<Video>?
  var vidURLs: LossyArray<Video>?

  /// The editors' notes (`detailed` mode only).
  var updates: LossyArray<Update>?

  struct Update: Decodable, Sendable {
    var id: Int?
    var comment: String?
    var infoUrl: String?
    var createdBy: String?
    var createdOn: Date?
  }

  /// The planned timeline (`detailed` mode only).
  var timeline: LossyArray<TimelineEntry>?

  /// One event of it: `{"type": {"id": 12, "abbrev": "MECO", …}, "relative_time": "PT2M26S"}`.
  struct TimelineEntry: Decodable, Sendable {
    struct Kind: Decodable, Sendable {
      var id: Int?
      var abbrev: String?
    }
    var type: Kind?
    var relativeTime: String?
  }

  struct Video: Decodable, Sendable {
    struct Named: Decodable, Sendable {
      var id: Int?
      var name: String?
    }
    struct Language: Decodable, Sendable {
      var code: String?
    }
    var url: String?
    var priority: Int?
    var publisher: String?
    var type: Named?
    var language: Language?
    var startTime: Date?
    var endTime: Date?
    /// 2.3.0's own flag of the stream; 2.2.0 has none.
    var live: Bool?
  }

  /// The streams, from either version's name for them; `nil` when the record has neither.
  var videos: [Video]? { (vidUrls ?? vidURLs)?.elements }
}

/// A number that may come as a JSON number or as a string of one (LL2 2.2.0's coordinates),
/// within ``SourceNumber``'s range: a string says `nan` or `1e999` as easily as `28.5`.
struct LooseDouble: Decodable, Sendable, Hashable {
  var value: Double

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    var number = try? container.decode(Double.self)
    if number == nil { number = Double(try container.decode(String.self)) }
    guard let number else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a number")
    }
    guard number.isFinite, abs(number) <= SourceNumber.largest else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(number) is out of range (at most \(SourceNumber.largest) in magnitude)")
    }
    value = number
  }
}

/// LL2's picture of a launch: an object with `image_url` (2.3.0) or the URL itself (2.2.0).
struct LaunchLibraryImage: Decodable, Sendable {
  var url: String?

  private struct Object: Decodable {
    var imageUrl: String?
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      url = nil
    } else if let text = try? container.decode(String.self) {
      url = text
    } else {
      url = try container.decode(Object.self).imageUrl
    }
  }
}
