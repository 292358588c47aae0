import Core
import Foundation
import Synchronization

/// `launches.list` (a page of 20) through a real `spacex-rpc` process over pipes, from a cache
/// holding the full captured API, next to `settings.get` as the transport's own floor.
enum RPCBenchmarks {
  static func run(requests: Int) throws {
    guard let capture = Paths.capture else {
      print("\nskipped rpc: needs ../shared/spacex-api-v4 beside the package")
      return
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    try fillCache(cache, from: capture)
    try measure(cacheDirectory: cache, title: "full capture from cache", requests: requests)
  }

  /// `launches.list` against `settings.get` on a server reading `cacheDirectory`.
  static func measure(cacheDirectory cache: URL, title: String, requests: Int) throws {
    let list =
      #"{"jsonrpc":"2.0","id":ID,"method":"launches.list","params":{"rocket":"falcon9","status":"success","limit":20,"page":2}}"#
    let trivial = #"{"jsonrpc":"2.0","id":ID,"method":"settings.get"}"#
    var rows: [(String, LatencyRun)] = []
    for inFlight in [1, 32] {
      let server = try RPCServerProcess(cacheDirectory: cache)
      _ = server.measure(template: trivial, count: 50, inFlight: 1)  // warm-up: load and decode once
      _ = server.measure(template: list, count: 50, inFlight: 1)
      rows.append(
        (
          "settings.get (floor), \(inFlight) in flight",
          server.measure(template: trivial, count: requests, inFlight: inFlight)
        ))
      rows.append(
        (
          "launches.list page of 20, \(inFlight) in flight",
          server.measure(template: list, count: requests, inFlight: inFlight)
        ))
      server.stop()
    }
    print("\n### spacex-rpc over pipes, \(title) (\(requests) requests per row)\n")
    print("| measurement | requests/s | p50 ms | p99 ms | p50 × floor |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for (index, (name, run)) in rows.enumerated() {
      let floor = rows[index - index % 2].1
      let ratio = run.percentile(0.5) / max(floor.percentile(0.5), 1e-9)
      print(
        "| \(name) | \(Int(run.throughput)) | \(String(format: "%.3f", run.percentile(0.5))) | "
          + "\(String(format: "%.3f", run.percentile(0.99))) | \(String(format: "%.2f", ratio)) |")
    }
  }

  /// The cache `spacex-rpc --source cache` reads: launches as the paged collection, rockets and
  /// launchpads as their GET endpoints, all fetched "now".
  private static func fillCache(_ directory: URL, from capture: URL) throws {
    let store = FileCacheStore(directory: directory)
    let now = Date()
    let entries: [(String, String)] = [
      ("ALL launches", "launches"), ("GET rockets", "rockets"), ("GET launchpads", "launchpads"),
    ]
    for (key, file) in entries {
      let data = try Data(contentsOf: capture.appendingPathComponent("\(file).json"))
      try store.store(CacheEntry(data: data, fetchedAt: now), for: key)
    }
  }
}

/// Per-request latencies (ms) of one run, and its wall time.
struct LatencyRun {
  var latencies: [Double]
  var seconds: Double

  var throughput: Double { Double(latencies.count) / max(seconds, 1e-9) }

  func percentile(_ fraction: Double) -> Double {
    let sorted = latencies.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
  }
}

/// A `spacex-rpc` child reading NDJSON from a pipe; replies are matched to requests by id.
final class RPCServerProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffer = Data()
  private var nextID = 1

  init(cacheDirectory: URL) throws {
    process.executableURL = Paths.executable("spacex-rpc")
    process.arguments = ["--source", "cache", "--cache-dir", cacheDirectory.path]
    var environment = ProcessInfo.processInfo.environment
    environment["SPACEX_CONFIG_DIR"] = cacheDirectory.appendingPathComponent("config").path
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  /// Sends `count` requests keeping `inFlight` outstanding; returns each one's latency.
  func measure(template: String, count: Int, inFlight: Int) -> LatencyRun {
    let clock = ContinuousClock()
    var sentAt: [Int: ContinuousClock.Instant] = [:]
    var latencies: [Double] = []
    latencies.reserveCapacity(count)
    let start = clock.now
    var sent = 0
    func send() {
      let id = nextID
      nextID += 1
      sentAt[id] = clock.now
      input.fileHandleForWriting.write(Data((template.replacingOccurrences(of: "ID", with: "\(id)") + "\n").utf8))
      sent += 1
    }
    while sent < min(inFlight, count) { send() }
    while latencies.count < count {
      guard let id = readReplyID(), let began = sentAt.removeValue(forKey: id) else { break }
      latencies.append((clock.now - began).milliseconds)
      if sent < count { send() }
    }
    return LatencyRun(latencies: latencies, seconds: (clock.now - start).milliseconds / 1000)
  }

  /// The id of the next reply line (only `"id":N` is parsed: decoding whole replies would time
  /// the benchmark, not the server).
  private func readReplyID() -> Int? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[buffer.startIndex..<newline]
        buffer = Data(buffer[buffer.index(after: newline)...])
        let prefix = Data(#"{"jsonrpc":"2.0","id":"#.utf8)
        guard line.starts(with: prefix) else { continue }
        let digits = line.dropFirst(prefix.count).prefix { (48...57).contains($0) }
        return Int(String(decoding: digits, as: UTF8.self))
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { return nil }
      buffer.append(chunk)
    }
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

/// Where the benchmark finds the executables it spawns and the captured API.
enum Paths {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var capture: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/spacex-api-v4")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("launches.json").path) ? url : nil
  }

  /// A product built next to this benchmark (same configuration).
  static func executable(_ name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
  }
}
