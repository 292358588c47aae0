import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchesData

/// A launch's planned timeline, read from Launch Library 2's detailed records: events by type
/// and offset from liftoff, nothing LL2 cannot vouch for.
@Suite struct LaunchTimelineTests {
  @Test func durations_AsLaunchLibraryWritesThem() {
    let cases: [(String, Int)] = [
      ("-PT38M", -2_280), ("-PT45S", -45), ("P0D", 0), ("PT8M19S", 499), ("PT1H1M33S", 3_693),
      ("P49DT23H10M", 49 * 86_400 + 23 * 3_600 + 600), ("PT1.5S", 1), ("+PT1M", 60),
    ]
    for (text, seconds) in cases { #expect(LaunchLibraryDuration.seconds(text) == seconds, "\(text)") }
  }

  @Test func durations_ThatAreNone_OrTooLarge_AreNil() {
    for text in [
      "", "P", "PT", "38M", "-38M", "PT-5M", "P1H", "PT1D", "PTM", "PT1M1M", "PT1S1M", "P1.5D", "PT1..5S", "PT1M ",
      "P99999999999999999999D", "P106751991167301D", "PT9223372036854775807S1S", "P1DT9223372036854775807S",
    ] {
      #expect(LaunchLibraryDuration.seconds(text) == nil, "\(text)")
    }
  }

  @Test(SharedData.needed("launch-library-2")) func realDetailedCapture_GivesTheTimelineInLaunchLibrarysOrder() throws {
    let records = try DetailedCapture.records()
    let starlink = try #require(records.first { $0.name.contains("Starlink Group 17-39") })
    let events = try #require(starlink.launchDay.timeline)
    #expect(events.count == 23)
    #expect(events.first == TimelineEvent(typeID: 1, abbrev: "GO for Prop Load", offset: -2_280))
    #expect(events.first { $0.typeID == 10 }?.offset == 0, "Liftoff at T0")
    #expect(events.last == TimelineEvent(typeID: 23, abbrev: "Starlink Deployment", offset: 3_693))
    #expect(events.inOrder.map(\.offset) == events.map(\.offset).sorted())
    #expect(records.filter { $0.launchDay.timeline?.isEmpty == false }.count == 5, "the five that list one")
  }

  @Test func normalRecord_HasNoTimeline_AnEmptyOneIsNone() throws {
    let normal = try #require(try Self.record(#"{"id":"n","name":"A | B","net":"2026-01-01T00:00:00Z"}"#))
    #expect(normal.launchDay.timeline == nil, "not listed: unknown")
    let empty = try #require(try Self.record(#"{"id":"e","name":"A | B","net":"2026-01-01T00:00:00Z","timeline":[]}"#))
    #expect(empty.launchDay.timeline == [], "listed, and empty")
  }

  /// An event is kept only with a type and an offset that is a duration within two days of
  /// liftoff; one that is not costs that event, not the record.
  @Test func hostileEvents_AreLeftOut_TheRestKept() throws {
    let json = #"""
      {"id":"h","name":"A | B","net":"2026-01-01T00:00:00Z","timeline":[
      {"type":{"id":10,"abbrev":"Liftoff"},"relative_time":"P0D"},
      {"type":{"id":11},"relative_time":"PT1M8S"},
      {"type":{"abbrev":"Own name"},"relative_time":"-PT1M"},
      {"type":{},"relative_time":"PT1M"},
      {"relative_time":"PT2M"},
      {"type":{"id":12,"abbrev":"MECO"},"relative_time":"soon"},
      {"type":{"id":12,"abbrev":"MECO"}},
      {"type":{"id":13,"abbrev":"Far"},"relative_time":"P3D"},
      {"type":{"id":"x"},"relative_time":"PT3M"},
      "not an event"
      ]}
      """#
    let record = try #require(try Self.record(json))
    #expect(
      record.launchDay.timeline == [
        TimelineEvent(typeID: 10, abbrev: "Liftoff", offset: 0), TimelineEvent(typeID: 11, abbrev: nil, offset: 68),
        TimelineEvent(typeID: nil, abbrev: "Own name", offset: -60),
      ])
  }

  @Test func aSlip_MovesEveryEvent() {
    let event = TimelineEvent(typeID: 12, abbrev: "MECO", offset: 146)
    let net = Date(timeIntervalSince1970: 1_784_558_972)
    #expect(event.time(net: net) == net.addingTimeInterval(146))
    #expect(event.time(net: net.addingTimeInterval(600)) == net.addingTimeInterval(746))
  }

  private static func record(_ launch: String) throws -> LaunchLibraryRecord? {
    let page = #"{"count":1,"next":null,"results":["# + launch + "]}"
    return try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(page.utf8)).results.elements
      .compactMap(LaunchLibraryRecord.init).first
  }
}
