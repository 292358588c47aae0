import Core
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `launches.list` (a page of 20) through a real `spacex-rpc` process over pipes, from a cache
/// holding the full captured API, next to `settings.get` as the transport's own floor.
enum RPCBenchmarks {
  /// - Parameter overPipes: `false` measures only the stages inside the server (`rpc-stages`).
  static func run(requests: Int, runs: Int, overPipes: Bool = true) async throws {
    guard let capture = Paths.capture else {
      print("\nskipped rpc: needs ../shared/spacex-api-v4 beside the package")
      return
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    try fillCache(cache, from: capture)
    if overPipes {
      try measure(cacheDirectory: cache, title: "full capture from cache", requests: requests)
      try RPCDrawingBenchmarks.measure(cacheDirectory: cache, resizes: requests / 4)
      // The same data two days old: past the freshness window, so every answer is stale (the
      // network-down case), which must not cost more than a fresh one.
      let stale = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-bench-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: stale) }
      try fillCache(stale, from: capture, fetchedAt: Date().addingTimeInterval(-2 * 86_400))
      try measure(
        cacheDirectory: stale, title: "full capture, stale cache (two days old)", requests: requests / 4, inFlight: [1])
    }
    try await RPCStageBenchmarks.run(cacheDirectory: cache, runs: runs)
  }

  /// `launches.list` against `settings.get` on a server reading `cacheDirectory`.
  static func measure(cacheDirectory cache: URL, title: String, requests: Int, inFlight modes: [Int] = [1, 32]) throws {
    let list =
      #"{"jsonrpc":"2.0","id":ID,"method":"launches.list","params":{"rocket":"falcon9","status":"success","limit":20,"page":2}}"#
    let trivial = #"{"jsonrpc":"2.0","id":ID,"method":"settings.get"}"#
    // What an editor's list view does: the first view of the process is "v1"; refreshing it
    // re-renders its page of 20 (state, snapshot and diff).
    let openView =
      #"{"jsonrpc":"2.0","id":ID,"method":"view.open","params":{"screen":"launches","params":{"rocket":"falcon9"}}}"#
    let refreshView =
      #"{"jsonrpc":"2.0","id":ID,"method":"view.send","params":{"viewId":"v1","input":{"type":"refresh"}}}"#
    // Each row with the floor measured in the same process, just before it.
    var rows: [(name: String, run: LatencyRun, floor: LatencyRun)] = []
    for inFlight in modes {
      let server = try RPCServerProcess(cacheDirectory: cache)
      _ = server.measure(template: trivial, count: 50, inFlight: 1)  // warm-up: load and decode once
      _ = server.measure(template: list, count: 50, inFlight: 1)
      let floor = server.measure(template: trivial, count: requests, inFlight: inFlight)
      rows.append(("settings.get (floor), \(inFlight) in flight", floor, floor))
      rows.append(
        (
          "launches.list page of 20, \(inFlight) in flight",
          server.measure(template: list, count: requests, inFlight: inFlight), floor
        ))
      if inFlight == 1 {
        _ = server.measure(template: openView, count: 1, inFlight: 1)
        rows.append(
          (
            "view.send refresh, launches view of 20, 1 in flight",
            server.measure(template: refreshView, count: requests / 4, inFlight: 1), floor
          ))
      }
      server.stop()
    }
    print("\n### spacex-rpc over pipes, \(title) (\(requests) requests per row, view rows a quarter of that)\n")
    print("| measurement | requests/s | p50 ms | p99 ms | p50 × floor |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for (name, run, floor) in rows {
      let ratio = run.percentile(0.5) / max(floor.percentile(0.5), 1e-9)
      print(
        "| \(name) | \(Int(run.throughput)) | \(String(format: "%.3f", run.percentile(0.5))) | "
          + "\(String(format: "%.3f", run.percentile(0.99))) | \(String(format: "%.2f", ratio)) |")
    }
  }

  /// The cache `spacex-rpc --source cache` reads: launches as the paged collection, rockets and
  /// launchpads as their GET endpoints, all fetched "now".
  static func fillCache(_ directory: URL, from capture: URL, fetchedAt now: Date = Date()) throws {
    let store = FileCacheStore(directory: directory)
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
///
/// The pipes are driven with `read(2)` and `write(2)` on a reusable buffer: `FileHandle` and
/// `Data` slicing here cost more per 11 KB reply than the server spent answering it, which the
/// benchmark then reported as server latency.
final class RPCServerProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  /// Read into in place, allocated once: bytes read but not yet consumed lie from `consumed` up
  /// to `end`. (Reading into a chunk and appending it copied every reply once more.)
  private var buffer = [UInt8](repeating: 0, count: 4 << 20)
  private var end = 0
  private var consumed = 0
  /// Where to resume looking for a newline (bytes before it have none).
  private var scanned = 0
  private var nextID = 1
  /// The most one read takes.
  private static let readSize = 256 * 1024
  /// Requests queued while replies already read are handled; sent before the next read, so a
  /// read that brought several replies is answered with one write, not one per reply (a write
  /// per request made the client, not the server, the limit at 32 in flight).
  private var outgoing: [UInt8] = []

  /// `spacex-rpc --source cache` over `cacheDirectory`; the SpaceX API alone unless `launchLibrary`
  /// (the merged catalog, as users get it).
  convenience init(
    executable: URL = Paths.executable("spacex-rpc"), cacheDirectory: URL, launchLibrary: Bool = false
  ) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["SPACEX_CONFIG_DIR"] = cacheDirectory.appendingPathComponent("config").path
    environment["SPACEX_LL2_URL"] = launchLibrary ? nil : "off"
    try self.init(
      executable: executable, arguments: ["--source", "cache", "--cache-dir", cacheDirectory.path],
      environment: environment)
  }

  /// Any NDJSON JSON-RPC server (the Python reference peer).
  init(executable: URL, arguments: [String], environment: [String: String]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    buffer.reserveCapacity(1 << 20)
  }

  /// Sends `count` requests keeping `inFlight` outstanding; returns each one's latency.
  func measure(template: String, count: Int, inFlight: Int) -> LatencyRun {
    let clock = ContinuousClock()
    let parts = template.components(separatedBy: "ID").map { Array($0.utf8) }
    var sentAt: [Int: ContinuousClock.Instant] = [:]
    var latencies: [Double] = []
    latencies.reserveCapacity(count)
    let start = clock.now
    var sent = 0
    func send() {
      let id = nextID
      nextID += 1
      for (index, part) in parts.enumerated() {
        if index > 0 { outgoing.append(contentsOf: String(id).utf8) }
        outgoing.append(contentsOf: part)
      }
      outgoing.append(UInt8(ascii: "\n"))
      sentAt[id] = clock.now
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

  /// Sends the requests queued since the last read, in one `write(2)`.
  private func sendOutgoing() {
    guard !outgoing.isEmpty else { return }
    writeAll(outgoing)
    outgoing.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ bytes: [UInt8]) {
    let descriptor = input.fileHandleForWriting.fileDescriptor
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// The next newline at or after `scanned`, found with `memchr`.
  private func firstNewline() -> Int? {
    buffer.withUnsafeBytes { raw in
      guard scanned < end, let base = raw.baseAddress,
        let found = memchr(base + scanned, Int32(UInt8(ascii: "\n")), end - scanned)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// The server's process id (its memory is read from `/proc`).
  var processIdentifier: Int32 { process.processIdentifier }

  /// Sends one request (`body` is its JSON with `ID` where the id goes) and waits for its reply,
  /// skipping notifications; the reply line, and the time from send to reply in ms.
  func roundTrip(_ body: String) -> (reply: String, milliseconds: Double)? {
    let clock = ContinuousClock()
    let id = nextID
    nextID += 1
    outgoing.append(contentsOf: body.replacingOccurrences(of: "ID", with: String(id)).utf8)
    outgoing.append(UInt8(ascii: "\n"))
    let began = clock.now
    let prefix = Array(#"{"jsonrpc":"2.0","id":\#(id),"#.utf8)
    while let line = nextLine() {
      if line.starts(with: prefix) { return (String(decoding: line, as: UTF8.self), (clock.now - began).milliseconds) }
    }
    return nil
  }

  /// The next whole line the server wrote (valid until the next read), `nil` at end of output.
  private func nextLine() -> ArraySlice<UInt8>? {
    while true {
      if let newline = firstNewline() {
        let line = buffer[consumed..<newline]
        consumed = newline + 1
        scanned = consumed
        return line
      }
      scanned = end
      if consumed == end { (consumed, scanned, end) = (0, 0, 0) }
      guard readMore() else { return nil }
    }
  }

  /// The id of the next reply line (only `"id":N` is parsed: decoding whole replies would time
  /// the benchmark, not the server).
  private func readReplyID() -> Int? {
    let prefix = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    while let line = nextLine() {
      guard line.starts(with: prefix) else { continue }
      var id = 0
      for byte in line.dropFirst(prefix.count) {
        guard (48...57).contains(byte) else { break }
        id = id * 10 + Int(byte - 48)
      }
      return id
    }
    return nil
  }

  /// Reads what the pipe has (up to 256 KiB) into the buffer after what it holds; `false` at end
  /// of output. Sends the queued requests first, and makes room by moving what is left to the
  /// front when the buffer's end is near.
  private func readMore() -> Bool {
    sendOutgoing()
    if end + Self.readSize > buffer.count {
      let left = end - consumed
      buffer.withUnsafeMutableBytes { raw in
        _ = memmove(raw.baseAddress!, raw.baseAddress! + consumed, left)
      }
      (scanned, end, consumed) = (scanned - consumed, left, 0)
      if end + Self.readSize > buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
    }
    let count = buffer.withUnsafeMutableBytes { raw in
      var count: Int
      repeat {
        count = read(output.fileHandleForReading.fileDescriptor, raw.baseAddress! + end, Self.readSize)
      } while count < 0 && errno == EINTR
      return count
    }
    guard count > 0 else { return false }
    end += count
    return true
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

  /// Launch Library 2's SpaceX launches as of mid-2023 (`../shared/launch-library-2`).
  static var launchLibraryCapture: URL? {
    let url = packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/launch-library-2/v2.2.0-spacex-launches-normal-2023-06.json")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// A product built next to this benchmark (same configuration).
  static func executable(_ name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
  }
}
