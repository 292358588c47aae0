import AllFeatures
import AppContainer
import Core
import Foundation
import JSONRPC

/// `stats.get` over the fleet benchmark's catalogs (the captured launches, and at 100× a copy of
/// every launch that flew a booster, flying copied boosters), answered the way `spacex-rpc`
/// answers, warm, against one `launches.list` page over the same catalog in the same run (the
/// issue's target: the statistics within 2× of a page).
enum StatsBenchmarks {
  static func run(runs: Int) async throws {
    try await FleetBenchmarks.withScaledFleet(factors: [1, 100], skipping: "stats") { factor, boosters, directory in
      // As a running `spacex-rpc` is by default: the `auto` policy over a fresh cache (nothing
      // is asked of the network, and what was decoded is answered from memory).
      var options = RuntimeOptions()
      options.cacheDirectory = directory.path
      options.apiURL = URL(string: "http://127.0.0.1:9/v4")
      let core = try CoreServices.live(
        options: options, environment: ["SPACEX_CONFIG_DIR": directory.path, "SPACEX_LL2_URL": "off"])
      let container = try AppContainer.assemble(core: core, features: Feature.all)
      let context = MethodContext(formatter: container.core.formatter(), app: container)
      func call(_ method: String, _ params: JSONValue?) async throws -> Data {
        guard let handler = container.methods[named: method]?.handler else { throw RegistrationError.missing(method) }
        return try await handler(params, context)
      }
      // A new page each time: an answer already given is remembered (`AnswerMemo`), and the
      // baseline is a query, not a lookup.
      let pages = Locked(0)
      let page = { @Sendable () -> JSONValue in
        let number = pages.withLock { count in
          count = count % 400 + 1
          return count
        }
        return .object(["rocket": "falcon9", "page": .string(String(number)), "limit": "20"])
      }
      // Warm: the catalog and the fleet joined once, as in a running server.
      let answer = try JSONSerialization.jsonObject(with: try await call("stats.get", nil)) as? [String: Any]
      let counted = (answer?["item"] as? [String: Any])?["totalLaunches"] as? Int ?? 0
      _ = try await call("launches.list", page())
      // In turns, so the ratios compare runs made at the same moments.
      let measured = try await Measurement.interleavedAsync(
        [
          ("baseline: launches.list (Falcon 9, a new page each run)", { _ = try await call("launches.list", page()) }),
          ("stats.get (every launch)", { _ = try await call("stats.get", nil) }),
          (
            "stats.get {rocket: falcon9, year: 2020}",
            { _ = try await call("stats.get", .object(["rocket": "falcon9", "year": "2020"])) }
          ),
        ], runs: runs)
      let (baseline, rows) = (measured[0], Array(measured.dropFirst()))
      report(
        "Stats ×\(factor) (\(counted) launches, \(boosters) cores), in process, warm, \(runs) runs", baseline: baseline,
        rows)
      processes(directory: directory, runs: runs)
    }
  }

  /// Whole `spacex` processes on the same cache, as a user runs them: a page of launches (the
  /// floor here), then the statistics.
  private static func processes(directory: URL, runs: Int) {
    let spacex = Paths.executable("spacex").path
    let environment = [
      "HOME": directory.path, "SPACEX_CONFIG_DIR": directory.path, "PATH": "/usr/bin:/bin", "SPACEX_LL2_URL": "off",
    ]
    let cache = ["--source", "cache", "--cache-dir", directory.path]
    let commands: [(String, String, [String])] = [
      (
        "spacex launches --rocket falcon9 --limit 20 (baseline)", spacex,
        ["launches", "--rocket", "falcon9", "--limit", "20"] + cache
      ),
      ("spacex stats", spacex, ["stats"] + cache),
      (
        "spacex stats --rocket falcon9 --year 2020", spacex, ["stats", "--rocket", "falcon9", "--year", "2020"] + cache
      ),
      ("spacex stats --format svg", spacex, ["stats", "--format", "svg"] + cache),
      ("spacex stats, nothing kept by an earlier stats (joins the fleet)", spacex, ["stats"] + cache),
    ]
    // One unmeasured run of each leaves what a warm cache holds (the compact catalog, and what
    // `stats` keeps for the next process).
    for (_, path, arguments) in commands { _ = ChildProcess.run(path, arguments, environment: environment) }
    ScaleBenchmarks.processTable(
      commands, environment: environment, runs: runs, beforeEachRun: [commands.count - 1: { forgetKept(in: directory) }]
    )
  }

  /// Removes the values `stats` keeps in the cache for the next process (`DERIVED stats-…`,
  /// whatever their version), as a process finds the cache after a fetch of the fleet.
  private static func forgetKept(in directory: URL) {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    // The file name of a key that every stats value's key begins with, without its extension.
    let kept = String(CacheFileName.make(for: ResourceLoader.derivedKey("stats-")).dropLast(".cache".count))
    for file in files where file.hasPrefix(kept) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(file))
    }
  }
}
