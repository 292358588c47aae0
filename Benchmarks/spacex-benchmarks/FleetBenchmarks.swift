import AllFeatures
import AppContainer
import Core
import Foundation
import JSONRPC

/// The fleet from the captured SpaceX API (its 83 cores and their launches) at 1× and at 100×
/// (copies of every core and of every launch that flew one, new ids and serials), answered the
/// way `spacex-rpc` answers: `boosters.list`, and `boosters.get` of the most-flown booster,
/// against `rockets.list` measured in the same run.
enum FleetBenchmarks {
  static func run(runs: Int) async throws {
    try await withScaledFleet(factors: [1, 100], skipping: "fleet") { factor, boosters, directory in
      try await measure(factor: factor, boosters: boosters, directory: directory, runs: runs)
    }
  }

  /// A cache holding the captured launches, cores and landing pads at each scale in `factors`
  /// (see ``scaled(launches:cores:by:)``), for `body`; the suite `name` is skipped, saying why,
  /// without the capture.
  static func withScaledFleet(
    factors: [Int], skipping name: String,
    _ body: (_ factor: Int, _ boosters: Int, _ directory: URL) async throws -> Void
  ) async throws {
    guard let capture = Paths.capture else {
      print("\nskipped \(name): needs ../shared/spacex-api-v4 beside the package")
      return
    }
    func documents(_ name: String) throws -> [[String: Any]] {
      try JSONSerialization.jsonObject(with: Data(contentsOf: capture.appendingPathComponent("\(name).json")))
        as? [[String: Any]] ?? []
    }
    let (launches, cores) = (try documents("launches"), try documents("cores"))
    for factor in factors {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "spacex-fleet-\(factor)-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let (scaledLaunches, scaledCores) = scaled(launches: launches, cores: cores, by: factor)
      try ScaleBenchmarks.fill(
        cache: directory, launches: try JSONSerialization.data(withJSONObject: scaledLaunches), capture: capture)
      let store = FileCacheStore(directory: directory)
      try store.store(
        CacheEntry(data: try JSONSerialization.data(withJSONObject: scaledCores), fetchedAt: Date()), for: "GET cores")
      let landpads = try Data(contentsOf: capture.appendingPathComponent("landpads.json"))
      try store.store(CacheEntry(data: landpads, fetchedAt: Date()), for: "GET landpads")
      try await body(factor, scaledCores.count, directory)
    }
  }

  private static func measure(factor: Int, boosters: Int, directory: URL, runs: Int) async throws {
    let container = try AppContainer.assemble(
      core: try ScaleBenchmarks.core(cacheDirectory: directory), features: Feature.all)
    let context = MethodContext(formatter: container.core.formatter(), app: container)
    func call(_ method: String, _ params: JSONValue?) async throws -> Data {
      guard let handler = container.methods[named: method]?.handler else { throw RegistrationError.missing(method) }
      return try await handler(params, context)
    }
    // Warm: the catalog and collections decoded once, as in a running server.
    let list = try await call("boosters.list", .object(["sort": "flights"]))
    let leaders = try JSONSerialization.jsonObject(with: list) as? [String: Any]
    let leader = ((leaders?["items"] as? [[String: Any]])?.first?["id"] as? String) ?? "B1058"
    _ = try await call("rockets.list", nil)
    let baseline = try await Measurement.measureAsync("baseline: rockets.list", runs: runs) {
      _ = try await call("rockets.list", nil)
    }
    let rows = [
      try await Measurement.measureAsync("boosters.list {sort: flights}", runs: runs) {
        _ = try await call("boosters.list", .object(["sort": "flights"]))
      },
      try await Measurement.measureAsync("boosters.get {\(leader)} (the most flown)", runs: runs) {
        _ = try await call("boosters.get", .object(["id": .string(leader)]))
      },
    ]
    report("Fleet ×\(factor) (\(boosters) cores), in process, warm, \(runs) runs", baseline: baseline, rows)
  }

  /// Copy k of each core gets a new id and serial (`B1058-k`), and copy k of each launch that flew
  /// a core flies the copies, k days later.
  private static func scaled(launches: [[String: Any]], cores: [[String: Any]], by factor: Int) -> (
    [[String: Any]], [[String: Any]]
  ) {
    let flown = launches.filter { ($0["cores"] as? [[String: Any]])?.contains { $0["core"] is String } == true }
    var allLaunches = launches
    var allCores = cores
    for copy in 1..<max(1, factor) {
      allCores += cores.map { core in
        var changed = core
        changed["id"] = "\(core["id"] ?? "")-\(copy)"
        changed["serial"] = "\(core["serial"] ?? "")-\(copy)"
        return changed
      }
      allLaunches += flown.map { launch in
        var changed = launch
        changed["id"] = "\(launch["id"] ?? "")-fleet\(copy)"
        changed["name"] = "\(launch["name"] ?? "") (fleet \(copy))"
        changed["flight_number"] = (launch["flight_number"] as? Int ?? 0) + 1000 * copy
        let unix = (launch["date_unix"] as? Int ?? 0) + 86_400 * copy
        changed["date_unix"] = unix
        changed["date_utc"] = APIDate.format(Date(timeIntervalSince1970: TimeInterval(unix)))
        changed["cores"] = (launch["cores"] as? [[String: Any]] ?? []).map { use in
          var use = use
          if let id = use["core"] as? String { use["core"] = "\(id)-\(copy)" }
          return use
        }
        return changed
      }
    }
    return (allLaunches, allCores)
  }
}
