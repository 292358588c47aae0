import Foundation
import LoopbackPorts

/// `spacex launches` with both providers unreachable and a warm cache past its window
/// (`SPACEX_CACHE_TTL=0`), on two kinds of dead network: a black hole (connections never
/// complete) and a server that accepts and never answers, each with timeouts longer than the
/// command's patience (1.5 s), as on a real dead network. Each round forgets the network verdict
/// (and Launch Library 2's spent budget), then runs the first command (it waits the patience once
/// per source and records a verdict) and three more within the verdict (they answer from the
/// cache at once). Baseline: the same query from a fresh cache in the same rounds. Medians, and
/// ratios to the baseline's.
///
/// `--bin DIR` names the binaries (as for `startup`); `--baseline-bin DIR` measures an older build
/// the same way in the same rounds, for before-and-after figures from one run.
enum UnreachableBenchmarks {
  static func run(runs: Int, arguments: [String]) async throws {
    guard let installed = try await InstalledBuilds.prepare("unreachable", arguments: arguments) else { return }
    defer { installed.remove() }
    let (builds, work, cache, merged) = (installed.builds, installed.work, installed.cache, installed.merged)
    let hole = try UnresponsivePorts.BlackHole()
    let mute = try UnresponsivePorts.Mute()
    let query = ["launches", "--rocket", "falcon9", "--limit", "20", "--cache-dir", cache.path]
    let slowTimeouts = ["--connect-timeout", "30", "--timeout", "60"]
    func environment(port: Int, expired: Bool) -> [String: String] {
      var environment = [
        "HOME": work.path, "SPACEX_CONFIG_DIR": work.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
        "SPACEX_API_URL": "http://127.0.0.1:\(port)/v4", "SPACEX_LL2_URL": "http://127.0.0.1:\(port)/2.3.0",
      ]
      if expired { environment["SPACEX_CACHE_TTL"] = "0" }
      return environment
    }
    let verdict = cache.appendingPathComponent("network-verdict.json")
    // Each first command spends one of Launch Library 2's requests (reserved before it connects):
    // after a dozen the budget refuses, Launch Library 2 gets no verdict, and the later commands
    // would measure the budget's refusal, not the verdict. Each round starts with a full budget.
    let budget = cache.appendingPathComponent("launch-library-budget.json")
    let networks = [("black hole", hole.port), ("accepts, never answers", mute.port)]
    var times: [String: [Double]] = [:]
    for _ in 0..<runs {
      for (build, bin) in builds {
        let spacex = bin.appendingPathComponent("spacex").path
        // The baseline: fresh, so nothing is asked of the network.
        times["\(build) fresh cache", default: []].append(
          ChildProcess.run(spacex, query, environment: environment(port: hole.port, expired: false)).seconds)
        for (network, port) in networks {
          try? FileManager.default.removeItem(at: verdict)
          try? FileManager.default.removeItem(at: budget)
          let dead = environment(port: port, expired: true)
          times["\(build) \(network): first", default: []].append(
            ChildProcess.run(spacex, query + slowTimeouts, environment: dead).seconds)
          for _ in 0..<3 {
            times["\(build) \(network): next", default: []].append(
              ChildProcess.run(spacex, query + slowTimeouts, environment: dead).seconds)
          }
        }
      }
    }
    print(
      "\n### A dead network with a warm cache past its window (\(runs) rounds, merged catalog of \(merged) launches)\n")
    print(
      "`spacex \(query.prefix(5).joined(separator: " ")) \(slowTimeouts.joined(separator: " "))`; "
        + "\"next\" is each of three commands after the first, within its verdict; "
        + "the ratio is to the same build's fresh-cache median.\n")
    print("| build | network | command | median ms | × fresh cache |")
    print("| --- | --- | --- | ---: | ---: |")
    for (build, _) in builds {
      let fresh = median(times["\(build) fresh cache"] ?? [])
      print("| \(build) | — | fresh cache | \(String(format: "%.1f", fresh * 1000)) | 1.00 |")
      for (network, _) in networks {
        for command in ["first", "next"] {
          let value = median(times["\(build) \(network): \(command)"] ?? [])
          print(
            "| \(build) | \(network) | \(command) | \(String(format: "%.1f", value * 1000)) | "
              + "\(String(format: "%.2f", value / max(fresh, 1e-9))) |")
        }
      }
    }
  }
}
