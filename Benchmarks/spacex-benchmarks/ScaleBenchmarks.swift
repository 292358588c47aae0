import AppContainer
import Core
import Foundation
import LaunchesData
import LaunchesDomain
import LaunchesPresentation

/// The captured launches at 1×, 10× and 100× (copies with new ids, names, flight numbers and
/// dates a few days apart), through decode, query, snapshot, and the whole `spacex` process.
enum ScaleBenchmarks {
  static func run(runs: Int) async throws {
    guard let capture = Paths.capture else {
      print("\nskipped scale: needs ../shared/spacex-api-v4 beside the package")
      return
    }
    let launches = try JSONSerialization.jsonObject(
      with: Data(contentsOf: capture.appendingPathComponent("launches.json")))
    guard let documents = launches as? [[String: Any]] else { return }
    for factor in [1, 10, 100] {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "spacex-scale-\(factor)-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let raw = try JSONSerialization.data(withJSONObject: scaled(documents, by: factor))
      try fill(cache: directory, launches: raw, capture: capture)
      try await measureScale(
        factor: factor, count: documents.count * factor, directory: directory, raw: raw, runs: runs)
    }
  }

  private static func measureScale(factor: Int, count: Int, directory: URL, raw: Data, runs: Int) async throws {
    let core = try core(cacheDirectory: directory)
    let baseline = Measurement.measure("baseline: JSONSerialization of the raw collection", runs: runs) {
      _ = try? JSONSerialization.jsonObject(with: raw)
    }
    let decode = try await Measurement.measureAsync("decode to domain (fresh process state)", runs: runs) {
      _ = try await AppContainer.assemble(core: try Self.core(cacheDirectory: directory), features: [.launchesData])
        .resolve((any LaunchRepository).self).catalog(refresh: false)
    }
    let catalog = try await AppContainer.assemble(core: core, features: [.launchesData])
      .resolve((any LaunchRepository).self).catalog(refresh: false).value
    var rows = [decode]
    let formatter = DisplayFormatter(settings: Settings(), timeZone: DateText.utc)
    for (name, input) in queries {
      let query = try LaunchQuery(parsing: input)
      rows.append(Measurement.measure("query + page: \(name)", runs: runs) { _ = try? query.run(on: catalog) })
    }
    let all = (try? LaunchQuery(parsing: ["limit": "100"]).run(on: catalog).items) ?? []
    rows.append(
      Measurement.measure("snapshot of 100 rows", runs: runs) {
        _ = LaunchListPresenter.snapshot(of: all, formatter: formatter)
      })
    report("Launches ×\(factor) (\(count) launches, \(raw.count / 1024) KiB), \(runs) runs", baseline: baseline, rows)
    processes(directory: directory, raw: raw, runs: max(5, runs / 2))
    try RPCBenchmarks.measure(cacheDirectory: directory, title: "launches ×\(factor) from cache", requests: 500)
  }

  /// Whole processes: `spacex launches` from a warm cache, `spacex --version` (start-up floor), and
  /// `jq` running the same filter, sort and slice on the same JSON.
  private static func processes(directory: URL, raw: Data, runs: Int) {
    let rawFile = directory.appendingPathComponent("launches.json")
    try? raw.write(to: rawFile)
    // The SpaceX API alone, as these tables always measured it; `merged` adds Launch Library 2.
    let environment = [
      "HOME": directory.path, "SPACEX_CONFIG_DIR": directory.path, "PATH": "/usr/bin:/bin", "SPACEX_LL2_URL": "off",
    ]
    let spacex = Paths.executable("spacex").path
    let falcon9 = "5e9d0d95eda69973a809d1ec"
    let jqFilter =
      "[.[] | select(.rocket == \"\(falcon9)\")] | sort_by(.date_unix, .flight_number) | reverse | .[0:20] | .[].name"
    let commands: [(String, String, [String])] = [
      ("spacex --version (floor)", spacex, ["--version"]),
      (
        "spacex launches --rocket falcon9 --limit 20", spacex,
        ["launches", "--rocket", "falcon9", "--limit", "20", "--source", "cache", "--cache-dir", directory.path]
      ),
      ("jq, same filter, sort and slice", "/usr/bin/jq", [jqFilter, rawFile.path]),
    ]
    processTable(commands, environment: environment, runs: runs)
  }

  /// One row per command: median wall time over `runs` processes, its spread, the ratio to the
  /// first command (the floor), and peak memory from GNU `time`.
  /// - Parameter beforeEachRun: by command index, what to do before each of its runs, unmeasured
  ///   (undo what the last run left, to time the run that finds nothing).
  static func processTable(
    _ commands: [(String, String, [String])], environment: [String: String], runs: Int,
    beforeEachRun: [Int: () -> Void] = [:]
  ) {
    print("\n| process | median ms | p10–p90 ms | × floor | peak MiB |")
    print("| --- | ---: | ---: | ---: | ---: |")
    var floor = 1.0
    for (index, (name, path, arguments)) in commands.enumerated() {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        print("| \(name) | not installed | | | |")
        continue
      }
      let usages = (0..<runs).map { _ in
        beforeEachRun[index]?()
        return ChildProcess.run(path, arguments, environment: environment)
      }
      let times = usages.map(\.seconds).sorted()
      let median = times[times.count / 2] * 1000
      if index == 0 { floor = median }
      let spread = String(format: "%.1f–%.1f", times[times.count / 10] * 1000, times[times.count * 9 / 10] * 1000)
      beforeEachRun[index]?()
      let peak = Double(ChildProcess.peakKilobytes(path, arguments, environment: environment) ?? 0) / 1024
      let failed = usages.contains { $0.status != 0 } ? " (failed)" : ""
      print(
        "| \(name)\(failed) | \(String(format: "%.1f", median)) | \(spread) | \(String(format: "%.2f", median / floor)) | "
          + "\(String(format: "%.1f", peak)) |")
    }
  }

  private static let queries: [(String, [String: String])] = [
    ("all, newest, page 1", [:]),
    ("falcon9 + success, page 2", ["rocket": "falcon9", "status": "success", "page": "2"]),
    ("year 2020, oldest", ["year": "2020", "sort": "oldest"]),
    ("search \"starlink\"", ["search": "starlink"]),
  ]

  static func core(cacheDirectory: URL) throws -> CoreServices {
    var options = RuntimeOptions()
    options.source = .cache
    options.cacheDirectory = cacheDirectory.path
    return try CoreServices.live(
      options: options, environment: ["SPACEX_CONFIG_DIR": cacheDirectory.path, "SPACEX_LL2_URL": "off"])
  }

  static func fill(cache directory: URL, launches: Data, capture: URL) throws {
    let store = FileCacheStore(directory: directory)
    try store.store(CacheEntry(data: launches, fetchedAt: Date()), for: "ALL launches")
    for name in ["rockets", "launchpads"] {
      let data = try Data(contentsOf: capture.appendingPathComponent("\(name).json"))
      try store.store(CacheEntry(data: data, fetchedAt: Date()), for: "GET \(name)")
    }
  }

  /// `factor` copies: copy k gets ids with a suffix, "name (k)", flight numbers + 1000·k and its
  /// dates k days later, so every launch is unique and dates stay plausible.
  static func scaled(_ documents: [[String: Any]], by factor: Int) -> [[String: Any]] {
    (0..<factor).flatMap { copy in
      documents.map { document in
        guard copy > 0 else { return document }
        var changed = document
        changed["id"] = "\(document["id"] ?? "")-\(copy)"
        changed["name"] = "\(document["name"] ?? "") (\(copy))"
        changed["flight_number"] = (document["flight_number"] as? Int ?? 0) + 1000 * copy
        let unix = (document["date_unix"] as? Int ?? 0) + 86_400 * copy
        changed["date_unix"] = unix
        changed["date_utc"] = APIDate.format(Date(timeIntervalSince1970: TimeInterval(unix)))
        return changed
      }
    }
  }

}
