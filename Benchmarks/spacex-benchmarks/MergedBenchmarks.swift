import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain

/// The SpaceX API's launches merged with Launch Library 2's, at 1× and 100×: the merged catalog
/// built in a fresh state against the SpaceX API's alone (the baseline), and whole `spacex
/// launches` processes from a warm cache, with and without Launch Library 2, against `--version`
/// and `jq`.
///
/// The LL2 side is the mid-2023 capture's 306 SpaceX launches (copies for 100×, like the `scale`
/// suite's), synced into the cache through the real sync path from an in-process stand-in.
enum MergedBenchmarks {
  static func run(runs: Int) async throws {
    guard let capture = Paths.capture, let launchLibrary = Paths.launchLibraryCapture else {
      print("\nskipped merged: needs ../shared/spacex-api-v4 and ../shared/launch-library-2 beside the package")
      return
    }
    let v4 = try JSONSerialization.jsonObject(with: Data(contentsOf: capture.appendingPathComponent("launches.json")))
    let ll2 = try JSONSerialization.jsonObject(with: Data(contentsOf: launchLibrary)) as? [String: Any]
    guard let v4Documents = v4 as? [[String: Any]], let pages = ll2?["results"] as? [[String: Any]] else { return }
    // The capture repeats launches across its pages; LL2 itself lists each once.
    var seen = Set<String>()
    let ll2Documents = pages.filter { seen.insert($0["id"] as? String ?? "").inserted }
    for factor in [1, 100] {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "spacex-merged-\(factor)-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let raw = try JSONSerialization.data(withJSONObject: ScaleBenchmarks.scaled(v4Documents, by: factor))
      try ScaleBenchmarks.fill(cache: directory, launches: raw, capture: capture)
      let fresh = scaled(ll2Documents, by: factor)
      let merged = try await sync(fresh, into: directory)
      try await measure(
        factor: factor, directory: directory, raw: raw, merged: merged, ll2Count: fresh.count, runs: runs)
    }
  }

  private static func measure(
    factor: Int, directory: URL, raw: Data, merged: Int, ll2Count: Int, runs: Int
  ) async throws {
    let store = FileCacheStore(directory: directory)
    let compact = { (launchLibrary: Bool) in
      store.fileURL(for: "DERIVED " + LaunchCatalog.compactName + (launchLibrary ? "+ll2" : ""))
    }
    let alone = try await Measurement.measureAsync("SpaceX API alone, compact cache (fresh state)", runs: runs) {
      _ = try await catalog(directory, launchLibrary: false)
    }
    let both = try await Measurement.measureAsync("merged with Launch Library 2, compact cache", runs: runs) {
      _ = try await catalog(directory, launchLibrary: true)
    }
    // Without the compact copy: the JSON decoded, and for the merged catalog LL2's copy decoded and
    // every launch matched, as the first process after a fetch does.
    let aloneJSON = try await Measurement.measureAsync("SpaceX API alone, from the JSON", runs: runs) {
      try? FileManager.default.removeItem(at: compact(false))
      _ = try await catalog(directory, launchLibrary: false)
    }
    let bothJSON = try await Measurement.measureAsync("merged with Launch Library 2, from the JSON", runs: runs) {
      try? FileManager.default.removeItem(at: compact(true))
      _ = try await catalog(directory, launchLibrary: true)
    }
    report(
      "Merged catalog ×\(factor) (\(raw.count / 1024) KiB of SpaceX API launches + \(ll2Count) LL2 launches → "
        + "\(merged) launches), \(runs) runs", baseline: alone, [both, aloneJSON, bothJSON])
    try await measureFlightRecords(factor: factor, directory: directory, runs: runs)
    let rawFile = directory.appendingPathComponent("launches.json")
    try? raw.write(to: rawFile)
    let spacex = Paths.executable("spacex").path
    let query = [
      "launches", "--rocket", "falcon9", "--limit", "20", "--source", "cache", "--cache-dir", directory.path,
    ]
    let falcon9 = "5e9d0d95eda69973a809d1ec"
    let jqFilter =
      "[.[] | select(.rocket == \"\(falcon9)\")] | sort_by(.date_unix, .flight_number) | reverse | .[0:20] | .[].name"
    ScaleBenchmarks.processTable(
      [
        ("spacex --version (floor)", spacex, ["--version"]),
        ("spacex launches --rocket falcon9 --limit 20 --no-ll2", spacex, query + ["--no-ll2"]),
        ("spacex launches --rocket falcon9 --limit 20 (merged)", spacex, query),
        // SPACEX_BENCH_BASELINE_SPACEX=/path/to/an/older/spacex: the same query by that build.
        (
          "the same by the baseline build", ProcessInfo.processInfo.environment["SPACEX_BENCH_BASELINE_SPACEX"] ?? "",
          query
        ),
        ("jq, same filter, sort and slice (SpaceX API JSON only)", "/usr/bin/jq", [jqFilter, rawFile.path]),
      ],
      environment: ["HOME": directory.path, "SPACEX_CONFIG_DIR": directory.path, "PATH": "/usr/bin:/bin"],
      runs: max(5, runs / 2))
  }

  /// Rocket and launchpad facts worked out from the merged catalog (what `spacex rockets` and
  /// `spacex launchpads` add to their collections), against one plain pass counting launches per
  /// rocket, the least any such count costs.
  private static func measureFlightRecords(factor: Int, directory: URL, runs: Int) async throws {
    var options = RuntimeOptions()
    options.source = .cache
    options.cacheDirectory = directory.path
    let core = try CoreServices.live(options: options, environment: ["SPACEX_CONFIG_DIR": directory.path])
    let catalog = try await AppContainer.assemble(core: core, features: [.launchesData])
      .resolve((any LaunchRepository).self).catalog(refresh: false).value
    let now = Date()
    let plain = Measurement.measure("baseline: one pass counting launches per rocket", runs: runs) {
      var counts: [String: Int] = [:]
      for launch in catalog.launches { counts[launch.rocketID ?? "", default: 0] += 1 }
      precondition(!counts.isEmpty)
    }
    let rockets = Measurement.measure("flight records by rocket", runs: runs) {
      precondition(!catalog.flightRecords(by: \.rocketID, now: now).isEmpty)
    }
    let pads = Measurement.measure("flight records by launchpad", runs: runs) {
      precondition(!catalog.flightRecords(by: \.launchpadID, now: now).isEmpty)
    }
    report(
      "Rocket and launchpad facts from the merged catalog ×\(factor) (\(catalog.launches.count) launches), \(runs) runs",
      baseline: plain, [rockets, pads])
  }

  /// A fresh process's catalog from the cache: the SpaceX API's alone, or merged.
  private static func catalog(_ directory: URL, launchLibrary: Bool) async throws -> Int {
    var options = RuntimeOptions()
    options.source = .cache
    options.cacheDirectory = directory.path
    if !launchLibrary { options.featureValues["--no-ll2"] = "" }
    let core = try CoreServices.live(options: options, environment: ["SPACEX_CONFIG_DIR": directory.path])
    return try await AppContainer.assemble(core: core, features: [.launchesData])
      .resolve((any LaunchRepository).self).catalog(refresh: false).value.launches.count
  }

  /// Syncs `documents` into the cache through the real path, from an in-process LL2 stand-in, with
  /// a budget large enough for every page. Returns how many launches the merged catalog has.
  /// A cache in `directory` as a user's is after a sync: the SpaceX API capture and the mid-2023
  /// LL2 capture (each launch once) synced through the real path. Returns the merged count.
  static func fillMergedCache(_ directory: URL, capture: URL, launchLibrary: URL) async throws -> Int {
    try ScaleBenchmarks.fill(
      cache: directory, launches: try Data(contentsOf: capture.appendingPathComponent("launches.json")),
      capture: capture)
    let pages = try JSONSerialization.jsonObject(with: Data(contentsOf: launchLibrary)) as? [String: Any]
    var seen = Set<String>()
    let documents = (pages?["results"] as? [[String: Any]] ?? []).filter {
      seen.insert($0["id"] as? String ?? "").inserted
    }
    return try await sync(documents, into: directory)
  }

  static func sync(_ documents: [[String: Any]], into directory: URL) async throws -> Int {
    var options = RuntimeOptions()
    options.cacheDirectory = directory.path
    let core = try CoreServices.live(options: options, environment: ["SPACEX_CONFIG_DIR": directory.path])
    let http = LaunchLibraryPages(documents: documents)
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: http, retry: .none),
      budget: RequestBudget(file: directory.appendingPathComponent("bench-budget.json"), limit: 100_000),
      hasToken: false)
    let count = try await AppContainer.assemble(core: core, features: [.launchesData { _ in access }])
      .resolve((any LaunchRepository).self).catalog(refresh: false).value.launches.count
    // Earlier builds kept the copy under older keys (the same JSON, less fields they ignore): the
    // baseline build of SPACEX_BENCH_BASELINE_SPACEX reads the same data.
    let store = FileCacheStore(directory: directory)
    if let copy = store.entry(for: "LL2 launches lsp=121 mode=detailed fleet") {
      for old in ["LL2 launches lsp=121 mode=normal", "LL2 launches lsp=121 mode=detailed"] {
        try store.store(copy, for: old)
      }
    }
    return count
  }

  /// Copy k of each LL2 launch gets a new id, "name (k)" and its date k days later, as the `scale`
  /// suite does for the SpaceX API's, so copies match copies.
  private static func scaled(_ documents: [[String: Any]], by factor: Int) -> [[String: Any]] {
    let format = ISO8601DateFormatter()
    return (0..<factor).flatMap { copy in
      documents.map { document in
        guard copy > 0 else { return document }
        var changed = document
        changed["id"] = "\(document["id"] ?? "")-\(copy)"
        changed["name"] = "\(document["name"] ?? "") (\(copy))"
        if let net = (document["net"] as? String).flatMap(format.date(from:)) {
          changed["net"] = format.string(from: net.addingTimeInterval(86_400 * Double(copy)))
        }
        return changed
      }
    }
  }
}

/// LL2's `/launches/` over `documents`, 100 a page, without a network.
private struct LaunchLibraryPages: HTTPClient {
  // Safe to send: made by JSONSerialization, never mutated after creation.
  nonisolated(unsafe) let documents: [[String: Any]]

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let offset = Int(query.first { $0.name == "offset" }?.value ?? "0") ?? 0
    let page = Array(documents[min(offset, documents.count)..<min(offset + 100, documents.count)])
    let next: Any =
      offset + 100 < documents.count ? "http://127.0.0.1:9/2.3.0/launches/?offset=\(offset + 100)" : NSNull()
    let body: [String: Any] = ["count": documents.count, "next": next, "previous": NSNull(), "results": page]
    return HTTPResponse(status: 200, body: try JSONSerialization.data(withJSONObject: body))
  }
}
