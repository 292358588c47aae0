import Foundation

/// What drawn lines cost a server: `view.open` of the launches screen (a page of 20) with its
/// lines laid out at 120 columns against the same open without them, in one session that asked
/// for drawn lines; and `view.resize` of an open view, which an editor sends as its window moves.
enum RPCDrawingBenchmarks {
  /// A session holds at most 256 views: 100 opens of each kind and the warm-up stay under it.
  static let opens = 100

  static func measure(cacheDirectory cache: URL, resizes: Int) throws {
    let server = try RPCServerProcess(cacheDirectory: cache)
    defer { server.stop() }
    let hello =
      #"{"jsonrpc":"2.0","id":ID,"method":"initialize","params":{"capabilities":{"drawnLines":{"positionEncodings":["utf-8"]}}}}"#
    let plain = #"{"jsonrpc":"2.0","id":ID,"method":"view.open","params":{"screen":"launches"}}"#
    let drawn = #"{"jsonrpc":"2.0","id":ID,"method":"view.open","params":{"screen":"launches","width":120}}"#
    // v2 is the first open below: the warm-up takes v1.
    let resize = #"{"jsonrpc":"2.0","id":ID,"method":"view.resize","params":{"viewId":"v2","width":120}}"#
    _ = server.measure(template: hello, count: 1, inFlight: 1)
    _ = server.measure(template: drawn, count: 1, inFlight: 1)  // warm-up: load and decode once
    // Alternating tens, so a slow spell of the machine falls on both alike.
    var (withoutLines, withLines) = ([Double](), [Double]())
    for _ in 0..<(opens / 10) {
      withoutLines += server.measure(template: plain, count: 10, inFlight: 1).latencies
      withLines += server.measure(template: drawn, count: 10, inFlight: 1).latencies
    }
    let resized = server.measure(template: resize, count: resizes, inFlight: 1)
    let (base, lines) = (LatencyRun(latencies: withoutLines, seconds: 1), LatencyRun(latencies: withLines, seconds: 1))
    print("\n### drawn lines: view.open of the launches screen (page of 20), and view.resize\n")
    print("| measurement | p50 ms | p99 ms | p50 × without lines |")
    print("| --- | ---: | ---: | ---: |")
    for (name, run) in [
      ("view.open without lines (\(opens))", base), ("view.open with lines at 120 columns (\(opens))", lines),
      ("view.resize to 120 columns (\(resizes))", resized),
    ] {
      let ratio = run.percentile(0.5) / max(base.percentile(0.5), 1e-9)
      print(
        "| \(name) | \(String(format: "%.3f", run.percentile(0.5))) | \(String(format: "%.3f", run.percentile(0.99))) | "
          + "\(String(format: "%.2f", ratio)) |")
    }
  }
}
