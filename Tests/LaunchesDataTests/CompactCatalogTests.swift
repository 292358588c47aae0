import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import OfflineSample
import TestSupport
import Testing

/// The compact catalog cache: identical to what the JSON gives, used only while the JSON it was
/// built from is the cached one and fresh.
@Suite struct CompactCatalogTests {
  /// A cache holding the sample's collections as if fetched `age` seconds before now.
  private func cache(_ directory: TemporaryDirectory, age: Double = 60) throws -> FileCacheStore {
    let store = FileCacheStore(directory: directory.url)
    let fetchedAt = Fixtures.now - age
    let launches = try #require(OfflineSample.document(for: "launches"))
    try store.store(CacheEntry(data: launches, fetchedAt: fetchedAt), for: "ALL launches")
    for name in ["rockets", "launchpads"] {
      try store.store(
        CacheEntry(data: try #require(OfflineSample.document(for: name)), fetchedAt: fetchedAt), for: "GET \(name)")
    }
    return store
  }

  private func repository(_ store: FileCacheStore) throws -> any LaunchRepository {
    try AppContainer.assemble(core: .test(policy: SourcePolicy(mode: .cache), cache: store), features: [.launchesData])
      .resolve((any LaunchRepository).self)
  }

  private func compactFile(_ store: FileCacheStore) -> URL {
    store.fileURL(for: "DERIVED " + LaunchCatalog.compactName)
  }

  @Test func secondProcess_ReadsTheCompactForm_EqualToTheJSON() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory)
    let fromJSON = try await repository(store).catalog(refresh: false)
    #expect(FileManager.default.fileExists(atPath: compactFile(store).path))
    // A new repository (a new process), and the raw JSON body made unreadable under the same
    // fetch time: only the compact form can answer now.
    try store.store(
      CacheEntry(data: Data("not json".utf8), fetchedAt: fromJSON.provenance.fetchedAt), for: "ALL launches")
    let fromCompact = try await repository(store).catalog(refresh: false)
    #expect(fromCompact.value == fromJSON.value)
    #expect(fromCompact.provenance == fromJSON.provenance)
  }

  @Test func newerRawData_MakesTheCompactFormStale() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory)
    _ = try await repository(store).catalog(refresh: false)
    // Another process fetched launches again: one launch fewer, a newer fetch time.
    let fewer = Data("[{\"id\":\"only\",\"name\":\"Only\"}]".utf8)
    try store.store(CacheEntry(data: fewer, fetchedAt: Fixtures.now - 10), for: "ALL launches")
    #expect(try await repository(store).catalog(refresh: false).value.launches.map(\.id) == ["only"])
  }

  @Test func damagedCompactFile_IsIgnored() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory)
    _ = try await repository(store).catalog(refresh: false)
    let entry = try #require(store.entry(for: "DERIVED " + LaunchCatalog.compactName))
    try store.store(
      CacheEntry(data: entry.data.prefix(entry.data.count / 2), fetchedAt: entry.fetchedAt),
      for: "DERIVED " + LaunchCatalog.compactName)
    #expect(try await repository(store).catalog(refresh: false).value.launches.count == 47)
  }

  @Test func roundTrip_KeepsEveryField() throws {
    var catalog = LaunchCatalog.mock
    catalog.launches[0].failures = [LaunchFailure(time: -5, altitude: nil, reason: "fire")]
    catalog.launches[0].crew = [CrewAssignment(crewID: "c", role: "Commander")]
    catalog.launches[0].cores = [
      CoreAssignment(
        coreID: "b", flight: 2, isReused: true, landingAttempt: true, landingSuccess: false, landingType: "ASDS",
        landpadID: "o")
    ]
    catalog.launches[0].links = LaunchLinks(
      webcast: WebLink("https://x.test/w"), flickr: [WebLink("https://x.test/f")!])
    catalog.launches[0].details = "Ω"
    var writer = BinaryWriter()
    catalog.writeCompactForTests(to: &writer)
    #expect(try BinaryReader.reading(writer.data) { try LaunchCatalog.readCompactForTests(from: &$0) } == catalog)
  }
}
