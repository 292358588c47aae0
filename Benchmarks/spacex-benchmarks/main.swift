// spacex-benchmarks: run with `swift run -c release spacex-benchmarks [suite ...] [--runs N]`.
// Timings are medians over repeated runs, each next to a baseline measured in the same run.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let runs =
  arguments.firstIndex(of: "--runs").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 15
// Values of options (`--bin DIR`, `--runs N`, `--out FILE`) are not suite names.
let optionValues = Set(
  arguments.indices.filter {
    $0 > 0 && ["--bin", "--baseline-bin", "--runs", "--out", "--minutes"].contains(arguments[$0 - 1])
  }
  .map { arguments[$0] })
let suites = arguments.filter { !$0.hasPrefix("--") && Int($0) == nil && !optionValues.contains($0) }

#if DEBUG
  print("warning: a debug build; run with `swift run -c release spacex-benchmarks` for figures worth quoting")
#endif
if suites.isEmpty || suites.contains("snapshots") {
  SnapshotBenchmarks.run(count: 10_000, runs: runs)
}
if suites.isEmpty || suites.contains("scale") {
  do {
    try await ScaleBenchmarks.run(runs: runs)
  } catch {
    print("scale benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("fleet") {
  do {
    try await FleetBenchmarks.run(runs: runs)
  } catch {
    print("fleet benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("stats") {
  do {
    try await StatsBenchmarks.run(runs: runs)
  } catch {
    print("stats benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("dates") {
  DateBenchmarks.run(runs: runs)
}
if suites.isEmpty || suites.contains("ledger") {
  do {
    try await LedgerBenchmarks.run(runs: runs)
  } catch {
    print("ledger benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("merged") {
  do {
    try await MergedBenchmarks.run(runs: runs)
  } catch {
    print("merged benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("rpc-merged") {
  do {
    try await RPCMergedBenchmarks.run(requests: 2_000, rounds: max(3, runs / 3))
  } catch {
    print("rpc-merged benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("rpc") || suites.contains("rpc-stages") {
  do {
    try await RPCBenchmarks.run(requests: 2_000, runs: runs, overPipes: suites.isEmpty || suites.contains("rpc"))
  } catch {
    print("rpc benchmark failed: \(error)")
  }
}
if suites.isEmpty || suites.contains("browse") {
  do {
    try BrowseBenchmarks.run()
  } catch {
    print("browse benchmark failed: \(error)")
  }
}
// Not in the default run: it times the installed static release, which `Apps/install` builds.
if suites.contains("startup") {
  do {
    try await StartupBenchmarks.run(runs: runs, arguments: arguments)
  } catch {
    print("startup benchmark failed: \(error)")
  }
}
// Not in the default run either: the installed release's query from a fresh cache, a stale one and the sample.
if suites.contains("freshness") {
  do {
    try await FreshnessBenchmarks.run(runs: runs, arguments: arguments)
  } catch {
    print("freshness benchmark failed: \(error)")
  }
}
// Not in the default run either: the installed release with a dead network and a warm cache.
if suites.contains("unreachable") {
  do {
    try await UnreachableBenchmarks.run(runs: runs, arguments: arguments)
  } catch {
    print("unreachable benchmark failed: \(error)")
  }
}
// Not in the default run either: spacex-rpc for minutes, with a client that never closes views.
if suites.contains("soak") {
  do {
    try SoakBenchmarks.run(arguments: arguments)
  } catch {
    print("soak benchmark failed: \(error)")
  }
}
// Not a benchmark: profiles the start-up commands to write Apps/link-order.txt (see StartupOrder).
if suites.contains("startup-order") {
  do {
    try await StartupOrder.run(arguments: arguments)
  } catch {
    print("startup-order failed: \(error)")
  }
}
