import Foundation

/// `startup-order`: writes `Apps/link-order.txt`, the functions the `startup` suite's commands run,
/// one symbol a line, for `Apps/install` to hand to lld (`--symbol-ordering-file`), which lays those
/// functions out next to each other.
///
/// Why: a page fault in a file mapping maps the pages around it too (the kernel's fault-around,
/// and whole large folios of the page cache), so what a command keeps resident is set less by the
/// code it runs (about 1 MiB) than by how far apart that code lies in the 18 MiB of text. Every
/// target is compiled with `-function-sections`, so each of our functions, private ones included,
/// is a section the linker can move; the toolchain's libraries keep their private functions in one
/// section per object, which stay where they are.
///
/// It profiles the static release as built (unstripped: `Apps/install` strips only its copies)
/// with callgrind, which sees every function that runs whatever else the machine is doing:
/// `--bin DIR` (default: beside this benchmark, where `Apps/install` builds), `--out FILE`.
enum StartupOrder {
  static func run(arguments: [String]) async throws {
    guard let capture = Paths.capture, let launchLibrary = Paths.launchLibraryCapture else {
      print("\nskipped startup-order: needs ../shared/spacex-api-v4 and ../shared/launch-library-2 beside the package")
      return
    }
    let valgrind = "/usr/bin/valgrind"
    guard FileManager.default.isExecutableFile(atPath: valgrind) else {
      print("\nskipped startup-order: needs valgrind (apt-get install valgrind)")
      return
    }
    let bin =
      option("--bin", in: arguments).map(URL.init(fileURLWithPath:))
      ?? Paths.executable("spacex").deletingLastPathComponent()
    let output =
      option("--out", in: arguments).map(URL.init(fileURLWithPath:))
      ?? Paths.packageRoot.appendingPathComponent("Apps/link-order.txt")
    // callgrind names an object by its real path.
    let spacex = bin.appendingPathComponent("spacex").resolvingSymlinksInPath().path
    let rpc = bin.appendingPathComponent("spacex-rpc").resolvingSymlinksInPath().path
    for binary in [spacex, rpc] where !FileManager.default.isExecutableFile(atPath: binary) {
      print("\nskipped startup-order: no \(binary) (build the release first)")
      return
    }

    let work = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let cache = work.appendingPathComponent("cache")
    _ = try await MergedBenchmarks.fillMergedCache(cache, capture: capture, launchLibrary: launchLibrary)

    let runs: [(binary: String, arguments: [String], input: String)] = [
      (spacex, ["--version"], ""),
      (spacex, StartupWorkload.queryArguments(cache: cache), ""),
      (spacex, StartupWorkload.statusLineArguments(cache: cache), ""),
      (rpc, StartupWorkload.rpcArguments(cache: cache), StartupWorkload.firstRequest + "\n"),
    ]
    var functions = Set<String>()
    for (index, run) in runs.enumerated() {
      let profile = work.appendingPathComponent("callgrind.\(index)")
      try profileRun(valgrind: valgrind, run, into: profile, home: work)
      let ran = try functionsRun(in: profile, binary: run.binary)
      print(
        "\(URL(fileURLWithPath: run.binary).lastPathComponent) \(run.arguments.first ?? ""): \(ran.count) functions")
      functions.formUnion(ran)
    }
    let header = """
      # The functions spacex and spacex-rpc run to answer --version, a warm-cache launches query, the
      # status line (next --line) and a first launches.list, as symbols: Apps/install has lld link them next to each other.
      # Made by `Apps/install && swift run -c release spacex-benchmarks startup-order` (needs valgrind);
      # remake it when start-up code changes (a missing name only leaves that function where it was).
      """ + "\n"
    let lines = functions.sorted()
    try (header + lines.joined(separator: "\n") + "\n").write(to: output, atomically: true, encoding: .utf8)
    print("wrote \(lines.count) functions to \(output.path)")
  }

  private static func profileRun(
    valgrind: String, _ run: (binary: String, arguments: [String], input: String), into profile: URL, home: URL
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      [
        "--tool=callgrind", "--demangle=no", "--compress-strings=no", "--compress-pos=no",
        "--callgrind-out-file=\(profile.path)", run.binary,
      ] + run.arguments
    process.environment = [
      "HOME": home.path, "SPACEX_CONFIG_DIR": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(run.input.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw StartupOrderError.profileFailed(run.binary, run.arguments, process.terminationStatus)
    }
  }

  /// The functions of `binary` in a callgrind profile written with uncompressed names: each
  /// `fn=` line belongs to the object the last `ob=` line named.
  static func functionsRun(in profile: URL, binary: String) throws -> Set<String> {
    var functions = Set<String>()
    var inBinary = false
    for line in try String(contentsOf: profile, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("ob=") {
        // The runtime's functions are what most need ordering: they must be in the binary.
        guard !line.contains("libswiftCore.so") else { throw StartupOrderError.notStatic(binary) }
        inBinary = line.dropFirst(3) == binary
      } else if inBinary, line.hasPrefix("fn=") {
        let name = line.dropFirst(3)
        // An address stands for code without a symbol: no section to name.
        if !name.hasPrefix("0x") { functions.insert(String(name)) }
      }
    }
    return functions
  }

  private static func option(_ name: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
  }
}

enum StartupOrderError: Error, CustomStringConvertible {
  case profileFailed(String, [String], Int32)
  case notStatic(String)

  var description: String {
    switch self {
    case .profileFailed(let binary, let arguments, let status):
      "\(binary) \(arguments.joined(separator: " ")) under callgrind exited with \(status)"
    case .notStatic(let binary):
      "\(binary) loads the Swift runtime as a library: profile the static release (Apps/install builds it)"
    }
  }
}

/// The commands the `startup` suite times and `startup-order` profiles.
enum StartupWorkload {
  static func queryArguments(cache: URL) -> [String] {
    ["launches", "--rocket", "falcon9", "--limit", "20", "--source", "cache", "--cache-dir", cache.path]
  }

  /// A status bar's segment, redrawn every few seconds (`spacex next --line`).
  static func statusLineArguments(cache: URL) -> [String] { ["next", "--line", "--cache-dir", cache.path] }

  static func rpcArguments(cache: URL) -> [String] { ["--source", "cache", "--cache-dir", cache.path] }

  static let firstRequest =
    #"{"jsonrpc":"2.0","id":1,"method":"launches.list","params":{"rocket":"falcon9","limit":20}}"#
}
