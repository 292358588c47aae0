import Core
import Foundation
import LandpadsDomain
import LaunchesDomain
import Testing

@testable import LandpadsData

/// Landing sites from both sources: v4's landpads by id, Launch Library 2's places by name, each
/// landing once, counts that are the list's.
@Suite struct LandpadJoinTests {
  private static func date(_ day: Int) -> Date { Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400) }

  @Test func bothSources_OneSiteEach_EveryLandingOnce() throws {
    let pads = [
      LandpadDTO(
        id: "pad-ocisly", name: "OCISLY", fullName: "Of Course I Still Love You", type: "ASDS", status: "active"),
      LandpadDTO(id: "pad-lz1", name: "LZ-1", fullName: "Landing Zone 1", type: "RTLS", status: "active"),
    ]
    let launches = [
      Launch(
        id: "v4", flightNumber: 1, name: "Old", date: Self.date(0), success: true,
        cores: [CoreAssignment(coreID: "c1", landingAttempt: true, landingSuccess: true, landpadID: "pad-ocisly")]),
      // LL2 writes the place its own way; it is the same drone ship.
      Launch(
        id: "ll2-a", flightNumber: nil, name: "New", date: Self.date(900), success: true, providers: [.launchLibrary],
        cores: [
          CoreAssignment(
            coreID: nil, landingAttempt: true, landingSuccess: false, landingType: "ASDS", serial: "B1090",
            landingPlace: "ocisly")
        ]),
      // A place only LL2 names is a site of its own; an ocean drop is none.
      Launch(
        id: "ll2-b", flightNumber: nil, name: "West", date: Self.date(950), success: true, providers: [.launchLibrary],
        cores: [
          CoreAssignment(
            coreID: nil, landingAttempt: true, landingSuccess: true, landingType: "RTLS", serial: "B1081",
            landingPlace: "LZ-40"),
          CoreAssignment(coreID: nil, landingAttempt: true, landingType: "ATL", serial: "B1069", landingPlace: "ATL"),
        ]),
      // No attempt: no landing anywhere.
      Launch(
        id: "v4-x", flightNumber: 2, name: "Expended", date: Self.date(10), success: true,
        cores: [CoreAssignment(coreID: "c2", landingAttempt: false, landpadID: "pad-lz1")]),
    ]
    let sites = LandpadJoin.landpads(
      pads, cores: V4Names([.init(id: "c1", serial: "B1049")]), launches: launches.reversed())
    #expect(sites.map(\.name) == ["OCISLY", "LZ-1", "LZ-40"], "v4's in its order, then LL2's own; no ocean")
    let ocisly = try #require(sites.first)
    #expect(ocisly.landings.map(\.launchID) == ["v4", "ll2-a"])
    #expect(ocisly.landings.map(\.booster) == ["B1049", "B1090"], "v4's booster by its core's serial")
    #expect(ocisly.attempts == 2 && ocisly.successes == 1)
    #expect(sites[1].landings.isEmpty, "a booster that did not try to land is no landing")
    #expect(sites[2].id == "ll2:LZ-40" && sites[2].successes == 1)
  }
}
