import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchesData

/// Launch Library 2's counts, pad turnaround, orbit and Flight Club page: read where the record
/// gives one we can vouch for, and kept through the compact catalog.
@Suite struct LaunchFactsRecordTests {
  @Test(SharedData.needed("launch-library-2")) func realDetailedCapture_KeepsTheCounts_TheOrbit_AndFlightClub() throws {
    let records = try DetailedCapture.records()
    let starlink = try #require(records.first { $0.name.contains("Starlink Group 17-39") })
    let facts = starlink.facts
    #expect(facts.providerYearCount == 87 && facts.padYearCount == 46)
    #expect(facts.padTurnaround == 3 * 86_400 + 18 * 3600 + 16 * 60 + 56, "P3DT18H16M56S")
    #expect(facts.orbit == LaunchOrbit(name: "Low Earth Orbit", abbrev: "LEO"))
    #expect(
      facts.flightClub?.absoluteString == "https://flightclub.io/result?llId=e1079d3a-c0a6-4b42-bc1d-92e48a5a78fc")
    #expect(!facts.padUnassigned)
    // NROL-95's orbit is "N/A" in LL2: none, not an orbit called "N/A".
    #expect(records.first { $0.name.contains("NROL-95") }?.facts.orbit == nil)
  }

  @Test func counts_AreKeptOnlyWhenTheyCount_AndTheFlightClubPageOnlyOverHTTPS() throws {
    func record(_ members: String) throws -> LaunchLibraryRecord {
      let json =
        #"{"count":1,"next":null,"results":[{"id":"f","name":"A | B","net":"2026-01-01T00:00:00Z","#
        + members + "}]}"
      let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
      return try #require(page.results.elements.compactMap(LaunchLibraryRecord.init).first)
    }
    let zero = try record(
      #""agency_launch_attempt_count_year":0,"pad_launch_attempt_count_year":-3,"pad_turnaround":"P0D","#
        + #""flightclub_url":"http://flightclub.io/x","mission":{"name":"B","orbit":{"name":"","abbrev":"X"}}"#)
    #expect(zero.facts == LaunchLibraryFacts(), "0 and negative counts, P0D, http: and an empty orbit: unknown")
    let nonsense = try record(
      #""pad_turnaround":"P99999999999D","flightclub_url":"javascript:alert(1)","pad":{"id":54,"name":"Unknown Pad"},"#
        + #""pad_launch_attempt_count_year":2,"agency_launch_attempt_count_year":105"#)
    #expect(nonsense.facts.padTurnaround == nil && nonsense.facts.flightClub == nil)
    #expect(
      nonsense.facts.providerYearCount == 105 && nonsense.facts.padYearCount == nil && nonsense.facts.padUnassigned,
      "LL2's placeholder pad counts launches with no pad as if they shared one")
    // A count too large for a number is no record at all (like any malformed field).
    let json =
      #"{"count":1,"next":null,"results":[{"id":"f","name":"A","net":"2026-01-01T00:00:00Z","#
      + #""agency_launch_attempt_count_year":1e30}]}"#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    #expect(page.results.elements.isEmpty)
  }

  @Test(SharedData.needed("launch-library-2")) func aNETToTheHour_IsSaid_OnlyWhereLL2SaysHR() throws {
    let records = try DetailedCapture.records()
    let hour = try #require(records.first { $0.netPrecision == "HR" })
    #expect(hour.facts.netToTheHour)
    #expect(records.filter { $0.netPrecision != "HR" }.allSatisfy { !$0.facts.netToTheHour })
  }

  @Test func aFlownV4Launch_KeepingItsOwnDate_IsNotSaidToBeKnownOnlyToTheHour() throws {
    let json =
      #"{"count":1,"next":null,"results":[{"id":"f","name":"A | B","net":"2020-01-01T00:00:00Z","#
      + #""net_precision":{"abbrev":"HR"},"status":{"id":3}}]}"#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    let record = try #require(page.results.elements.compactMap(LaunchLibraryRecord.init).first)
    var flown = try #require(LaunchCatalog.mock.launches.first { !$0.isUpcoming })
    flown.datePrecision = .hour
    #expect(record.facts.netToTheHour)
    #expect(!LaunchMerge.enriched(flown, with: record).launchLibraryFacts.netToTheHour)
    flown.datePrecision = .day
    let timed = LaunchMerge.enriched(flown, with: record)
    #expect(timed.datePrecision == .hour && timed.launchLibraryFacts.netToTheHour, "LL2's time, to the hour")
  }

  @Test func theFacts_SurviveTheCompactCatalog() throws {
    var catalog = LaunchCatalog.mock
    let facts = LaunchLibraryFacts(
      providerYearCount: 95, padYearCount: 12, padTurnaround: 324_000, orbit: LaunchOrbit(name: "Polar Orbit"),
      flightClub: WebLink(checked: "https://flightclub.io/result?llId=x"), padUnassigned: true, netToTheHour: true)
    catalog.launches[0].launchLibraryFacts = facts
    var writer = BinaryWriter()
    catalog.writeCompactForTests(to: &writer)
    let read = try BinaryReader.reading(writer.data) { try LaunchCatalog.readCompactForTests(from: &$0) }
    #expect(read.launches[0].launchLibraryFacts == facts)
    #expect(read.launches[1].launchLibraryFacts == catalog.launches[1].launchLibraryFacts)
  }
}
