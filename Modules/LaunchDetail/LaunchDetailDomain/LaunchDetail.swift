import Core
import Foundation

/// Everything about one launch, gathered from every related endpoint. Each related part is a
/// ``Related`` value: a part that could not be fetched is marked unavailable while the rest is
/// shown.
package struct LaunchDetail: Sendable, Hashable {
  package var mission: Mission
  package var rocket: Related<RocketInfo?>
  package var launchpad: Related<LaunchpadInfo?>
  package var payloads: Related<[Payload]>
  package var crew: Related<[CrewMember]>
  package var capsules: Related<[Capsule]>
  package var ships: Related<[Ship]>
  package var cores: Related<[CoreUse]>

  package init(
    mission: Mission, rocket: Related<RocketInfo?>, launchpad: Related<LaunchpadInfo?>, payloads: Related<[Payload]>,
    crew: Related<[CrewMember]>, capsules: Related<[Capsule]>, ships: Related<[Ship]>, cores: Related<[CoreUse]>
  ) {
    self.mission = mission
    self.rocket = rocket
    self.launchpad = launchpad
    self.payloads = payloads
    self.crew = crew
    self.capsules = capsules
    self.ships = ships
    self.cores = cores
  }

  /// The parts that are not complete, by name (`payloads`, `crew`, …), for the "partial" notice.
  package var incompleteParts: [String] {
    [
      ("rocket", rocket.isComplete), ("launchpad", launchpad.isComplete), ("payloads", payloads.isComplete),
      ("crew", crew.isComplete), ("capsules", capsules.isComplete), ("ships", ships.isComplete),
      ("cores", cores.isComplete),
    ].filter { !$0.1 }.map(\.0)
  }
}

/// A related part of a launch detail.
package enum Related<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Everything the launch references was found.
  case complete(Value)
  /// Found what could be; `missing` lists the referenced ids that are not in the data.
  case partial(Value, missing: [String])
  /// The endpoint could not be read; the reason says why.
  case unavailable(String)

  package var value: Value? {
    switch self {
    case .complete(let value), .partial(let value, _): value
    case .unavailable: nil
    }
  }

  package var isComplete: Bool {
    if case .complete = self { true } else { false }
  }
}

/// The launch itself.
package struct Mission: Sendable, Hashable {
  package var id: String
  package var name: String
  /// `nil` for a launch only Launch Library 2 knows.
  package var flightNumber: Int?
  package var date: Date
  package var datePrecision: DatePrecision
  package var isUpcoming: Bool
  package var success: Bool?
  package var isPartialFailure: Bool
  /// Which services the launch's facts come from.
  package var providers: [DataProvider]
  package var failures: [Failure]
  package var details: String?
  package var links: Links

  package struct Failure: Sendable, Hashable {
    package var time: Int?
    package var altitude: Int?
    package var reason: String?

    package init(time: Int?, altitude: Int?, reason: String?) {
      self.time = time
      self.altitude = altitude
      self.reason = reason
    }
  }

  package struct Links: Sendable, Hashable {
    package var webcast: URL?
    package var article: URL?
    package var wikipedia: URL?
    package var pressKit: URL?
    package var patch: URL?
    package var patchSmall: URL?
    package var reddit: URL?
    package var flickr: [URL]
    /// Launch Library 2's picture of the launch.
    package var image: URL?

    package init(
      webcast: URL? = nil, article: URL? = nil, wikipedia: URL? = nil, pressKit: URL? = nil, patch: URL? = nil,
      patchSmall: URL? = nil, reddit: URL? = nil, flickr: [URL] = [], image: URL? = nil
    ) {
      self.webcast = webcast
      self.article = article
      self.wikipedia = wikipedia
      self.pressKit = pressKit
      self.patch = patch
      self.patchSmall = patchSmall
      self.reddit = reddit
      self.flickr = flickr
      self.image = image
    }
  }

  package init(
    id: String, name: String, flightNumber: Int?, date: Date, datePrecision: DatePrecision, isUpcoming: Bool,
    success: Bool?, isPartialFailure: Bool = false, providers: [DataProvider] = [.spaceXAPI], failures: [Failure] = [],
    details: String? = nil, links: Links = Links()
  ) {
    self.id = id
    self.name = name
    self.flightNumber = flightNumber
    self.date = date
    self.datePrecision = datePrecision
    self.isUpcoming = isUpcoming
    self.success = success
    self.isPartialFailure = isPartialFailure
    self.providers = providers
    self.failures = failures
    self.details = details
    self.links = links
  }
}
