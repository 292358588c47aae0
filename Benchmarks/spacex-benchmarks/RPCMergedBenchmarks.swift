import Foundation

/// `launches.list {rocket: falcon9, limit: 20}` on the merged catalog (the SpaceX API's launches
/// and Launch Library 2's, as users get them), against `settings.get` on the same process (the
/// transport's floor) and against the Python reference peer (`Benchmarks/reference-peer`) serving
/// the same request on the SpaceX API alone, with the same client, in the same run. With
/// `SPACEX_BENCH_BASELINE_RPC=/path/to/an/older/spacex-rpc`, that build is measured alongside.
/// Profile the server on the same data with `SPACEX_BENCH_KEEP_CACHE=DIR` (the cache is kept
/// there) and `spacex-rpc --source cache --cache-dir DIR` under a profiler.
enum RPCMergedBenchmarks {
  static let list = #"{"jsonrpc":"2.0","id":ID,"method":"launches.list","params":{"rocket":"falcon9","limit":20}}"#
  static let trivial = #"{"jsonrpc":"2.0","id":ID,"method":"settings.get"}"#

  static func run(requests: Int, rounds: Int) async throws {
    guard let capture = Paths.capture, let launchLibrary = Paths.launchLibraryCapture else {
      print("\nskipped rpc-merged: needs ../shared/spacex-api-v4 and ../shared/launch-library-2 beside the package")
      return
    }
    // SPACEX_BENCH_KEEP_CACHE=DIR fills DIR and keeps it, to profile a server on the same data.
    let kept = ProcessInfo.processInfo.environment["SPACEX_BENCH_KEEP_CACHE"].map(URL.init(fileURLWithPath:))
    let cache =
      kept ?? FileManager.default.temporaryDirectory.appendingPathComponent("spacex-rpc-merged-\(UUID().uuidString)")
    defer { if kept == nil { try? FileManager.default.removeItem(at: cache) } }
    let merged = try await MergedBenchmarks.fillMergedCache(cache, capture: capture, launchLibrary: launchLibrary)

    // Rounds alternate the servers, so a busy moment of the machine hits all of them alike.
    let baseline = ProcessInfo.processInfo.environment["SPACEX_BENCH_BASELINE_RPC"].map(URL.init(fileURLWithPath:))
    var rows: [String: [LatencyRun]] = [:]
    for _ in 0..<rounds {
      for inFlight in [1, 32] {
        for (label, executable) in [("", Paths.executable("spacex-rpc"))] + (baseline.map { [("baseline ", $0)] } ?? [])
        {
          let server = try RPCServerProcess(executable: executable, cacheDirectory: cache, launchLibrary: true)
          _ = server.measure(template: trivial, count: 100, inFlight: 1)  // warm-up: load and decode once
          _ = server.measure(template: list, count: 100, inFlight: 1)
          rows["\(label)settings.get (floor), \(inFlight) in flight", default: []].append(
            server.measure(template: trivial, count: requests, inFlight: inFlight))
          rows["\(label)launches.list, \(inFlight) in flight", default: []].append(
            server.measure(template: list, count: requests, inFlight: inFlight))
          server.stop()
        }
        let peer = try RPCServerProcess(
          executable: URL(fileURLWithPath: "/usr/bin/env"),
          arguments: [
            "python3", Paths.packageRoot.appendingPathComponent("Benchmarks/reference-peer/reference_peer.py").path,
            capture.path,
          ], environment: ProcessInfo.processInfo.environment)
        _ = peer.measure(template: list, count: 50, inFlight: 1)
        rows["reference peer launches.list (SpaceX API alone), \(inFlight) in flight", default: []].append(
          peer.measure(template: list, count: requests / 4, inFlight: inFlight))
        peer.stop()
      }
    }
    report(
      rows, merged: merged, requests: requests, rounds: rounds, labels: baseline == nil ? [""] : ["", "baseline "])
  }

  private static func report(
    _ rows: [String: [LatencyRun]], merged: Int, requests: Int, rounds: Int, labels: [String]
  ) {
    func p50(_ name: String) -> Double { median(rows[name, default: []].map { $0.percentile(0.5) }) }
    func p99(_ name: String) -> Double { median(rows[name, default: []].map { $0.percentile(0.99) }) }
    func rate(_ name: String) -> Double { median(rows[name, default: []].map(\.throughput)) }
    print(
      "\n### spacex-rpc over pipes, merged catalog (\(merged) launches), \(rounds) rounds of \(requests) requests"
        + " (the peer a quarter of that); medians over rounds\n")
    print("| measurement | requests/s | p50 ms | p99 ms | p50 × floor | requests/s × peer |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for inFlight in [1, 32] {
      let peer = "reference peer launches.list (SpaceX API alone), \(inFlight) in flight"
      for label in labels {
        let floor = "\(label)settings.get (floor), \(inFlight) in flight"
        for name in [floor, "\(label)launches.list, \(inFlight) in flight"] {
          print(
            "| \(name) | \(Int(rate(name))) | \(String(format: "%.3f", p50(name))) | \(String(format: "%.3f", p99(name))) | "
              + "\(String(format: "%.2f", p50(name) / max(p50(floor), 1e-9))) | "
              + "\(String(format: "%.1f", rate(name) / max(rate(peer), 1e-9))) |")
        }
      }
      for name in [peer] {
        let floor = "settings.get (floor), \(inFlight) in flight"
        print(
          "| \(name) | \(Int(rate(name))) | \(String(format: "%.3f", p50(name))) | \(String(format: "%.3f", p99(name))) | "
            + "\(String(format: "%.2f", p50(name) / max(p50(floor), 1e-9))) | "
            + "\(String(format: "%.1f", rate(name) / max(rate(peer), 1e-9))) |")
      }
    }
  }
}
