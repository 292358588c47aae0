import Foundation

/// The same query answered three ways by the installed (or built) release: from a fresh cache,
/// from the same cache once it is past its freshness window (`SPACEX_NOW` a day after it was
/// filled, `--source cache`, as a laptop on a plane answers), and from the offline sample alone
/// (`--offline`, nothing cached but what earlier runs of the sample left). Rounds run the three
/// back to back, in an order that rotates, so a busy moment of the machine hits all of them;
/// figures are medians and ratios to the fresh cache's.
///
/// `--bin DIR` names the binaries (as for `startup`); `--baseline-bin DIR` measures an older build
/// the same way in the same rounds, for before-and-after figures from one run.
enum FreshnessBenchmarks {
  static func run(runs: Int, arguments: [String]) async throws {
    guard let installed = try await InstalledBuilds.prepare("freshness", arguments: arguments) else { return }
    defer { installed.remove() }
    let (builds, work, cache, merged) = (installed.builds, installed.work, installed.cache, installed.merged)
    let environment = [
      "HOME": work.path, "SPACEX_CONFIG_DIR": work.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
    let query = ["launches", "--rocket", "falcon9", "--limit", "20"]
    let aDayLater = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
    let ways: [(name: String, arguments: [String], environment: [String: String])] = [
      ("fresh cache", query + ["--source", "cache", "--cache-dir", cache.path], [:]),
      ("stale cache", query + ["--source", "cache", "--cache-dir", cache.path], ["SPACEX_NOW": aDayLater]),
      ("offline sample", query + ["--offline"], [:]),
    ]
    var times: [String: [Double]] = [:]
    for round in 0..<runs {
      for (buildIndex, (build, bin)) in builds.enumerated() {
        let spacex = bin.appendingPathComponent("spacex").path
        for offset in 0..<ways.count {
          let way = ways[(round + offset) % ways.count]
          let wayEnvironment = environment.merging(way.environment) { $1 }
          // The sample's runs get a cache directory of their own, empty before the first round,
          // so they answer from the sample (and whatever the release keeps of it there).
          var arguments = way.arguments
          if way.name == "offline sample" {
            arguments += ["--cache-dir", work.appendingPathComponent("sample-cache-\(buildIndex)").path]
          }
          times["\(build) \(way.name)", default: []].append(
            ChildProcess.run(spacex, arguments, environment: wayEnvironment).seconds)
        }
      }
    }
    print(
      "\n### The query from a fresh cache, a stale one and the offline sample (\(runs) rounds, merged catalog of"
        + " \(merged) launches)\n")
    print("`spacex \(query.joined(separator: " "))`; the ratio is to the same build's fresh-cache median.\n")
    print("| build | answered from | median ms | × fresh cache |")
    print("| --- | --- | ---: | ---: |")
    for (build, _) in builds {
      let fresh = median(times["\(build) fresh cache"] ?? [])
      for way in ways {
        let value = median(times["\(build) \(way.name)"] ?? [])
        print(
          "| \(build) | \(way.name) | \(String(format: "%.1f", value * 1000)) | "
            + "\(String(format: "%.2f", value / max(fresh, 1e-9))) |")
      }
    }
  }
}
