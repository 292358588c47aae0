import Core
import Foundation
import LaunchesDomain
import TestSupport
import Testing

@testable import LaunchesData

/// Every stream Launch Library 2 lists, kept as facts (never its titles or descriptions), and
/// "live" only from a copy fresh enough to vouch for it.
@Suite struct LaunchWebcastRecordTests {
  @Test(SharedData.needed("launch-library-2")) func realDetailedCapture_KeepsEveryStream_TheOfficialOneToOpen() throws {
    let records = try DetailedCapture.records()
    let starlink = try #require(records.first { $0.name.contains("Starlink Group 17-39") })
    let streams = try #require(starlink.launchDay.webcasts)
    #expect(streams.count == 3)
    let ranked = streams.ranked
    #expect(ranked.map(\.publisher) == ["SpaceX", "Spaceflight Now", "SPACE AFFAIRS"])
    #expect(ranked[0].isOfficial && ranked[0].typeName == "Official Webcast" && ranked[0].language == "en")
    #expect(
      ranked[0].start == APIDate.parse("2026-07-20T14:39:00Z") && ranked[0].end == APIDate.parse("2026-07-20T17:30:00Z")
    )
    #expect(ranked[2].end == nil && ranked[2].live == nil, "2.2.0 has no stream's own live")
    #expect(
      starlink.webcastURL == "https://x.com/i/broadcasts/1qGoNNQZvEMKv",
      "SpaceX's own stream is the one to open, not the re-stream LL2 ranks lower")
    #expect(records.first { $0.name.contains("Gravity-1") }?.launchDay.webcasts == [], "listed, and none")
  }

  @Test(SharedData.needed("launch-library-2")) func realDetailedCapture_KeepsTheEditorsNotes() throws {
    let records = try DetailedCapture.records()
    let starlink = try #require(records.first { $0.name.contains("Starlink Group 17-39") })
    let notes = try #require(starlink.launchDay.notes)
    #expect(notes.count == 6 && notes.allSatisfy { !$0.comment.isEmpty })
    let newest = try #require(notes.newestFirst.first)
    #expect(newest.id == 15610 && newest.author == "LL2" && newest.at == APIDate.parse("2026-07-20T14:37:00Z"))
    #expect(newest.url?.absoluteString == "https://www.youtube.com/watch?v=p648NlL0fi4")
    #expect(records.map { $0.launchDay.notes?.count ?? -1 } == [6, 10, 5, 2, 14, 2, 2, 1, 4, 1])
  }

  @Test func notes_WithoutWords_AreLeftOut_ALinkOnlyToTheWeb() throws {
    let json = #"""
      {"count":1,"next":null,"results":[{"id":"n","name":"A | B","net":"2026-01-01T00:00:00Z","updates":[
      {"id":1,"comment":"","created_on":"2026-01-01T00:00:00Z"},{"id":2},"nonsense",
      {"id":3,"comment":"Words","info_url":"javascript:alert(1)","created_by":""},
      {"id":4,"comment":"More","info_url":"https://example.test/4","created_on":"not a date"},
      {"id":5,"comment":"Last","info_url":"https://example.test/5","created_by":"E","created_on":"2026-01-02T00:00:00Z"}]}]}
      """#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    let record = try #require(page.results.elements.compactMap(LaunchLibraryRecord.init).first)
    let notes = try #require(record.launchDay.notes)
    #expect(notes.map(\.id) == [3, 5], "no words, or a date that is none: left out")
    #expect(notes[0].url == nil && notes[0].author == nil && notes[1].url?.absoluteString == "https://example.test/5")
  }

  @Test func onlyWebAddresses_AreKept_AndNothingButFacts() throws {
    let json = #"""
      {"count":1,"next":null,"results":[{"id":"w","name":"A | B","net":"2026-01-01T00:00:00Z","vid_urls":[
      {"url":"javascript:alert(1)","priority":10},{"url":"","priority":9},{"priority":8},
      {"url":"file:///etc/passwd"},{"url":"http://example.test/a","publisher":"","title":"Words of LL2's",
      "description":"More words","type":{"id":3},"language":{"code":"EN"},"live":true},"nonsense",
      {"url":"https://example.test/c","type":{"id":"x"}},
      {"url":"https://example.test/b","priority":"high","type":{"id":1,"name":"Official Webcast"}}]}]}
      """#
    let page = try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: Data(json.utf8))
    let record = try #require(page.results.elements.compactMap(LaunchLibraryRecord.init).first)
    #expect(
      record.webcasts?.map(\.url) == ["http://example.test/a"], "a stream whose rank or type is no number is left out")
    let stream = try #require(record.webcasts?.first)
    #expect(stream.publisher == nil && stream.typeID == 3 && stream.language == "en" && stream.live == true)
    let encoded = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
    #expect(!encoded.contains("Words of LL2") && !encoded.contains("More words"), "the record keeps no prose")
  }

  @Test func anOldCopy_CallsNoStreamLive() throws {
    var catalog = LaunchCatalog.mock
    let index = try #require(catalog.launches.firstIndex { $0.isUpcoming })
    catalog.launches[index].launchDay.webcasts = [
      LaunchWebcast(url: WebLink(checked: "https://example.test/a"), live: true)
    ]
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    func vouched(fetchedAgo age: TimeInterval) -> LaunchCatalog {
      let copy = Provenance(source: .cache, isStale: false, fetchedAt: now.addingTimeInterval(-age))
      let provenance = copy.combined(with: ProviderProvenance(provider: .launchLibrary, copy))
      return LaunchFreshness.vouched(catalog, provenance: provenance, now: now)
    }
    #expect(vouched(fetchedAgo: 60).launches[index].launchDay.webcasts?.first?.live == true)
    #expect(vouched(fetchedAgo: 20 * 60).launches[index].launchDay.webcasts?.first?.live == nil)
  }
}
