import Foundation

/// Start-up of the installed (or built) binaries against a Foundation hello-world compiled once
/// here with `-static-stdlib` and `--no-export-dynamic`, as `Apps/install` linked ours before
/// `Apps/release-linker`: the yardstick stays fixed, so a change of how ours is linked shows in
/// the ratio: `spacex --version`, `spacex launches --rocket
/// falcon9 --limit 20` and `spacex next --line` from a warm cache of the merged catalog (and `jq` doing a simpler query on
/// the SpaceX API's JSON alone), and `spacex-rpc` from start to the answer of its first
/// `launches.list`. Runs are paired (hello-world, then the command, round after round) so a busy
/// moment of the machine hits both; figures are medians and ratios to the hello-world's.
///
/// It builds nothing of ours: `--bin DIR` names the binaries (default: `~/.local/bin` when
/// `Apps/install` put them there, else the directory of this benchmark).
enum StartupBenchmarks {
  static func run(runs: Int, arguments: [String]) async throws {
    guard let capture = Paths.capture, let launchLibrary = Paths.launchLibraryCapture else {
      print("\nskipped startup: needs ../shared/spacex-api-v4 and ../shared/launch-library-2 beside the package")
      return
    }
    let bin = binDirectory(arguments)
    let spacex = bin.appendingPathComponent("spacex").path
    let rpc = bin.appendingPathComponent("spacex-rpc").path
    guard FileManager.default.isExecutableFile(atPath: spacex), FileManager.default.isExecutableFile(atPath: rpc) else {
      print("\nskipped startup: no spacex and spacex-rpc in \(bin.path) (run Apps/install, or pass --bin DIR)")
      return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-startup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let hello = try compileHello(in: work)
    // SPACEX_BENCH_KEEP_CACHE=DIR fills DIR and keeps it, to profile a command on the same data.
    let kept = ProcessInfo.processInfo.environment["SPACEX_BENCH_KEEP_CACHE"].map(URL.init(fileURLWithPath:))
    let cache = kept ?? work.appendingPathComponent("cache")
    let merged = try await MergedBenchmarks.fillMergedCache(cache, capture: capture, launchLibrary: launchLibrary)
    let environment = [
      "HOME": work.path, "SPACEX_CONFIG_DIR": work.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
    let query = StartupWorkload.queryArguments(cache: cache)
    // A query as warm as ours: the same Falcon 9 page of the SpaceX API's JSON.
    let jqFilter =
      #"[.[] | select(.rocket == "5e9d0d95eda69973a809d1ec")] | sort_by(.date_unix, .flight_number) | reverse | .[0:20] | .[].name"#
    let rpcScript = work.appendingPathComponent("first-request.sh")
    try """
    printf '%s\\n' '\(StartupWorkload.firstRequest)' \\
      | "\(rpc)" \(StartupWorkload.rpcArguments(cache: cache).map { "'\($0)'" }.joined(separator: " ")) | head -c 1 >/dev/null
    """.write(to: rpcScript, atomically: true, encoding: .utf8)
    // The card of the next launch, and a sky with a whole verdict (a launch known to the minute,
    // every liftoff of its window judged) judged against it.
    let next = ["next", "--cache-dir", cache.path]
    let sky = ["sky", "CRS-26", "--place", "28.54,-81.38", "--cache-dir", cache.path]
    let commands: [(name: String, path: String, arguments: [String])] = [
      ("spacex --version", spacex, ["--version"]),
      ("spacex launches --rocket falcon9 --limit 20 (warm cache, merged)", spacex, query),
      // A status bar's segment, redrawn every few seconds: the record of the launches to come.
      ("spacex next --line (warm cache, merged)", spacex, StartupWorkload.statusLineArguments(cache: cache)),
      ("spacex next (warm cache, merged)", spacex, next),
      ("spacex sky CRS-26 --place (warm cache, merged)", spacex, sky),
      (
        "jq, same filter, sort and slice (SpaceX API JSON alone)", "/usr/bin/jq",
        [jqFilter, capture.appendingPathComponent("launches.json").path]
      ),
      ("spacex-rpc: start to its first launches.list answer (through sh)", "/bin/sh", [rpcScript.path]),
      ("sh running the hello-world (the floor of the row above)", "/bin/sh", ["-c", hello.path]),
    ]
    print(
      "\n### Start-up against a static Foundation hello-world (\(runs) paired runs, merged catalog"
        + " of \(merged) launches; binaries in \(bin.path))\n")
    print("| command | median ms | hello-world median ms | × hello-world | peak MiB | hello peak MiB |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for command in commands {
      guard FileManager.default.isExecutableFile(atPath: command.path) else {
        print("| \(command.name) | not installed | | | | |")
        continue
      }
      var own: [Double] = []
      var floor: [Double] = []
      for _ in 0..<runs {
        floor.append(ChildProcess.run(hello.path, [], environment: environment).seconds)
        own.append(ChildProcess.run(command.path, command.arguments, environment: environment).seconds)
      }
      let (ownMedian, helloMedian) = (median(own) * 1000, median(floor) * 1000)
      // Peaks move by a few hundred KiB from run to run (which pages a fault maps depends on the
      // page cache): medians of five, paired like the times.
      var peaks: [Double] = []
      var helloPeaks: [Double] = []
      for _ in 0..<5 {
        helloPeaks.append(Double(ChildProcess.peakKilobytes(hello.path, [], environment: environment) ?? 0) / 1024)
        peaks.append(
          Double(ChildProcess.peakKilobytes(command.path, command.arguments, environment: environment) ?? 0) / 1024)
      }
      let (peak, helloPeak) = (median(peaks), median(helloPeaks))
      print(
        "| \(command.name) | \(String(format: "%.1f", ownMedian)) | \(String(format: "%.1f", helloMedian)) | "
          + "\(String(format: "%.2f", ownMedian / max(helloMedian, 1e-9))) | \(String(format: "%.1f", peak)) | "
          + "\(String(format: "%.1f", helloPeak)) |")
    }
    // The query against jq, and the sky against the next launch's card, in rounds of their own,
    // paired as the rows above are with the hello-world.
    if let jq = commands.first(where: { $0.path == "/usr/bin/jq" }),
      FileManager.default.isExecutableFile(atPath: jq.path)
    {
      let (ours, theirs) = paired(runs: runs, environment: environment, (spacex, query), (jq.path, jq.arguments))
      print(
        "\nThe query against jq, \(runs) paired rounds: \(String(format: "%.1f", ours)) ms against "
          + "\(String(format: "%.1f", theirs)) ms, \(String(format: "%.2f", ours / max(theirs, 1e-9)))× jq's time.")
    }
    // A status bar's segment against the cheapest start-up there is: the record of the launches
    // to come is read before anything is assembled, to stay within 1.3× of it.
    let line = StartupWorkload.statusLineArguments(cache: cache)
    let (lineTime, versionTime) = paired(
      runs: runs, environment: environment, (spacex, line), (spacex, ["--version"]))
    print(
      "\nspacex next --line against spacex --version, \(runs) paired rounds: \(String(format: "%.2f", lineTime)) ms "
        + "against \(String(format: "%.2f", versionTime)) ms, "
        + "\(String(format: "%.2f", lineTime / max(versionTime, 1e-9)))× --version's time.")
    let (skyTime, nextTime) = paired(runs: runs, environment: environment, (spacex, sky), (spacex, next))
    print(
      "\nspacex sky CRS-26 --place against spacex next, \(runs) paired rounds: \(String(format: "%.1f", skyTime)) ms against "
        + "\(String(format: "%.1f", nextTime)) ms, \(String(format: "%.2f", skyTime / max(nextTime, 1e-9)))× next's time."
    )
  }

  /// Medians in milliseconds of two commands run in alternating rounds: which goes first
  /// alternates, since whichever runs second finds the caches the first left.
  static func paired(
    runs: Int, environment: [String: String], _ first: (String, [String]), _ second: (String, [String])
  ) -> (Double, Double) {
    var (firstTimes, secondTimes) = ([Double](), [Double]())
    for round in 0..<runs {
      if round.isMultiple(of: 2) {
        secondTimes.append(ChildProcess.run(second.0, second.1, environment: environment).seconds)
        firstTimes.append(ChildProcess.run(first.0, first.1, environment: environment).seconds)
      } else {
        firstTimes.append(ChildProcess.run(first.0, first.1, environment: environment).seconds)
        secondTimes.append(ChildProcess.run(second.0, second.1, environment: environment).seconds)
      }
    }
    return (median(firstTimes) * 1000, median(secondTimes) * 1000)
  }

  static func binDirectory(_ arguments: [String]) -> URL {
    if let index = arguments.firstIndex(of: "--bin"), arguments.indices.contains(index + 1) {
      return URL(fileURLWithPath: arguments[index + 1])
    }
    let installed = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/bin")
    if FileManager.default.isExecutableFile(atPath: installed.appendingPathComponent("spacex").path) {
      return installed
    }
    return Paths.executable("spacex").deletingLastPathComponent()
  }

  /// A Foundation hello-world, `swiftc -O -static-stdlib` without exported symbols, stripped: what
  /// any Swift tool that prints a line costs to start when linked as `Apps/install` links ours.
  private static func compileHello(in directory: URL) throws -> URL {
    let source = directory.appendingPathComponent("hello.swift")
    try "import Foundation\nprint(\"hello, \\(ProcessInfo.processInfo.processIdentifier > 0 ? \"world\" : \"?\")\")\n"
      .write(to: source, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("hello")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-O", "-static-stdlib", "-Xlinker", "--no-export-dynamic", source.path, "-o", output.path,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    // Installed as Apps/install installs ours: stripped, which also writes the file anew. How a
    // file came into the page cache changes how much of it a page fault maps, so the hello-world
    // and the installed binaries should get there the same way.
    let strip = Process()
    strip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    strip.arguments = ["strip", output.path]
    try strip.run()
    strip.waitUntilExit()
    return output
  }
}
