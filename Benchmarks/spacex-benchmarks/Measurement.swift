import Foundation

/// Repeated timings of one piece of work: medians and spread, never a single run, because these
/// machines are shared and noisy.
struct Measurement {
  var name: String
  var samples: [Duration]

  var median: Duration { percentile(0.5) }
  var p10: Duration { percentile(0.1) }
  var p90: Duration { percentile(0.9) }

  private func percentile(_ fraction: Double) -> Duration {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
  }

  /// Runs `work` `warmup` times unmeasured, then `runs` times measured.
  static func measure(_ name: String, runs: Int, warmup: Int = 2, _ work: () -> Void) -> Measurement {
    for _ in 0..<warmup { work() }
    let clock = ContinuousClock()
    let samples = (0..<runs).map { _ in clock.measure(work) }
    return Measurement(name: name, samples: samples)
  }

  /// ``measure(_:runs:warmup:_:)`` for async work, with one unmeasured warm-up run.
  static func measureAsync(_ name: String, runs: Int, _ work: () async throws -> Void) async throws -> Measurement {
    let clock = ContinuousClock()
    try await work()
    var samples: [Duration] = []
    for _ in 0..<runs {
      let start = clock.now
      try await work()
      samples.append(clock.now - start)
    }
    return Measurement(name: name, samples: samples)
  }

  /// Several pieces of async work timed in turns (one run of each per round, after one
  /// unmeasured round), so a noisy moment on a shared machine falls on every row alike instead
  /// of on whichever row was being measured then.
  static func interleavedAsync(
    _ works: [(name: String, work: () async throws -> Void)], runs: Int
  ) async throws -> [Measurement] {
    let clock = ContinuousClock()
    for (_, work) in works { try await work() }
    var samples = [[Duration]](repeating: [], count: works.count)
    for _ in 0..<runs {
      for (index, entry) in works.enumerated() {
        let start = clock.now
        try await entry.work()
        samples[index].append(clock.now - start)
      }
    }
    return zip(works, samples).map { Measurement(name: $0.name, samples: $1) }
  }
}

extension Duration {
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}

/// Prints measurements as a Markdown table, each median also as a ratio to the baseline's.
func report(_ title: String, baseline: Measurement, _ rows: [Measurement]) {
  func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.3f" : "%.1f", value)
  }
  print("\n### \(title)\n")
  print("| measurement | median ms | p10–p90 ms | × baseline |")
  print("| --- | ---: | ---: | ---: |")
  for row in [baseline] + rows {
    let ratio = row.median.milliseconds / max(baseline.median.milliseconds, 1e-9)
    let spread = "\(format(row.p10.milliseconds))–\(format(row.p90.milliseconds))"
    print("| \(row.name) | \(format(row.median.milliseconds)) | \(spread) | \(format(ratio)) |")
  }
}

/// The middle value of whole-process timings (the upper of the two middles for an even count; 0
/// for none), as every suite of separate runs reports them.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
