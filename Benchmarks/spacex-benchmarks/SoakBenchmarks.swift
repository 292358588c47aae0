import Foundation

/// `spacex-rpc` driven for minutes as an editor drives it, twice: by a client that never closes a
/// view, and by one that closes each as its buffer is wiped (both editor clients do). Every few
/// requests one opens a launches view; between them it lists launches, and switches the units
/// (which re-renders every open view). Reported: p50 and p99 latency of the first and the last
/// minute, the server's resident memory at the first and the last minute, and how many opens the
/// session's view limit refused. The well-behaved client must never meet the limit.
///
/// `--minutes N` (default 10) for each client; `--bin DIR` names the binaries (as for `startup`).
/// `--drawn`: the session asks for drawn lines (every view opened at 120 columns, so every open
/// and every re-render for the units lays the screen out), with a `next` view open all along
/// whose countdown the server draws again each second (half an hour before a launch known to the
/// hour, the clock moving in real time).
enum SoakBenchmarks {
  static func run(arguments: [String]) throws {
    var minutes = 10.0
    if let index = arguments.firstIndex(of: "--minutes"), arguments.indices.contains(index + 1),
      let value = Double(arguments[index + 1]), value > 0
    {
      minutes = value
    }
    let drawn = arguments.contains("--drawn")
    let bin = StartupBenchmarks.binDirectory(arguments)
    let server = bin.appendingPathComponent("spacex-rpc")
    guard FileManager.default.isExecutableFile(atPath: server.path) else {
      print("\nskipped soak: no spacex-rpc in \(bin.path) (run Apps/install, or pass --bin DIR)")
      return
    }
    let what = drawn ? "offline sample, drawn lines at 120 columns, a ticking view open" : "offline sample"
    print("\n### spacex-rpc for \(minutes) minutes per client (\(what))\n")
    print(
      "| client | requests | p50 first min ms | p50 last min ms | × | p99 first | p99 last | RSS first MB | RSS last MB | refused opens |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for closesViews in [false, true] {
      try soak(server: server, minutes: minutes, closesViews: closesViews, drawn: drawn)
    }
  }

  private static func soak(server: URL, minutes: Double, closesViews: Bool, drawn: Bool) throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-soak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    var environment = ProcessInfo.processInfo.environment
    environment["SPACEX_CONFIG_DIR"] = work.appendingPathComponent("config").path
    environment["SPACEX_CACHE_DIR"] = work.appendingPathComponent("cache").path
    if drawn {
      // Half an hour before NROL-95 (known to the hour), the clock moving in real time.
      environment["SPACEX_NOW"] = "2026-07-30T06:00:00Z"
      environment["SPACEX_CLOCK_RATE"] = "1"
    }
    let rpc = try RPCServerProcess(executable: server, arguments: ["--offline"], environment: environment)
    defer { rpc.stop() }
    let width = drawn ? #","width":120"# : ""
    if drawn {
      _ = rpc.roundTrip(#"{"jsonrpc":"2.0","id":ID,"method":"initialize","params":{"capabilities":{"drawnLines":{}}}}"#)
      // Open all along, never closed: it ticks.
      _ = rpc.roundTrip(#"{"jsonrpc":"2.0","id":ID,"method":"view.open","params":{"screen":"next"\#(width)}}"#)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let total = Duration.seconds(minutes * 60)
    var first: [Double] = []
    var last: [Double] = []
    var (requests, refused, step) = (0, 0, 0)
    var firstRSS: Double?
    var open: [String] = []
    while clock.now - start < total {
      step += 1
      let body: String
      if step % 5 == 0 {
        body = #"{"jsonrpc":"2.0","id":ID,"method":"view.open","params":{"screen":"launches"\#(width)}}"#
      } else if step % 17 == 0 {
        let units = step % 34 == 0 ? "metric" : "imperial"
        body = #"{"jsonrpc":"2.0","id":ID,"method":"settings.update","params":{"units":"\#(units)"}}"#
      } else if closesViews, open.count > 3, let id = open.first {
        open.removeFirst()
        body = #"{"jsonrpc":"2.0","id":ID,"method":"view.close","params":{"viewId":"\#(id)"}}"#
      } else {
        body = #"{"jsonrpc":"2.0","id":ID,"method":"launches.list","params":{"limit":20}}"#
      }
      guard let (reply, milliseconds) = rpc.roundTrip(body) else { break }
      requests += 1
      if reply.contains(#""code":1005"#) { refused += 1 }
      if let range = reply.range(of: #""viewId":""#), body.contains("view.open") {
        open.append(String(reply[range.upperBound...].prefix { $0 != "\"" }))
      }
      let elapsed = clock.now - start
      if elapsed < .seconds(60) {
        first.append(milliseconds)
      } else if elapsed > total - .seconds(60) {
        last.append(milliseconds)
      }
      // Memory once the first minute has warmed the server up, and at the end.
      if elapsed >= .seconds(60), firstRSS == nil { firstRSS = residentMegabytes(rpc.processIdentifier) }
    }
    let lastRSS = residentMegabytes(rpc.processIdentifier)
    let (p50First, p50Last) = (percentile(first, 0.5), percentile(last, 0.5))
    func format(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "—" }
    print(
      "| \(closesViews ? "closes its views" : "never closes a view") | \(requests) | \(format(p50First)) | "
        + "\(format(p50Last)) | \(format(p50Last / max(p50First, 1e-9))) | \(format(percentile(first, 0.99))) | "
        + "\(format(percentile(last, 0.99))) | \(format(firstRSS)) | \(format(lastRSS)) | \(refused) |")
  }

  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    LatencyRun(latencies: values, seconds: 1).percentile(fraction)
  }

  /// `VmRSS` of a process, in MB.
  private static func residentMegabytes(_ pid: Int32) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }
}
