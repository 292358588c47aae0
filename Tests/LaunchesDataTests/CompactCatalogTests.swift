import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import OfflineSample
import TestSupport
import Testing

/// The compact catalog cache: identical to what the JSON gives, used only while the JSON it was
/// built from is the cached one: fresh, or stale when the run answers from the stale cache anyway;
/// and the offline sample's own, kept under the sample's fingerprint.
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

  private func repository(_ store: FileCacheStore, policy: SourcePolicy = SourcePolicy(mode: .cache)) throws
    -> any LaunchRepository
  {
    try AppContainer.assemble(core: .test(policy: policy, cache: store), features: [.launchesData])
      .resolve((any LaunchRepository).self)
  }

  /// The JSON of every input made unreadable under the same fetch times: only a compact form
  /// built from those copies can answer now.
  private func spoilTheJSON(_ store: FileCacheStore) throws {
    for key in ["ALL launches", "GET rockets", "GET launchpads"] {
      let fetchedAt = try #require(store.fetchedAt(for: key))
      try store.store(CacheEntry(data: Data("not json".utf8), fetchedAt: fetchedAt), for: key)
    }
  }

  /// A stale cache the run answers from anyway (`--source cache`, `--offline`, or the API found
  /// unreachable moments ago) is read in its compact form, and says it is stale as the JSON would.
  @Test(arguments: ["cache", "offline", "unreachable"])
  func staleCache_ReadsTheCompactForm_WhenNoStepBeforeItCouldAnswer(way: String) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory, age: 7_200)
    let policy: SourcePolicy =
      switch way {
      case "cache": SourcePolicy(mode: .cache)
      case "offline": SourcePolicy(isOffline: true)
      default: SourcePolicy()
      }
    let core = CoreServices.test(policy: policy, cache: store)
    if way == "unreachable" {
      await core.loader.verdict.record(
        .spaceXAPI, error: APIError.transport(.cannotConnect("refused"), url: URL(string: "http://127.0.0.1:9")!))
    }
    func catalog() async throws -> Sourced<LaunchCatalog> {
      try await AppContainer.assemble(core: core, features: [.launchesData])
        .resolve((any LaunchRepository).self).catalog(refresh: false)
    }
    let fromJSON = try await catalog()
    #expect(fromJSON.provenance.isStale && fromJSON.provenance.source == .cache)
    try spoilTheJSON(store)
    let fromCompact = try await catalog()
    #expect(fromCompact.value == fromJSON.value)
    #expect(fromCompact.provenance == fromJSON.provenance)
  }

  /// The status line's record of the launches to come is kept only by runs that merge Launch
  /// Library 2 (the only runs it answers for): one without it never replaces it.
  @Test func withoutLaunchLibrary_NoStatusLineRecord() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory)
    let catalog = try await repository(store, policy: SourcePolicy()).catalog(refresh: false)
    #expect(
      !catalog.value.launches.isEmpty && store.entry(for: ResourceLoader.derivedKey(LaunchCatalog.compactName)) != nil,
      "built and kept")
    #expect(store.entry(for: NextLaunchDigest.cacheKey) == nil)
  }

  /// Where the live step would still be tried, a stale compact form never stands in for it: the
  /// network answers, and its answer is the catalog.
  @Test func staleCache_WithTheNetworkToTry_AsksTheNetwork() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try cache(directory, age: 7_200)
    _ = try await repository(store).catalog(refresh: false)
    let api = StubHTTPClient { request in
      switch request.url.path {
      case "/v4/launches/query":
        .ok(Data(#"{"docs":[{"id":"new","name":"New"}],"totalDocs":1,"page":1,"totalPages":1}"#.utf8))
      case "/v4/rockets", "/v4/launchpads": .ok(Data("[]".utf8))
      default: .status(404)
      }
    }
    let core = CoreServices.test(policy: SourcePolicy(), http: api, cache: store)
    let live = try await AppContainer.assemble(core: core, features: [.launchesData])
      .resolve((any LaunchRepository).self).catalog(refresh: false)
    #expect(live.value.launches.map { $0.id } == ["new"])
    #expect(live.provenance.source == .live)
  }

  /// The offline sample's catalog is built once and kept in the cache: a later run reads it
  /// without touching the sample's JSON, and a sample with another fingerprint is built anew.
  @Test func offlineSample_IsBuiltOnce_UnderItsFingerprint() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileCacheStore(directory: directory.url)
    let reads = Counter()
    func catalog(fingerprint: String) async throws -> Sourced<LaunchCatalog> {
      var core = CoreServices.test(policy: SourcePolicy(isOffline: true), cache: store)
      core.loader.answerBundledFromTheOfflineSample()
      let sample = core.loader.bundled
      core.loader.bundled = { path in
        reads.add()
        return sample(path)
      }
      core.loader.bundledFingerprint = fingerprint
      return try await AppContainer.assemble(core: core, features: [.launchesData])
        .resolve((any LaunchRepository).self).catalog(refresh: false)
    }
    let first = try await catalog(fingerprint: OfflineSample.fingerprint)
    #expect(reads.value == 3, "launches, rockets and launchpads read once")
    let second = try await catalog(fingerprint: OfflineSample.fingerprint)
    #expect(reads.value == 3, "the sample's JSON untouched")
    #expect(second.value == first.value)
    #expect(second.provenance == first.provenance)
    #expect(second.provenance.source == .bundled)
    _ = try await catalog(fingerprint: "another sample")
    #expect(reads.value == 6, "another sample's catalog is built from its own JSON")
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
    #expect(
      try await repository(store).catalog(refresh: false).value.launches.count == 205, "the sample's every v4 launch")
  }

  @Test func roundTrip_KeepsEveryField() throws {
    var catalog = LaunchCatalog.mock
    catalog.launches[0].failures = [LaunchFailure(time: -5, altitude: nil, reason: "fire")]
    catalog.launches[0].crew = [CrewAssignment(crewID: "c", role: "Commander")]
    catalog.launches[0].cores = [
      CoreAssignment(
        coreID: "b", flight: 2, isReused: true, landingAttempt: true, landingSuccess: false, landingType: "ASDS",
        landpadID: "o", serial: "B1", landingPlace: "OCISLY", turnaroundDays: 30, boosterStatus: "active",
        boosterFlights: 31)
    ]
    catalog.launches[0].links = LaunchLinks(
      webcast: WebLink("https://x.test/w"), flickr: [WebLink("https://x.test/f")!])
    catalog.launches[0].details = "Ω"
    catalog.launches[0].programs = ["Starlink", "Ω"]
    catalog.launches[1].programs = []
    catalog.launches[0].launchDay.timeline = [
      TimelineEvent(typeID: 1, abbrev: "GO for Prop Load", offset: -2_280),
      TimelineEvent(typeID: nil, abbrev: "Ω", offset: 0),
      TimelineEvent(typeID: 12, abbrev: nil, offset: 146),
    ]
    catalog.launches[1].launchDay.timeline = []
    catalog.launches[0].launchDay.webcasts = [
      LaunchWebcast(
        url: WebLink(checked: "https://x.test/w"), publisher: "Ω", typeID: 1, typeName: "Official Webcast",
        language: "en", priority: 10, start: Date(timeIntervalSince1970: 1), end: Date(timeIntervalSince1970: 2),
        live: false),
      LaunchWebcast(url: WebLink(checked: "https://x.test/v")),
    ]
    catalog.launches[1].launchDay.webcasts = []
    catalog.launches[0].launchDay.notes = [
      LaunchNote(
        id: 7, comment: "Ω moved", url: WebLink(checked: "https://x.test/n"), author: "E",
        at: Date(timeIntervalSince1970: 3)),
      LaunchNote(id: nil, comment: "bare"),
    ]
    catalog.launches[1].launchDay.notes = []
    var writer = BinaryWriter()
    catalog.writeCompactForTests(to: &writer)
    let read = try BinaryReader.reading(writer.data) { try LaunchCatalog.readCompactForTests(from: &$0) }
    #expect(read == catalog)
    #expect(read.launches.map(\.launchDay.timeline?.count) == catalog.launches.map(\.launchDay.timeline?.count))
    #expect(read.launches.map(\.launchDay.webcasts) == catalog.launches.map(\.launchDay.webcasts))
    #expect(read.launches.map(\.launchDay.notes) == catalog.launches.map(\.launchDay.notes))
  }

  /// A launch's detail fields are read when first asked for: reading the catalog takes them as
  /// bytes, and a launch copied out of it reads the same fields as the one written.
  @Test func detailFields_AreReadWhenAskedFor_AndAgreeWithWhatWasWritten() throws {
    var catalog = LaunchCatalog.mock
    catalog.launches[1].otherNames = ["Other name"]
    catalog.launches[1].payloadIDs = ["p1", "p2"]
    var writer = BinaryWriter()
    catalog.writeCompactForTests(to: &writer)
    let read = try BinaryReader.reading(writer.data) { try LaunchCatalog.readCompactForTests(from: &$0) }
    for (written, launch) in zip(catalog.launches, read.launches) {
      var copy = launch
      copy.details = written.details  // setting one field keeps the others as read
      #expect(copy.payloadIDs == written.payloadIDs && copy.otherNames == written.otherNames)
      #expect(launch.cores == written.cores && launch.links == written.links && launch.launchDay == written.launchDay)
    }
  }

  /// Damage inside one launch's detail section (the file's length still right) costs that
  /// launch its detail fields, not the catalog or the other launches.
  @Test func damagedDetailSection_EmptiesThatLaunchsDetailOnly() throws {
    var catalog = LaunchCatalog.mock
    catalog.launches[0].payloadIDs = ["payload-one"]
    catalog.launches[1].payloadIDs = ["payload-two"]
    var writer = BinaryWriter()
    catalog.writeCompactForTests(to: &writer)
    var bytes = [UInt8](writer.data)
    // The length written before the first launch's payload id, made larger than its section.
    let payload = try #require(bytes.firstRange(of: Array("payload-one".utf8)))
    for index in payload.lowerBound - 8..<payload.lowerBound { bytes[index] = 0x7F }
    let read = try BinaryReader.reading(Data(bytes)) { try LaunchCatalog.readCompactForTests(from: &$0) }
    #expect(read.launches.map(\.id) == catalog.launches.map(\.id))
    #expect(read.launches[0].payloadIDs.isEmpty && read.launches[0].cores.isEmpty)
    #expect(read.launches[1].payloadIDs == ["payload-two"])
  }
}

/// How often a closure ran, from any thread.
private final class Counter: Sendable {
  private let count = Locked(0)
  var value: Int { count.withLock { $0 } }
  func add() { count.withLock { $0 += 1 } }
}

/// The status line's record (`spacex next --line`): the launches that can be next, kept with the
/// compact catalog from the same copies, answer what is next at any later moment as the whole
/// catalog does, with its provenance; a cache without the record is read whole.
@Suite struct UpcomingRecordTests {
  /// Late 2022, when the SpaceX API's copy still had launches to come.
  private static let now = Date(timeIntervalSince1970: 1_664_582_400)

  @Test func answersWhatIsNext_AsTheWholeCatalogDoes_AndACacheWithoutItIsReadWhole() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileCacheStore(directory: directory.url)
    let fetchedAt = Self.now - 60
    try store.store(
      CacheEntry(data: try #require(OfflineSample.document(for: "launches")), fetchedAt: fetchedAt), for: "ALL launches"
    )
    for name in ["rockets", "launchpads"] {
      try store.store(
        CacheEntry(data: try #require(OfflineSample.document(for: name)), fetchedAt: fetchedAt), for: "GET \(name)")
    }
    func repository() throws -> any LaunchRepository {
      try AppContainer.assemble(
        core: .test(policy: SourcePolicy(mode: .cache), cache: store, now: Self.now), features: [.launchesData]
      ).resolve((any LaunchRepository).self)
    }
    let whole = try await repository().catalog(refresh: false)
    let record = try await repository().cachedUpcoming()
    #expect(!record.value.launches.isEmpty)
    #expect(record.value.launches.count * 10 < whole.value.launches.count, "a few of \(whole.value.launches.count)")
    #expect(record.provenance == whole.provenance)
    for days in [0.0, 1, 7, 30, 90, 365, 3_650] {
      let moment = Self.now + days * 86_400
      for rocket in [nil, "falcon9", "heavy"] {
        #expect(
          try record.value.nextLaunch(rocket: rocket, now: moment)
            == whole.value.nextLaunch(rocket: rocket, now: moment),
          "\(days) days on, \(rocket ?? "any rocket")")
      }
    }

    let key = ResourceLoader.derivedKey(LaunchCatalog.compactName + " upcoming")
    try FileManager.default.removeItem(at: store.fileURL(for: key))
    #expect(try await repository().cachedUpcoming().value == whole.value)
  }
}
