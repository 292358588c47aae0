import BoostersDomain
import Core
import Foundation
import LaunchesDomain
import Testing

@testable import BoostersData

/// Joining the SpaceX API's fleet with both sources' launches: one career per booster, each
/// flight once, counts that are the log's.
@Suite struct FleetJoinTests {
  private static func date(_ day: Int) -> Date { Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400) }

  /// A v4 flight (the core by id) and LL2-only flights (the booster by serial), as the merged
  /// catalog holds them.
  private static let launches = [
    Launch(
      id: "v4-a", flightNumber: 150, name: "Starlink 1", date: date(0), success: true,
      cores: [
        CoreAssignment(
          coreID: "core-62", flight: 1, landingAttempt: true, landingSuccess: true, landingType: "ASDS",
          landpadID: "pad-ocisly")
      ]),
    Launch(
      id: "v4-b", flightNumber: 160, name: "Transporter", date: date(40), success: true,
      cores: [
        CoreAssignment(
          coreID: "core-62", flight: 2, landingAttempt: true, landingSuccess: true, landingType: "RTLS",
          landpadID: "pad-lz1")
      ]),
    // After October 2022: only Launch Library 2 records it, by serial, written its own way.
    Launch(
      id: "ll2-c", flightNumber: nil, name: "Starlink 9", date: date(900), success: true, providers: [.launchLibrary],
      cores: [
        CoreAssignment(
          coreID: nil, flight: 4, landingAttempt: true, landingSuccess: false, landingType: "ASDS", serial: "b 1062",
          landingPlace: "ASOG", turnaroundDays: 860)
      ]),
    Launch(
      id: "ll2-d", flightNumber: nil, name: "Starlink 12", date: date(1000), isUpcoming: true,
      providers: [.launchLibrary],
      cores: [
        CoreAssignment(
          coreID: nil, flight: 5, landingAttempt: true, serial: "B1062", landingPlace: "OCISLY",
          boosterStatus: "active",
          boosterFlights: 9)
      ]),
    // A launch both sources know is one launch in the catalog, with v4's cores: one flight.
    Launch(
      id: "v4-e", flightNumber: 170, name: "Both know it", date: date(60), success: true,
      providers: [.spaceXAPI, .launchLibrary],
      cores: [CoreAssignment(coreID: "core-62", flight: nil, landingAttempt: false)]),
  ]

  @Test func aBoosterOfBothEras_HasOneLogWhoseCountsAgree() throws {
    let cores = [CoreDTO(id: "core-62", serial: "B1062", block: 5, status: "lost")]
    let boosters = FleetJoin.boosters(
      cores: cores, landpads: V4Names([.init(id: "pad-ocisly", name: "OCISLY"), .init(id: "pad-lz1", name: "LZ-1")]),
      launches: Self.launches.shuffled())
    #expect(boosters.count == 1, "the serial written two ways is one booster: \(boosters.map(\.serial))")
    let booster = try #require(boosters.first)
    #expect(booster.flights.map(\.launchID) == ["v4-a", "v4-b", "v4-e", "ll2-c", "ll2-d"], "in order, each once")
    #expect(
      booster.flights.map(\.number) == [1, 2, 3, 4, 5],
      "the sources' numbers; the unnumbered one follows its predecessor")
    #expect(
      booster.flown.count == 4 && booster.nextFlight(now: Self.date(999))?.launchID == "ll2-d"
        && booster.nextFlight(now: Self.date(1001)) == nil, "a flight past its date is no longer next")
    #expect(booster.status == "active", "LL2's newer word wins over v4's")
    #expect(
      booster.launchLibraryFlights == 9 && booster.launchLibraryFlightsDiffering == 9, "LL2 counts more than the log")
    #expect(booster.block == 5 && booster.spaceXAPIID == "core-62")
    // Landings counted from the log, matching each flight's outcome.
    let landings = booster.landings
    #expect(landings.all.attempts == 3 && landings.all.successes == 2)
    #expect(landings.byKind[.droneship]?.attempts == 2 && landings.byKind[.droneship]?.successes == 1)
    #expect(landings.byKind[.landingZone]?.attempts == 1 && landings.byKind[.landingZone]?.successes == 1)
    #expect(booster.flights.first?.landingPlace == "OCISLY", "v4's landpad by its short name")
    #expect(booster.flights[1].turnaroundDays == 40, "counted from the flight just before it")
    #expect(booster.flights[3].turnaroundDays == 860, "LL2's own figure")
    #expect(booster.flights[4].landingSuccess == nil, "a landing still to come has no outcome")
  }

  @Test func serials_AreWrittenOneWay_AndUnassignedOnesAreNoBooster() {
    #expect(Serial.normalized("b1062") == "B1062")
    #expect(Serial.normalized(" B 1062 ") == "B1062")
    #expect(Serial.normalized("Unknown F9") == nil)
    #expect(Serial.normalized("Booster 20") == "Booster 20", "a Super Heavy keeps its name")
  }

  @Test func queries_SortLeadersFirst_OrMostRecentlyFlown() {
    let boosters = FleetJoin.boosters(
      cores: [
        CoreDTO(id: "a", serial: "B1001", block: 5, status: "active"),
        CoreDTO(id: "b", serial: "B1002", block: 4, status: "lost"),
      ],
      landpads: V4Names(),
      launches: [
        Launch(id: "1", flightNumber: 1, name: "x", date: Self.date(1), cores: [CoreAssignment(coreID: "b")]),
        Launch(id: "2", flightNumber: 2, name: "y", date: Self.date(2), cores: [CoreAssignment(coreID: "b")]),
        Launch(id: "3", flightNumber: 3, name: "z", date: Self.date(3), cores: [CoreAssignment(coreID: "a")]),
      ])
    #expect(BoosterSort.flights.run(on: boosters).map(\.serial) == ["B1002", "B1001"])
    #expect(BoosterSort.last.run(on: boosters).map(\.serial) == ["B1001", "B1002"])
    #expect(BoosterSort.serial.run(on: boosters).map(\.serial) == ["B1001", "B1002"])
  }

  /// Ordinals the sources give out of order (B1063's 1, 2, 2, 4) or twice (B1064's "flight 1"
  /// on USSF-44 and again on CRS-26): the log numbers its flights in its own order, says what
  /// each source said instead, and counts every turnaround whose previous date it knows.
  @Test func sourcesOrdinals_GiveWayToTheLogs_AndAreShownWhereTheyDiffer() throws {
    let launches = [
      Launch(
        id: "a", flightNumber: 1, name: "A", date: Self.date(0), success: true,
        cores: [CoreAssignment(coreID: "core-63", flight: 1)]),
      Launch(
        id: "b", flightNumber: 2, name: "B", date: Self.date(100), success: true,
        cores: [CoreAssignment(coreID: "core-63", flight: 2)]),
      Launch(
        id: "c", flightNumber: 3, name: "C", date: Self.date(282), success: true,
        cores: [CoreAssignment(coreID: "core-63", flight: 2)]),
      Launch(
        id: "d", flightNumber: nil, name: "D", date: Self.date(375), success: true, providers: [.launchLibrary],
        cores: [CoreAssignment(coreID: nil, flight: 4, serial: "B1063", boosterFlights: 3)]),
    ]
    let booster = try #require(
      FleetJoin.boosters(cores: [CoreDTO(id: "core-63", serial: "B1063")], landpads: V4Names(), launches: launches)
        .first)
    #expect(booster.flights.map(\.number) == [1, 2, 3, 4], "strictly increasing, one per flight")
    #expect(booster.flights[2].disagreements == [SourceDisagreement(provider: .spaceXAPI, number: 2)])
    #expect(booster.flights.map(\.disagreements.isEmpty) == [true, true, false, true])
    #expect(booster.flights.map(\.turnaroundDays) == [nil, 100, 182, 93], "every one whose previous date is known")
    #expect(booster.fastestTurnaround == 93)
    #expect(booster.launchLibraryFlightsDiffering == 3, "LL2's own total, shown because it is not the log's 4")
  }

  /// A plan v4 froze names one booster, Launch Library 2 another that flew: the flight is the
  /// newer source's booster's, and its log says which booster v4 had planned; a flight number
  /// both give for the same booster is compared too.
  @Test func sourcesNamingDifferentBoosters_TheFlightIsOneBoostersAndSaysSo() throws {
    var launch = Launch(
      id: "ussf", flightNumber: nil, name: "USSF-44", date: Self.date(10), success: true,
      providers: [.spaceXAPI, .launchLibrary],
      cores: [
        CoreAssignment(coreID: nil, flight: 1, serial: "B1066"),
        CoreAssignment(coreID: nil, flight: 2, serial: "B1064"),
      ])
    launch.otherSourceCores = [
      CoreAssignment(coreID: "core-65", flight: 1), CoreAssignment(coreID: "core-64", flight: 1),
    ]
    let boosters = FleetJoin.boosters(
      cores: [CoreDTO(id: "core-64", serial: "B1064"), CoreDTO(id: "core-65", serial: "B1065")], landpads: V4Names(),
      launches: [launch])
    let bySerial = Dictionary(uniqueKeysWithValues: boosters.map { ($0.serial, $0) })
    #expect(bySerial["B1065"]?.flights.isEmpty == true, "planned, not flown: no flight of its own")
    #expect(
      bySerial["B1066"]?.flights.first?.disagreements == [SourceDisagreement(provider: .spaceXAPI, booster: "B1065")])
    let b1064 = try #require(bySerial["B1064"]?.flights.first)
    #expect(b1064.number == 1)
    #expect(b1064.disagreements == [SourceDisagreement(provider: .launchLibrary, number: 2)], "LL2's 2, the log's 1")
  }

  /// CRS-7's booster broke up in flight and Amos-6's on the pad: a landing was planned, none was
  /// tried; the flight says so, and no count takes it for an attempt.
  @Test func aBoosterLostWithItsLaunch_MadeNoLandingAttempt() throws {
    let launches = [
      Launch(
        id: "crs7", flightNumber: 19, name: "CRS-7", date: Self.date(0), success: false,
        cores: [CoreAssignment(coreID: "core-18", flight: 1, landingAttempt: true, landingType: "ASDS")])
    ]
    let booster = try #require(
      FleetJoin.boosters(cores: [CoreDTO(id: "core-18", serial: "B1018")], landpads: V4Names(), launches: launches)
        .first)
    let flight = try #require(booster.flights.first)
    #expect(flight.landingAttempt == false && flight.isLostWithLaunch)
    #expect(booster.landings.all.attempts == 0)
  }
}
