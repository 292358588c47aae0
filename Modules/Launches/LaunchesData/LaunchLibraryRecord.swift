import Core
import Foundation
import LaunchesDomain

/// What this project keeps of one Launch Library 2 launch: facts only, a few hundred bytes where
/// LL2's `normal` answer is twelve kilobytes. The synced copy in the cache is a list of these.
struct LaunchLibraryRecord: Codable, Sendable, Hashable {
  var id: String
  /// `Rocket | Mission`, as LL2 names launches.
  var name: String
  var missionName: String?
  var net: Date
  /// LL2's `net_precision.abbrev` (`MIN`, `HR`, `DAY`, `M`, `Q1`, `H2`, `Y`, …).
  var netPrecision: String?
  /// LL2's status id (see ``LaunchLibraryStatus``).
  var statusID: Int
  var lastUpdated: Date?
  var configurationID: Int?
  var configurationName: String?
  var padID: Int?
  var padName: String?
  var padLatitude: Double?
  var padLongitude: Double?
  var locationName: String?
  var imageURL: String?
  var providerID: Int?
  /// The programs it is part of, by name; `nil` when the record did not say (unknown), empty when
  /// LL2 names none.
  var programs: [String]?
  /// The boosters, when the record was read in `detailed` mode.
  var stages: [Stage]?
  /// The spacecraft, when the record was read in `detailed` mode.
  var spacecraft: [Craft]?
  var windowStart: Date?
  var windowEnd: Date?
  var webcastLive: Bool?
  var webcastURL: String?
  var probability: Int?
  var weatherConcerns: String?
  /// The planned timeline, when the record was read in `detailed` mode.
  var timeline: [Event]?

  /// Every stream, in LL2's order.
  var webcasts: [Stream]?

  /// The editors' notes, in LL2's order.
  var notes: [Note]?

  /// LL2's counts, orbit and Flight Club page, each only when it is one we can vouch for.
  var providerYearCount: Int?
  var padYearCount: Int?
  var padTurnaround: Int?
  var orbitName: String?
  var orbitAbbrev: String?
  var flightClubURL: String?

  /// One note: its text is LL2's, kept in the synced copy to be shown, never in a fixture.
  struct Note: Codable, Sendable, Hashable {
    var id: Int?
    var comment: String
    var url: String?
    var author: String?
    var at: Date?
  }

  /// One stream: facts only (no title or description, which are LL2's prose).
  struct Stream: Codable, Sendable, Hashable {
    var url: String
    var publisher: String?
    var typeID: Int?
    var typeName: String?
    var language: String?
    var priority: Int?
    var start: Date?
    var end: Date?
    var live: Bool?
  }

  /// One timeline event: its type and its offset from liftoff, in seconds.
  struct Event: Codable, Sendable, Hashable {
    var typeID: Int?
    var abbrev: String?
    var offset: Int
  }

  /// One spacecraft's part in the launch: facts only.
  struct Craft: Codable, Sendable, Hashable {
    var serial: String
    var crewCount: Int
    var landingAttempt: Bool?
    var landingSuccess: Bool?
    var status: String?
  }

  /// One booster's part in the launch: facts only.
  struct Stage: Codable, Sendable, Hashable {
    var serial: String?
    var flight: Int?
    var reused: Bool?
    var landingAttempt: Bool?
    var landingSuccess: Bool?
    /// `ASDS`, `RTLS`, `ATL`, …
    var landingType: String?
    /// `OCISLY`, `LZ-1`, …
    var landingPlace: String?
    var turnaroundDays: Int?
    var status: String?
    /// `launcher.flights`: the flights the booster had flown by LL2's count when it was read.
    var boosterFlights: Int?
  }
}

extension LaunchLibraryRecord {
  /// A launch probability LL2 gives, when it is a percentage: LL2 writes -1 when it has none, and
  /// a number past 100 is no chance anyone can show.
  static func percentage(_ value: Int) -> Int? { (0...100).contains(value) ? value : nil }

  /// `nil` for a launch without a date: nothing can place it in a list.
  init?(_ dto: LaunchLibraryLaunchDTO) {
    guard let net = dto.net else { return nil }
    self.init(
      id: dto.id, name: dto.name, missionName: dto.mission?.name, net: net, netPrecision: dto.netPrecision?.abbrev,
      statusID: dto.status?.id ?? LaunchLibraryStatus.toBeDetermined, lastUpdated: dto.lastUpdated,
      configurationID: dto.rocket?.configuration?.id, configurationName: dto.rocket?.configuration?.name,
      padID: dto.pad?.id, padName: dto.pad?.name, padLatitude: dto.pad?.latitude?.value,
      padLongitude: dto.pad?.longitude?.value, locationName: dto.pad?.location?.name, imageURL: dto.image?.url,
      providerID: dto.launchServiceProvider?.id, programs: dto.program.map { $0.elements.map(\.name) },
      stages: dto.rocket?.launcherStage.map { stages in
        stages.elements.map { stage in
          let place = stage.landing?.landingLocation ?? stage.landing?.location
          return Stage(
            serial: stage.launcher?.serialNumber, flight: stage.launcherFlightNumber, reused: stage.reused,
            landingAttempt: stage.landing?.attempt, landingSuccess: stage.landing?.success,
            landingType: stage.landing?.type?.abbrev, landingPlace: place?.abbrev ?? place?.name,
            turnaroundDays: stage.turnaroundDays, status: stage.launcher?.status?.name?.lowercased(),
            boosterFlights: stage.launcher?.flights)
        }
      },
      spacecraft: dto.rocket?.spacecraftStage.map { stages in
        stages.elements.compactMap { stage in
          guard let craft = stage.spacecraft, let serial = craft.serialNumber ?? craft.name else { return nil }
          return Craft(
            serial: serial, crewCount: stage.launchCrew?.count ?? 0, landingAttempt: stage.landing?.attempt,
            landingSuccess: stage.landing?.success, status: craft.status?.name?.lowercased())
        }
      },
      windowStart: dto.windowStart, windowEnd: dto.windowEnd, webcastLive: dto.webcastLive,
      webcastURL: nil, probability: dto.probability.flatMap(Self.percentage),
      weatherConcerns: dto.weatherConcerns, timeline: dto.timeline.map { Self.events($0.elements) },
      webcasts: dto.videos.map(Self.streams), notes: dto.updates.map { Self.notes($0.elements) },
      providerYearCount: dto.agencyLaunchAttemptCountYear.flatMap(Self.count),
      padYearCount: dto.padLaunchAttemptCountYear.flatMap(Self.count),
      padTurnaround: dto.padTurnaround.flatMap(Self.turnaround),
      orbitName: dto.mission?.orbit.flatMap { Self.orbitName($0.name, abbrev: $0.abbrev) },
      orbitAbbrev: dto.mission?.orbit?.abbrev,
      flightClubURL: dto.flightclubUrl.flatMap(WebLink.init).flatMap { $0.isSecure ? $0.absoluteString : nil })
    if orbitName == nil { orbitAbbrev = nil }
    webcastURL = launchWebcasts?.ranked.first?.url.absoluteString
  }

  /// A count that counts this launch: at least 1. (LL2 writes 0 where it has not counted.)
  static func count(_ value: Int) -> Int? { value >= 1 ? value : nil }

  /// A pad's turnaround: a duration of more than nothing and under a century (LL2 writes `P0D`
  /// for a pad's first launch, where there is none).
  static func turnaround(_ text: String) -> Int? {
    guard let seconds = LaunchLibraryDuration.seconds(text), seconds > 0, Double(seconds) <= TimeSpan.longest else {
      return nil
    }
    return seconds
  }

  /// An orbit LL2 names; its "Unknown" (`N/A`: a payload it has not classed) is none.
  static func orbitName(_ name: String?, abbrev: String?) -> String? {
    guard let name, !name.isEmpty, name != "Unknown", name != "N/A", abbrev != "N/A" else { return nil }
    return name
  }

  /// The streams LL2 lists at a web address (`http:` or `https:`); any other is left out.
  static func streams(_ videos: [LaunchLibraryLaunchDTO.Video]) -> [Stream] {
    videos.compactMap { video in
      guard let link = video.url.flatMap(Self.webAddress) else { return nil }
      let named = { (text: String?) in text.flatMap { $0.isEmpty ? nil : $0 } }
      return Stream(
        url: link.absoluteString, publisher: named(video.publisher), typeID: video.type?.id,
        typeName: named(video.type?.name), language: named(video.language?.code?.lowercased()),
        priority: video.priority, start: video.startTime, end: video.endTime, live: video.live)
    }
  }

  /// `text` when it is an `http:` or `https:` address: what a stream or a note may link to.
  static func webAddress(_ text: String) -> WebLink? {
    guard let link = WebLink(text), let scheme = link.url?.scheme?.lowercased() else { return nil }
    return scheme == "https" || scheme == "http" ? link : nil
  }

  /// The notes that say something; a link only at a web address.
  static func notes(_ updates: [LaunchLibraryLaunchDTO.Update]) -> [Note] {
    updates.compactMap { update in
      guard let comment = update.comment, !comment.isEmpty else { return nil }
      return Note(
        id: update.id, comment: comment, url: update.infoUrl.flatMap(Self.webAddress)?.absoluteString,
        author: update.createdBy.flatMap { $0.isEmpty ? nil : $0 },
        at: update.createdOn)
    }
  }

  /// The streams as a launch day's.
  var launchWebcasts: [LaunchWebcast]? {
    webcasts?.map {
      LaunchWebcast(
        url: WebLink(checked: $0.url), publisher: $0.publisher, typeID: $0.typeID, typeName: $0.typeName,
        language: $0.language, priority: $0.priority, start: $0.start, end: $0.end, live: $0.live)
    }
  }

  /// The most an event may lie from liftoff: LL2's run from propellant loading to a deployment
  /// hours after; an offset of days is no launch's timeline.
  static let timelineReach = 2 * 86_400

  /// The events LL2 lists, each with a type and an offset it can vouch for; an event with
  /// neither a type id nor a name, or an offset that is no duration or out of reach, is left out.
  static func events(_ entries: [LaunchLibraryLaunchDTO.TimelineEntry]) -> [Event] {
    entries.compactMap { entry in
      let abbrev = entry.type?.abbrev.flatMap { $0.isEmpty ? nil : $0 }
      guard entry.type?.id != nil || abbrev != nil,
        let offset = entry.relativeTime.flatMap(LaunchLibraryDuration.seconds), abs(offset) <= timelineReach
      else { return nil }
      return Event(typeID: entry.type?.id, abbrev: abbrev, offset: offset)
    }
  }

  /// What the record says of the launch day.
  var launchDay: LaunchDay {
    LaunchDay(
      status: LaunchStatusWord(launchLibraryID: statusID), windowStart: windowStart, windowEnd: windowEnd,
      webcastLive: webcastLive, probability: probability,
      weatherConcerns: weatherConcerns.flatMap { $0.isEmpty ? nil : $0 },
      timeline: timeline?.map { TimelineEvent(typeID: $0.typeID, abbrev: $0.abbrev, offset: $0.offset) },
      webcasts: launchWebcasts,
      notes: notes?.map {
        LaunchNote(
          id: $0.id, comment: $0.comment, url: $0.url.map(WebLink.init(checked:)), author: $0.author, at: $0.at)
      })
  }

  /// What the record says beyond the launch day. On LL2's placeholder pad its pad counts are
  /// dropped: they count launches that have no pad yet as if they shared one.
  var facts: LaunchLibraryFacts {
    let unassigned = padID.map(LaunchMerge.unassignedPads.contains) ?? false
    return LaunchLibraryFacts(
      providerYearCount: providerYearCount, padYearCount: unassigned ? nil : padYearCount,
      padTurnaround: unassigned ? nil : padTurnaround,
      orbit: orbitName.map { LaunchOrbit(name: $0, abbrev: orbitAbbrev.flatMap { $0.isEmpty ? nil : $0 }) },
      flightClub: flightClubURL.map(WebLink.init(checked:)), padUnassigned: unassigned,
      netToTheHour: netPrecision?.uppercased() == "HR")
  }

  /// The spacecraft as a launch's: by serial.
  var craft: [SpacecraftAssignment] {
    (spacecraft ?? []).map {
      SpacecraftAssignment(
        serial: $0.serial, crewCount: $0.crewCount, landingAttempt: $0.landingAttempt,
        landingSuccess: $0.landingSuccess, status: $0.status)
    }
  }

  /// The boosters as a launch's cores: the serial LL2 gives; no SpaceX API id.
  var cores: [CoreAssignment] {
    (stages ?? []).map {
      CoreAssignment(
        coreID: nil, flight: $0.flight, isReused: $0.reused, landingAttempt: $0.landingAttempt,
        landingSuccess: $0.landingSuccess, landingType: $0.landingType, serial: $0.serial,
        landingPlace: $0.landingPlace, turnaroundDays: $0.turnaroundDays, boosterStatus: $0.status,
        boosterFlights: $0.boosterFlights)
    }
  }

  /// The mission part of the name: `Crew-5` of `Falcon 9 Block 5 | Crew-5`.
  var mission: String {
    if let separator = name.range(of: " | ") { return String(name[separator.upperBound...]) }
    return missionName ?? name
  }
}

/// LL2's launch status ids, and what they mean in this project's words.
enum LaunchLibraryStatus {
  static let go = 1
  static let toBeDetermined = 2
  static let success = 3
  static let failure = 4
  static let partialFailure = 7

  /// Success → true; Failure and Partial Failure → false; anything else (Go, TBD, TBC, Hold,
  /// In Flight, Payload Deployed) has no outcome yet: `nil`.
  static func success(_ id: Int) -> Bool? {
    switch id {
    case success: true
    case failure, partialFailure: false
    default: nil
    }
  }
}
