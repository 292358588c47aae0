import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with stdout and stderr discarded, returning its wall time, and
/// measures peak memory separately through `/usr/bin/time` (a `posix_spawn`ed child's `ru_maxrss`
/// starts from this process's own, since glibc spawns with a shared address space).
enum ChildProcess {
  struct Usage {
    var seconds: Double
    var status: Int32
  }

  static func run(_ path: String, _ arguments: [String], environment: [String: String]) -> Usage {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return Usage(seconds: 0, status: -1) }
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    let elapsed = clock.now - start
    return Usage(seconds: elapsed.milliseconds / 1000, status: status)
  }

  /// Peak resident memory of one run, in KiB, as GNU time reports it (`nil` without it).
  static func peakKilobytes(_ path: String, _ arguments: [String], environment: [String: String]) -> Int? {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-time-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let usage = run("/usr/bin/time", ["-f", "%M", "-o", report.path, path] + arguments, environment: environment)
    guard usage.status != -1, let text = try? String(contentsOf: report, encoding: .utf8) else {
      return nil
    }
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
  }
}
