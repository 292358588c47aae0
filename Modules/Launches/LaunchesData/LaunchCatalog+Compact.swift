import Core
import Foundation
import LaunchesDomain

/// The catalog in the compact binary form the cache keeps next to the raw JSON: every field of
/// every launch, rocket and launchpad, so reading it back is a copy, not a parse.
///
/// - Important: bump ``LaunchCatalog/compactName`` whenever this layout or the merge that builds
///   the catalog changes, so an old file is never misread or kept with an old merge's answers (it
///   is then simply rebuilt).
extension LaunchCatalog {
  /// v5: schedules that slipped by years merge with the launch they became; a launch keeps the
  /// other source's names.
  /// v6: each core of a launch keeps its serial, landing place, turnaround and LL2 status.
  /// v7: and its spacecraft, as LL2 names them.
  /// v8: and what LL2 says of its launch day (status word, window, webcast live, probability).
  /// v9: a launch's photos as one string of addresses, a line each.
  /// v10: what only a launch's detail reads in a section of its own, read when first asked for.
  /// v11: each core's flight count by Launch Library 2.
  /// v12: the boosters the other source names; a plan v4 froze takes LL2's boosters and pad, a
  /// flown launch LL2's time when v4 knew only the day.
  /// v13: the programs a launch is part of, by Launch Library 2.
  /// v14: a launch day's planned timeline.
  /// v15: and its streams.
  /// v16: and LL2's editors' notes.
  /// v17: LL2's counts, orbit and Flight Club page of each launch.
  /// v18: whether a launch's T-0 is LL2's and good only to the hour.
  package static let compactName = "launch-catalog-v18"

  /// Test hooks for the layout's round trip.
  package func writeCompactForTests(to writer: inout BinaryWriter) { writeCompact(to: &writer) }
  package static func readCompactForTests(from reader: inout BinaryReader) throws -> LaunchCatalog {
    try readCompact(from: &reader)
  }

  func writeCompact(to writer: inout BinaryWriter) {
    writer.array(launches) { writer, launch in Self.write(launch, to: &writer) }
    writer.array(rockets) { writer, rocket in
      writer.string(rocket.id)
      writer.string(rocket.name)
    }
    writer.array(launchpads) { writer, pad in
      writer.string(pad.id)
      writer.string(pad.name)
      writer.optional(pad.fullName) { $0.string($1) }
      writer.optional(pad.locality) { $0.string($1) }
      writer.optional(pad.region) { $0.string($1) }
    }
  }

  static func readCompact(from reader: inout BinaryReader) throws -> LaunchCatalog {
    let launches = try reader.array { try readLaunch(&$0) }
    let rockets = try reader.array { reader in Name(id: try reader.string(), name: try reader.string()) }
    let launchpads = try reader.array { reader in
      Site(
        id: try reader.string(), name: try reader.string(), fullName: try reader.optional { try $0.string() },
        locality: try reader.optional { try $0.string() }, region: try reader.optional { try $0.string() })
    }
    guard reader.isAtEnd else { throw BinaryReader.Malformed() }
    return LaunchCatalog(launches: launches, rockets: rockets, launchpads: launchpads)
  }

  private static func write(_ launch: Launch, to writer: inout BinaryWriter) {
    writer.string(launch.id)
    writer.optional(launch.flightNumber) { $0.int($1) }
    writer.string(launch.name)
    writer.double(launch.date.timeIntervalSince1970)
    writer.string(launch.datePrecision.rawValue)
    writer.bool(launch.isUpcoming)
    writer.optional(launch.success) { $0.bool($1) }
    writer.bool(launch.isPartialFailure)
    // In the order `readLaunch` reads them: the order of Launch's arguments.
    writer.optional(launch.rocketID) { $0.string($1) }
    writer.optional(launch.launchpadID) { $0.string($1) }
    writer.array(launch.providers) { $0.string($1.rawValue) }
    writer.optional(launch.programs) { writer, programs in writer.array(programs) { $0.string($1) } }
    // The rest only a launch's detail reads: a section a reader keeps as bytes until it is asked for.
    writer.section { writer in writeRelated(of: launch, to: &writer) }
  }

  private static func writeRelated(of launch: Launch, to writer: inout BinaryWriter) {
    writer.optional(launch.launchLibraryID) { $0.string($1) }
    writer.array(launch.otherNames) { $0.string($1) }
    writer.array(launch.failures) { writer, failure in
      writer.optional(failure.time) { $0.int($1) }
      writer.optional(failure.altitude) { $0.int($1) }
      writer.optional(failure.reason) { $0.string($1) }
    }
    writer.array(launch.payloadIDs) { $0.string($1) }
    writer.array(launch.crew) { writer, member in
      writer.string(member.crewID)
      writer.optional(member.role) { $0.string($1) }
    }
    writer.array(launch.capsuleIDs) { $0.string($1) }
    writer.array(launch.shipIDs) { $0.string($1) }
    writer.array(launch.cores, writeCore)
    writer.array(launch.otherSourceCores, writeCore)
    writer.array(launch.spacecraft) { writer, craft in
      writer.string(craft.serial)
      writer.int(craft.crewCount)
      writer.optional(craft.landingAttempt) { $0.bool($1) }
      writer.optional(craft.landingSuccess) { $0.bool($1) }
      writer.optional(craft.status) { $0.string($1) }
    }
    let links = launch.links
    for url in [
      links.webcast, links.article, links.wikipedia, links.pressKit, links.patch, links.reddit, links.patchSmall,
      links.image,
    ] {
      writer.optional(url) { $0.string($1.absoluteString) }
    }
    writer.string(links.photoAddresses)
    writer.optional(launch.details) { $0.string($1) }
    let day = launch.launchDay
    writer.optional(day.status) { $0.int($1.rawValue) }
    writer.optional(day.windowStart) { $0.double($1.timeIntervalSince1970) }
    writer.optional(day.windowEnd) { $0.double($1.timeIntervalSince1970) }
    writer.optional(day.webcastLive) { $0.bool($1) }
    writer.optional(day.probability) { $0.int($1) }
    writer.optional(day.weatherConcerns) { $0.string($1) }
    writer.int(day.revision)
    writer.optional(day.timeline) { writer, events in
      writer.array(events) { writer, event in
        writer.optional(event.typeID) { $0.int($1) }
        writer.optional(event.abbrev) { $0.string($1) }
        writer.int(event.offset)
      }
    }
    writer.optional(day.webcasts) { writer, streams in
      writer.array(streams) { writer, stream in
        writer.string(stream.url.absoluteString)
        for text in [stream.publisher, stream.typeName, stream.language] { writer.optional(text) { $0.string($1) } }
        writer.optional(stream.typeID) { $0.int($1) }
        writer.optional(stream.priority) { $0.int($1) }
        for date in [stream.start, stream.end] { writer.optional(date) { $0.double($1.timeIntervalSince1970) } }
        writer.optional(stream.live) { $0.bool($1) }
      }
    }
    writer.optional(day.notes) { writer, notes in
      writer.array(notes) { writer, note in
        writer.optional(note.id) { $0.int($1) }
        writer.string(note.comment)
        writer.optional(note.url) { $0.string($1.absoluteString) }
        writer.optional(note.author) { $0.string($1) }
        writer.optional(note.at) { $0.double($1.timeIntervalSince1970) }
      }
    }
    let facts = launch.launchLibraryFacts
    for count in [facts.providerYearCount, facts.padYearCount, facts.padTurnaround] {
      writer.optional(count) { $0.int($1) }
    }
    writer.optional(facts.orbit) { writer, orbit in
      writer.string(orbit.name)
      writer.optional(orbit.abbrev) { $0.string($1) }
    }
    writer.optional(facts.flightClub) { $0.string($1.absoluteString) }
    writer.bool(facts.padUnassigned)
    writer.bool(facts.netToTheHour)
  }

  private static let precisions = CaseTable(DatePrecision.self)
  private static let providers = CaseTable(DataProvider.self)

  private static func readLaunch(_ reader: inout BinaryReader) throws -> Launch {
    let id = try reader.string()
    return Launch(
      id: id, flightNumber: try reader.optional { try $0.int() }, name: try reader.string(),
      date: Date(timeIntervalSince1970: try reader.double()), datePrecision: try reader.oneOf(precisions),
      isUpcoming: try reader.bool(), success: try reader.optional { try $0.bool() },
      isPartialFailure: try reader.bool(), rocketID: try reader.optional { try $0.string() },
      launchpadID: try reader.optional { try $0.string() },
      providers: try reader.array { try $0.oneOf(providers) },
      programs: try reader.optional { reader in try reader.array { try $0.string() } }, relatedIn: try reader.section()
    ) { bytes in
      do {
        return try BinaryReader.reading(bytes) { reader in
          let related = try readRelated(&reader)
          guard reader.isAtEnd else { throw BinaryReader.Malformed() }
          return related
        }
      } catch {
        // The file's length was checked when it was read, so only damage inside it gets here.
        Log.error("the compact catalog's record of launch \(id) is unreadable: \(error)")
        return Launch.Related()
      }
    }
  }

  private static func readRelated(_ reader: inout BinaryReader) throws -> Launch.Related {
    let launchLibraryID = try reader.optional { try $0.string() }
    let otherNames = try reader.array { try $0.string() }
    let failures = try reader.array { reader in
      LaunchFailure(
        time: try reader.optional { try $0.int() }, altitude: try reader.optional { try $0.int() },
        reason: try reader.optional { try $0.string() })
    }
    let payloadIDs = try reader.array { try $0.string() }
    let crew = try reader.array { reader in
      CrewAssignment(crewID: try reader.string(), role: try reader.optional { try $0.string() })
    }
    let capsuleIDs = try reader.array { try $0.string() }
    let shipIDs = try reader.array { try $0.string() }
    let cores = try reader.array(readCore)
    let otherSourceCores = try reader.array(readCore)
    let spacecraft = try reader.array { reader in
      SpacecraftAssignment(
        serial: try reader.string(), crewCount: try reader.int(), landingAttempt: try reader.optional { try $0.bool() },
        landingSuccess: try reader.optional { try $0.bool() }, status: try reader.optional { try $0.string() })
    }
    // In the order `writeRelated` puts them; read one by one, not into an array per launch.
    func link(_ reader: inout BinaryReader) throws -> WebLink? {
      try reader.optional { WebLink(checked: try $0.string()) }
    }
    let (webcast, article, wikipedia, pressKit) = (
      try link(&reader), try link(&reader), try link(&reader), try link(&reader)
    )
    let (patch, reddit, patchSmall, image) = (
      try link(&reader), try link(&reader), try link(&reader), try link(&reader)
    )
    var links = LaunchLinks(
      webcast: webcast, article: article, wikipedia: wikipedia, pressKit: pressKit, patch: patch,
      patchSmall: patchSmall, reddit: reddit, image: image)
    links.photoAddresses = try reader.string()
    let details = try reader.optional { try $0.string() }
    let day = LaunchDay(
      status: try reader.optional { LaunchStatusWord(launchLibraryID: try $0.int()) },
      windowStart: try reader.optional { Date(timeIntervalSince1970: try $0.double()) },
      windowEnd: try reader.optional { Date(timeIntervalSince1970: try $0.double()) },
      webcastLive: try reader.optional { try $0.bool() }, probability: try reader.optional { try $0.int() },
      weatherConcerns: try reader.optional { try $0.string() }, revision: try reader.int(),
      timeline: try reader.optional { reader in
        try reader.array { reader in
          TimelineEvent(
            typeID: try reader.optional { try $0.int() }, abbrev: try reader.optional { try $0.string() },
            offset: try reader.int())
        }
      },
      webcasts: try reader.optional { reader in
        try reader.array { reader in
          let url = WebLink(checked: try reader.string())
          let (publisher, typeName, language) = (
            try reader.optional { try $0.string() }, try reader.optional { try $0.string() },
            try reader.optional { try $0.string() }
          )
          let (typeID, priority) = (try reader.optional { try $0.int() }, try reader.optional { try $0.int() })
          let (start, end) = (
            try reader.optional { Date(timeIntervalSince1970: try $0.double()) },
            try reader.optional { Date(timeIntervalSince1970: try $0.double()) }
          )
          return LaunchWebcast(
            url: url, publisher: publisher, typeID: typeID, typeName: typeName, language: language,
            priority: priority, start: start, end: end, live: try reader.optional { try $0.bool() })
        }
      },
      notes: try reader.optional { reader in
        try reader.array { reader in
          LaunchNote(
            id: try reader.optional { try $0.int() }, comment: try reader.string(),
            url: try reader.optional { WebLink(checked: try $0.string()) },
            author: try reader.optional { try $0.string() },
            at: try reader.optional { Date(timeIntervalSince1970: try $0.double()) })
        }
      })
    let (providerYearCount, padYearCount, padTurnaround) = (
      try reader.optional { try $0.int() }, try reader.optional { try $0.int() }, try reader.optional { try $0.int() }
    )
    let facts = LaunchLibraryFacts(
      providerYearCount: providerYearCount, padYearCount: padYearCount, padTurnaround: padTurnaround,
      orbit: try reader.optional { reader in
        LaunchOrbit(name: try reader.string(), abbrev: try reader.optional { try $0.string() })
      },
      flightClub: try link(&reader), padUnassigned: try reader.bool(), netToTheHour: try reader.bool())
    return Launch.Related(
      failures: failures, payloadIDs: payloadIDs, crew: crew, capsuleIDs: capsuleIDs, shipIDs: shipIDs,
      cores: cores, spacecraft: spacecraft, links: links, details: details, launchLibraryID: launchLibraryID,
      otherNames: otherNames, launchDay: day, otherSourceCores: otherSourceCores, launchLibraryFacts: facts)
  }

  private static func writeCore(_ writer: inout BinaryWriter, _ core: CoreAssignment) {
    writer.optional(core.coreID) { $0.string($1) }
    writer.optional(core.flight) { $0.int($1) }
    writer.optional(core.isReused) { $0.bool($1) }
    writer.optional(core.landingAttempt) { $0.bool($1) }
    writer.optional(core.landingSuccess) { $0.bool($1) }
    writer.optional(core.landingType) { $0.string($1) }
    writer.optional(core.landpadID) { $0.string($1) }
    writer.optional(core.serial) { $0.string($1) }
    writer.optional(core.landingPlace) { $0.string($1) }
    writer.optional(core.turnaroundDays) { $0.int($1) }
    writer.optional(core.boosterStatus) { $0.string($1) }
    writer.optional(core.boosterFlights) { $0.int($1) }
  }

  private static func readCore(_ reader: inout BinaryReader) throws -> CoreAssignment {
    CoreAssignment(
      coreID: try reader.optional { try $0.string() }, flight: try reader.optional { try $0.int() },
      isReused: try reader.optional { try $0.bool() }, landingAttempt: try reader.optional { try $0.bool() },
      landingSuccess: try reader.optional { try $0.bool() }, landingType: try reader.optional { try $0.string() },
      landpadID: try reader.optional { try $0.string() }, serial: try reader.optional { try $0.string() },
      landingPlace: try reader.optional { try $0.string() }, turnaroundDays: try reader.optional { try $0.int() },
      boosterStatus: try reader.optional { try $0.string() }, boosterFlights: try reader.optional { try $0.int() })
  }
}
