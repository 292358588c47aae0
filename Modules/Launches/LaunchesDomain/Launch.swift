import Core
import Foundation

/// One launch, past or planned, with references to everything it involved.
package struct Launch: Sendable, Hashable, Identifiable {
  package var id: String
  package var flightNumber: Int
  package var name: String
  package var date: Date
  /// How precisely `date` is known; an upcoming launch may be planned only for a month.
  package var datePrecision: DatePrecision
  package var isUpcoming: Bool
  /// `nil` for launches that have no recorded outcome (upcoming, or never updated).
  package var success: Bool?
  package var failures: [LaunchFailure]
  package var rocketID: String?
  package var launchpadID: String?
  package var payloadIDs: [String]
  package var crew: [CrewAssignment]
  package var capsuleIDs: [String]
  package var shipIDs: [String]
  package var cores: [CoreAssignment]
  package var links: LaunchLinks
  package var details: String?

  package init(
    id: String, flightNumber: Int, name: String, date: Date, datePrecision: DatePrecision = .hour,
    isUpcoming: Bool = false, success: Bool? = nil, failures: [LaunchFailure] = [], rocketID: String? = nil,
    launchpadID: String? = nil, payloadIDs: [String] = [], crew: [CrewAssignment] = [], capsuleIDs: [String] = [],
    shipIDs: [String] = [], cores: [CoreAssignment] = [], links: LaunchLinks = LaunchLinks(), details: String? = nil
  ) {
    self.id = id
    self.flightNumber = flightNumber
    self.name = name
    self.date = date
    self.datePrecision = datePrecision
    self.isUpcoming = isUpcoming
    self.success = success
    self.failures = failures
    self.rocketID = rocketID
    self.launchpadID = launchpadID
    self.payloadIDs = payloadIDs
    self.crew = crew
    self.capsuleIDs = capsuleIDs
    self.shipIDs = shipIDs
    self.cores = cores
    self.links = links
    self.details = details
  }
}

/// Why a launch failed, as far as it is known.
package struct LaunchFailure: Sendable, Hashable {
  /// Seconds after lift-off.
  package var time: Int?
  /// Kilometres.
  package var altitude: Int?
  package var reason: String?

  package init(time: Int?, altitude: Int?, reason: String?) {
    self.time = time
    self.altitude = altitude
    self.reason = reason
  }
}

/// A crew member on a launch. The v4 API lists ids only; v5 adds a role.
package struct CrewAssignment: Sendable, Hashable {
  package var crewID: String
  package var role: String?

  package init(crewID: String, role: String? = nil) {
    self.crewID = crewID
    self.role = role
  }
}

/// One booster core's part in a launch.
package struct CoreAssignment: Sendable, Hashable {
  package var coreID: String?
  /// Which flight of this core the launch was.
  package var flight: Int?
  package var isReused: Bool?
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?
  /// `ASDS` (drone ship), `RTLS` (landing zone), `Ocean`.
  package var landingType: String?
  package var landpadID: String?

  package init(
    coreID: String?, flight: Int? = nil, isReused: Bool? = nil, landingAttempt: Bool? = nil,
    landingSuccess: Bool? = nil,
    landingType: String? = nil, landpadID: String? = nil
  ) {
    self.coreID = coreID
    self.flight = flight
    self.isReused = isReused
    self.landingAttempt = landingAttempt
    self.landingSuccess = landingSuccess
    self.landingType = landingType
    self.landpadID = landpadID
  }
}

/// Where to read or watch more.
package struct LaunchLinks: Sendable, Hashable {
  package var webcast: URL?
  package var article: URL?
  package var wikipedia: URL?
  package var pressKit: URL?
  package var patch: URL?
  package var reddit: URL?
  package var flickr: [URL]

  package init(
    webcast: URL? = nil, article: URL? = nil, wikipedia: URL? = nil, pressKit: URL? = nil, patch: URL? = nil,
    reddit: URL? = nil, flickr: [URL] = []
  ) {
    self.webcast = webcast
    self.article = article
    self.wikipedia = wikipedia
    self.pressKit = pressKit
    self.patch = patch
    self.reddit = reddit
    self.flickr = flickr
  }
}
