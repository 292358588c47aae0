import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The full-screen `spacex browse` as a person drives it, on a pseudo-terminal of 120×40 and a
/// warm cache of the full capture: from a key written to the frame it brings read back, for
/// cursor moves (200: ten down, ten up, over a page of launches) and screen opens (50 launch
/// cards, each left again with Esc, untimed), with the bytes a cursor move writes against the
/// first, whole frame.
enum BrowseBenchmarks {
  static func run(moves: Int = 200, opens: Int = 50) throws {
    guard let capture = Paths.capture else {
      print("\nskipped browse: needs ../shared/spacex-api-v4 beside the package")
      return
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    try RPCBenchmarks.fillCache(cache, from: capture)
    let terminal = try PseudoTerminal(columns: 120, rows: 40)
    var environment = ProcessInfo.processInfo.environment
    (environment["TERM"], environment["NO_COLOR"]) = ("xterm-256color", nil)
    environment["SPACEX_CONFIG_DIR"] = cache.appendingPathComponent("config").path
    environment["SPACEX_LL2_URL"] = "off"
    let child = try terminal.spawn(
      Paths.executable("spacex").path, ["--source", "cache", "--cache-dir", cache.path, "browse", "launches"],
      environment: environment)
    defer {
      _ = terminal.write("q")
      var status: Int32 = 0
      waitpid(child, &status, 0)
    }
    // The first frame: the whole screen, the key bar last.
    guard let first = terminal.read(until: { $0.contains(keyBarEnd) }, timeout: .seconds(20)) else {
      throw BenchmarkFailure("the browser drew no first frame")
    }
    terminal.drain(quietFor: .milliseconds(300))

    // Cursor moves: each rewrites the row it leaves and the row it lands on, two erased lines.
    var (moveTimes, moveBytes) = ([Double](), [Int]())
    for index in 0..<moves {
      let clock = ContinuousClock()
      let start = clock.now
      guard terminal.write(index % 20 < 10 ? "j" : "k"),
        let frame = terminal.read(until: { $0.occurrences(of: eraseLine) >= 2 }, timeout: .seconds(5))
      else { throw BenchmarkFailure("cursor move \(index) drew nothing") }
      moveTimes.append((clock.now - start).milliseconds)
      moveBytes.append(frame.count)
    }
    terminal.drain(quietFor: .milliseconds(100))

    // Opens: Enter on a launch draws "Loading…" in the key bar, then the card, whose frame
    // writes the key bar back last.
    var openTimes: [Double] = []
    for index in 0..<opens {
      if index > 0 {
        _ = terminal.write(index % 10 == 0 ? "g" : "j")
        terminal.drain(quietFor: .milliseconds(50))
      }
      let clock = ContinuousClock()
      let start = clock.now
      guard terminal.write("\r"),
        terminal.read(until: { $0.contains(loading) && $0.after(loading).contains(keyBarEnd) }, timeout: .seconds(10))
          != nil
      else { throw BenchmarkFailure("open \(index) drew no card") }
      openTimes.append((clock.now - start).milliseconds)
      _ = terminal.write("\u{1B}")
      terminal.drain(quietFor: .milliseconds(100))
    }

    let (move, open) = (LatencyRun(latencies: moveTimes, seconds: 1), LatencyRun(latencies: openTimes, seconds: 1))
    let ms = { (value: Double) in String(format: "%.3f", value) }
    print("\n### spacex browse, full screen on a 120×40 pseudo-terminal, warm cache (key written → frame read)\n")
    print("| measurement | p50 ms | p99 ms | p50 × cursor move |")
    print("| --- | ---: | ---: | ---: |")
    for (name, run) in [("cursor move (\(moves))", move), ("open a launch's card (\(opens))", open)] {
      let ratio = run.percentile(0.5) / max(move.percentile(0.5), 1e-9)
      print("| \(name) | \(ms(run.percentile(0.5))) | \(ms(run.percentile(0.99))) | \(String(format: "%.2f", ratio)) |")
    }
    let perMove = moveBytes.sorted()[moveBytes.count / 2]
    print(
      "\nBytes written per cursor move: median \(perMove), most \(moveBytes.max() ?? 0); the first, whole frame: "
        + "\(first.count) (\(String(format: "%.1f", Double(perMove) / Double(max(first.count, 1)) * 100)) %).")
  }

  private static let eraseLine = Array("\u{1B}[K".utf8)
  private static let keyBarEnd = Array("q quit\u{1B}[K".utf8)
  private static let loading = Array("Loading…".utf8)
}

struct BenchmarkFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A pseudo-terminal pair: this process holds the master side, a child gets the other as its
/// standard input, output and error, as a terminal emulator gives a shell.
final class PseudoTerminal {
  private let master: Int32
  private let path: String

  init(columns: Int, rows: Int) throws {
    // posix_openpt, unlockpt and ptsname as Linux does them (Swift's Glibc module leaves them
    // out): the multiplexer, its lock released, the number of its other side.
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var (unlock, number) = (Int32(0), UInt32(0))
    guard master >= 0, ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.number, &number) == 0 else {
      throw BenchmarkFailure("no pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    path = "/dev/pts/\(number)"
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  deinit { close(master) }

  // Linux's ioctl numbers for a pseudo-terminal's master (asm-generic/ioctls.h): TIOCSPTLCK,
  // TIOCGPTN; and glibc's POSIX_SPAWN_SETSID. Macros Swift does not import.
  private static let setLock = UInt(0x4004_5431)
  private static let number = UInt(0x8004_5430)
  private static let spawnSetSID = Int16(0x80)

  /// Starts `path` with the terminal as its standard streams, in a session of its own (the
  /// terminal its controlling one, as a shell's job has).
  func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Self.spawnSetSID)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else { throw BenchmarkFailure("could not start \(executable): \(status)") }
    return pid
  }

  /// Writes `text` as typed; `false` when the terminal took none of it.
  func write(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) } == bytes.count
  }

  /// The bytes read until `done` holds of all read so far (by this call), or `nil` after `timeout`.
  func read(until done: ([UInt8]) -> Bool, timeout: Duration) -> [UInt8]? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var got: [UInt8] = []
    while !done(got) {
      let left = deadline - clock.now
      guard left > .zero, let chunk = readChunk(waiting: left) else { return nil }
      got += chunk
    }
    return got
  }

  /// Reads and drops whatever comes until nothing has for `quiet`.
  func drain(quietFor quiet: Duration) {
    while readChunk(waiting: quiet) != nil {}
  }

  /// One read's bytes, waiting at most `wait` for some; `nil` when none came.
  private func readChunk(waiting wait: Duration) -> [UInt8]? {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(max(1, min(Double(Int32.max), wait.milliseconds.rounded(.up))))
    guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[0..<count]) : nil
  }
}

extension [UInt8] {
  fileprivate func occurrences(of needle: [UInt8]) -> Int {
    guard !needle.isEmpty, count >= needle.count else { return 0 }
    return (0...(count - needle.count)).count { self[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  fileprivate func contains(_ needle: [UInt8]) -> Bool { firstRange(of: needle) != nil }

  /// What follows the first `needle`, or nothing.
  fileprivate func after(_ needle: [UInt8]) -> [UInt8] {
    guard let range = firstRange(of: needle) else { return [] }
    return Array(self[range.upperBound...])
  }
}
