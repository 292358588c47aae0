import Core
import Foundation

/// One launch, past or planned, with references to everything it involved.
///
/// What lists show is stored inline; what only a launch's detail reads (failures, payloads,
/// crew, capsules, ships, cores, links, details) lives in one shared, immutable box. Lists copy
/// launches into page after page, and a copy retained all twenty reference-counted fields; now it
/// retains five. Setting a boxed field replaces the box, so a `Launch` is still a plain value.
/// A launch read from the compact catalog keeps the box's fields as bytes until one is asked for:
/// a list of twenty launches reads twenty of 284, and a start-up spent a fifth of its work on
/// the rest.
package struct Launch: Sendable, Hashable, Identifiable {
  /// The SpaceX API's id, or Launch Library 2's (a UUID) for a launch only it knows.
  package var id: String
  /// `nil` for launches only Launch Library 2 knows: it does not number SpaceX's flights.
  package var flightNumber: Int?
  package var name: String
  package var date: Date
  /// How precisely `date` is known; an upcoming launch may be planned only for a month.
  package var datePrecision: DatePrecision
  package var isUpcoming: Bool
  /// `nil` for launches that have no recorded outcome (upcoming, or never updated).
  package var success: Bool?
  /// Launch Library 2 called a failure partial (the payload reached a wrong orbit, say).
  package var isPartialFailure: Bool
  package var rocketID: String?
  package var launchpadID: String?
  /// Which services know this launch, SpaceX API first.
  package var providers: [DataProvider]
  /// The programs it is part of (`Starlink`, `Commercial Crew Program`), as Launch Library 2
  /// names them: `nil` when no source says (a launch only the SpaceX API knows, which has no
  /// such field), empty when LL2 names none. Kept beside the list's fields: `--program` filters
  /// by it, and the box is read only for a launch's detail.
  package var programs: [String]?
  private var related: RelatedBox

  package var failures: [LaunchFailure] {
    get { related.fields.failures }
    set { changeRelated { $0.failures = newValue } }
  }
  package var payloadIDs: [String] {
    get { related.fields.payloadIDs }
    set { changeRelated { $0.payloadIDs = newValue } }
  }
  package var crew: [CrewAssignment] {
    get { related.fields.crew }
    set { changeRelated { $0.crew = newValue } }
  }
  package var capsuleIDs: [String] {
    get { related.fields.capsuleIDs }
    set { changeRelated { $0.capsuleIDs = newValue } }
  }
  package var shipIDs: [String] {
    get { related.fields.shipIDs }
    set { changeRelated { $0.shipIDs = newValue } }
  }
  package var cores: [CoreAssignment] {
    get { related.fields.cores }
    set { changeRelated { $0.cores = newValue } }
  }
  /// The boosters the other source names for this launch, when both name some: not flights (each
  /// flight is counted from ``cores`` alone), kept to show where the two disagree.
  package var otherSourceCores: [CoreAssignment] {
    get { related.fields.otherSourceCores }
    set { changeRelated { $0.otherSourceCores = newValue } }
  }
  /// The spacecraft it carried as Launch Library 2 names them (a Dragon by serial); v4's capsules
  /// are ``capsuleIDs``, by id.
  package var spacecraft: [SpacecraftAssignment] {
    get { related.fields.spacecraft }
    set { changeRelated { $0.spacecraft = newValue } }
  }
  package var links: LaunchLinks {
    get { related.fields.links }
    set { changeRelated { $0.links = newValue } }
  }
  package var details: String? {
    get { related.fields.details }
    set { changeRelated { $0.details = newValue } }
  }
  /// Launch Library 2's id for this launch, when it knows it (for its detailed record).
  package var launchLibraryID: String? {
    get { related.fields.launchLibraryID }
    set { changeRelated { $0.launchLibraryID = newValue } }
  }
  /// What Launch Library 2 says of the launch day: its status word, window, webcast, odds.
  package var launchDay: LaunchDay {
    get { related.fields.launchDay }
    set { changeRelated { $0.launchDay = newValue } }
  }
  /// What Launch Library 2 recorded of it beyond its day: counts, orbit, Flight Club page.
  package var launchLibraryFacts: LaunchLibraryFacts {
    get { related.fields.launchLibraryFacts }
    set { changeRelated { $0.launchLibraryFacts = newValue } }
  }
  /// What the other source calls it (Launch Library 2's `Starlink Group 4-36` for v4's
  /// `Starlink 4-36 (v1.5)`): a reference by either name finds it.
  package var otherNames: [String] {
    get { related.fields.otherNames }
    set { changeRelated { $0.otherNames = newValue } }
  }

  /// Writes a boxed field: the box is shared, so it is replaced with a changed copy. (A closure,
  /// not a key path: each key path's first use made its class metadata at run time, which cost
  /// every process 300,000 instructions, a fortieth of a warm `spacex launches`.)
  private mutating func changeRelated(_ change: (inout Related) -> Void) {
    var fields = related.fields
    change(&fields)
    related = RelatedBox(fields)
  }

  package init(
    id: String, flightNumber: Int?, name: String, date: Date, datePrecision: DatePrecision = .hour,
    isUpcoming: Bool = false, success: Bool? = nil, isPartialFailure: Bool = false, failures: [LaunchFailure] = [],
    rocketID: String? = nil, launchpadID: String? = nil, providers: [DataProvider] = [.spaceXAPI],
    programs: [String]? = nil, payloadIDs: [String] = [], crew: [CrewAssignment] = [], capsuleIDs: [String] = [],
    shipIDs: [String] = [],
    cores: [CoreAssignment] = [], spacecraft: [SpacecraftAssignment] = [], links: LaunchLinks = LaunchLinks(),
    details: String? = nil, launchLibraryID: String? = nil, otherNames: [String] = [],
    launchDay: LaunchDay = LaunchDay(), launchLibraryFacts: LaunchLibraryFacts = LaunchLibraryFacts()
  ) {
    self.init(
      id: id, flightNumber: flightNumber, name: name, date: date, datePrecision: datePrecision,
      isUpcoming: isUpcoming, success: success, isPartialFailure: isPartialFailure, rocketID: rocketID,
      launchpadID: launchpadID, providers: providers, programs: programs,
      related: RelatedBox(
        Related(
          failures: failures, payloadIDs: payloadIDs, crew: crew, capsuleIDs: capsuleIDs, shipIDs: shipIDs,
          cores: cores, spacecraft: spacecraft, links: links, details: details, launchLibraryID: launchLibraryID,
          otherNames: otherNames, launchDay: launchDay, launchLibraryFacts: launchLibraryFacts)))
  }

  /// A launch whose boxed fields (``Related``) `read` makes from `bytes` the first time one of
  /// them is asked for.
  package init(
    id: String, flightNumber: Int?, name: String, date: Date, datePrecision: DatePrecision, isUpcoming: Bool,
    success: Bool?, isPartialFailure: Bool, rocketID: String?, launchpadID: String?, providers: [DataProvider],
    programs: [String]?, relatedIn bytes: Data, read: @escaping @Sendable (Data) -> Related
  ) {
    self.init(
      id: id, flightNumber: flightNumber, name: name, date: date, datePrecision: datePrecision,
      isUpcoming: isUpcoming, success: success, isPartialFailure: isPartialFailure, rocketID: rocketID,
      launchpadID: launchpadID, providers: providers, programs: programs, related: RelatedBox(bytes, read: read))
  }

  private init(
    id: String, flightNumber: Int?, name: String, date: Date, datePrecision: DatePrecision, isUpcoming: Bool,
    success: Bool?, isPartialFailure: Bool, rocketID: String?, launchpadID: String?, providers: [DataProvider],
    programs: [String]?, related: RelatedBox
  ) {
    self.id = id
    self.flightNumber = flightNumber
    self.name = name
    self.date = date
    self.datePrecision = datePrecision
    self.isUpcoming = isUpcoming
    self.success = success
    self.isPartialFailure = isPartialFailure
    self.rocketID = rocketID
    self.launchpadID = launchpadID
    self.providers = providers
    self.programs = programs
    self.related = related
  }

  /// The fields only a launch's detail reads, boxed together.
  package struct Related: Sendable, Hashable {
    package var failures: [LaunchFailure]
    package var payloadIDs: [String]
    package var crew: [CrewAssignment]
    package var capsuleIDs: [String]
    package var shipIDs: [String]
    package var cores: [CoreAssignment]
    package var otherSourceCores: [CoreAssignment]
    package var spacecraft: [SpacecraftAssignment]
    package var links: LaunchLinks
    package var details: String?
    package var launchLibraryID: String?
    package var otherNames: [String]
    package var launchDay: LaunchDay
    package var launchLibraryFacts: LaunchLibraryFacts

    package init(
      failures: [LaunchFailure] = [], payloadIDs: [String] = [], crew: [CrewAssignment] = [],
      capsuleIDs: [String] = [], shipIDs: [String] = [], cores: [CoreAssignment] = [],
      spacecraft: [SpacecraftAssignment] = [], links: LaunchLinks = LaunchLinks(), details: String? = nil,
      launchLibraryID: String? = nil, otherNames: [String] = [], launchDay: LaunchDay = LaunchDay(),
      otherSourceCores: [CoreAssignment] = [], launchLibraryFacts: LaunchLibraryFacts = LaunchLibraryFacts()
    ) {
      self.failures = failures
      self.payloadIDs = payloadIDs
      self.crew = crew
      self.capsuleIDs = capsuleIDs
      self.shipIDs = shipIDs
      self.cores = cores
      self.otherSourceCores = otherSourceCores
      self.spacecraft = spacecraft
      self.links = links
      self.details = details
      self.launchLibraryID = launchLibraryID
      self.otherNames = otherNames
      self.launchDay = launchDay
      self.launchLibraryFacts = launchLibraryFacts
    }
  }

  /// Its fields never change once made, so sharing it between copies is safe; equal when the
  /// fields are. Made from fields, or from bytes read into fields once, when first asked for.
  private final class RelatedBox: Sendable, Hashable {
    private let made: Related?
    private let encoded: (bytes: Data, read: @Sendable (Data) -> Related)?
    private let decoded = Locked<Related?>(nil)

    init(_ fields: Related) {
      made = fields
      encoded = nil
    }

    init(_ bytes: Data, read: @escaping @Sendable (Data) -> Related) {
      made = nil
      encoded = (bytes, read)
    }

    var fields: Related {
      if let made { return made }
      return decoded.withLock { decoded in
        if let decoded { return decoded }
        let fields = encoded.map { $0.read($0.bytes) } ?? Related()
        decoded = fields
        return fields
      }
    }

    static func == (lhs: RelatedBox, rhs: RelatedBox) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }
}

/// What Launch Library 2 says of a launch's day; everything `nil` when it says nothing (a launch
/// only the SpaceX API knows, or an LL2 record without these fields): unknown, never "no".
package struct LaunchDay: Sendable, Hashable {
  /// LL2's status word (Go, TBD, TBC, Hold, In Flight, …).
  package var status: LaunchStatusWord?
  /// The launch window, when LL2 gives one.
  package var windowStart: Date?
  package var windowEnd: Date?
  /// Whether the webcast is live now: as of the last sync, and `nil` (unknown) when that copy is
  /// too old to say so (``LaunchFreshness/vouched(_:provenance:now:)``).
  package var webcastLive: Bool?
  /// LL2's launch probability, in percent (weather mostly).
  package var probability: Int?
  /// LL2's note on the weather, as it words it.
  package var weatherConcerns: String?
  /// How many changes of the launch the change ledger holds (0 before any): what a calendar
  /// event's `SEQUENCE` counts.
  package var revision: Int
  /// The planned timeline, in LL2's order: `nil` when the record did not say (only LL2's
  /// detailed records list it), empty when it lists no event.
  package var timeline: [TimelineEvent]?
  /// Every stream LL2 lists, in its order: `nil` when the record did not say.
  package var webcasts: [LaunchWebcast]?
  /// LL2's editors' notes, in its order: `nil` when the record did not say.
  package var notes: [LaunchNote]?

  package init(
    status: LaunchStatusWord? = nil, windowStart: Date? = nil, windowEnd: Date? = nil, webcastLive: Bool? = nil,
    probability: Int? = nil, weatherConcerns: String? = nil, revision: Int = 0, timeline: [TimelineEvent]? = nil,
    webcasts: [LaunchWebcast]? = nil, notes: [LaunchNote]? = nil
  ) {
    self.status = status
    self.windowStart = windowStart
    self.windowEnd = windowEnd
    self.webcastLive = webcastLive
    self.probability = probability
    self.weatherConcerns = weatherConcerns
    self.revision = revision
    self.timeline = timeline
    self.webcasts = webcasts
    self.notes = notes
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
  /// The SpaceX API's id of the core; `nil` for a flight only Launch Library 2 records.
  package var coreID: String?
  /// Which flight of this core the launch was.
  package var flight: Int?
  package var isReused: Bool?
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?
  /// `ASDS` (drone ship), `RTLS` (landing zone), `Ocean`.
  package var landingType: String?
  /// The SpaceX API's landpad id.
  package var landpadID: String?
  /// The booster's serial (`B1062`) as Launch Library 2 writes it; the SpaceX API names cores by
  /// id only (its `cores` collection has the serial).
  package var serial: String?
  /// Where Launch Library 2 says it landed or was to land (`OCISLY`, `LZ-1`, `ATL`).
  package var landingPlace: String?
  /// Days since the booster's previous flight, as Launch Library 2 counts them.
  package var turnaroundDays: Int?
  /// Launch Library 2's word for the booster's state when the record was read (`active`, `expended`).
  package var boosterStatus: String?
  /// The flights the booster had flown when the record was read, by Launch Library 2's own count
  /// (`launcher.flights`): a total the merged log may fall short of.
  package var boosterFlights: Int?

  package init(
    coreID: String?, flight: Int? = nil, isReused: Bool? = nil, landingAttempt: Bool? = nil,
    landingSuccess: Bool? = nil, landingType: String? = nil, landpadID: String? = nil, serial: String? = nil,
    landingPlace: String? = nil, turnaroundDays: Int? = nil, boosterStatus: String? = nil, boosterFlights: Int? = nil
  ) {
    self.coreID = coreID
    self.flight = flight
    self.isReused = isReused
    self.landingAttempt = landingAttempt
    self.landingSuccess = landingSuccess
    self.landingType = landingType
    self.landpadID = landpadID
    self.serial = serial
    self.landingPlace = landingPlace
    self.turnaroundDays = turnaroundDays
    self.boosterStatus = boosterStatus
    self.boosterFlights = boosterFlights
  }
}

/// A spacecraft on a launch, as Launch Library 2's detailed record names it.
package struct SpacecraftAssignment: Sendable, Hashable {
  /// `C206`, `S40`.
  package var serial: String
  /// How many people it carried up.
  package var crewCount: Int
  package var landingAttempt: Bool?
  package var landingSuccess: Bool?
  /// LL2's word for the spacecraft's state when the record was read (`active`, `destroyed`).
  package var status: String?

  package init(
    serial: String, crewCount: Int = 0, landingAttempt: Bool? = nil, landingSuccess: Bool? = nil,
    status: String? = nil
  ) {
    self.serial = serial
    self.crewCount = crewCount
    self.landingAttempt = landingAttempt
    self.landingSuccess = landingSuccess
    self.status = status
  }
}

/// Where to read or watch more.
package struct LaunchLinks: Sendable, Hashable {
  package var webcast: WebLink?
  package var article: WebLink?
  package var wikipedia: WebLink?
  package var pressKit: WebLink?
  /// The mission patch, large (the small one when that is all there is).
  package var patch: WebLink?
  package var patchSmall: WebLink?
  package var reddit: WebLink?
  /// Every photo of the launch.
  package var flickr: [WebLink] {
    get { photoAddresses.isEmpty ? [] : photoAddresses.split(separator: "\n").map { WebLink(checked: String($0)) } }
    set { photoAddresses = newValue.map(\.absoluteString).joined(separator: "\n") }
  }
  /// The photos' addresses, a line each (an address has no line break): one string to keep and
  /// read with the catalog instead of one per photo (850 in the SpaceX API's launches, a sixth of
  /// the catalog's strings), though a list of launches shows none.
  package var photoAddresses = ""
  /// The picture Launch Library 2 shows for the launch.
  package var image: WebLink?

  package init(
    webcast: WebLink? = nil, article: WebLink? = nil, wikipedia: WebLink? = nil, pressKit: WebLink? = nil,
    patch: WebLink? = nil, patchSmall: WebLink? = nil, reddit: WebLink? = nil, flickr: [WebLink] = [],
    image: WebLink? = nil
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
