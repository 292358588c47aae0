import Core
import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// Every process a test starts ends. A test waits for what it started (its exit, the end of its
/// output), so one process that hangs holds the whole run for ever, and a CI run then ends at its
/// own time limit naming nothing. Started with ``Foundation/Process/runBounded(within:)``, a
/// process reads `/dev/null` unless the test gives it an input (never the runner's own stdin,
/// which a CI may hold open without writing), and is sent SIGTERM once it has run `bound`, SIGKILL
/// ten seconds after that (a process that hangs may also ignore SIGTERM); the runner's stderr
/// says which command it was, and the test fails on its status or output.
extension Process {
  /// Starts the process (as `run()` does) under the bound: ``WallClockBounds/process`` unless a
  /// test of something that used to hang gives a shorter one.
  package func runBounded(within bound: Duration = WallClockBounds.process) throws {
    // Foundation's default is the runner's own stdin.
    if (standardInput as? FileHandle) === FileHandle.standardInput { standardInput = FileHandle.nullDevice }
    try run()
    let pid = processIdentifier
    let command = ([executableURL?.path ?? "?"] + (arguments ?? [])).joined(separator: " ")
    // Foundation starts the process in a group of its own and sees it end only once everything
    // it started has closed what it inherited, so the signal goes to the whole group: a shell's
    // `sleep` would otherwise outlive the shell and hold the wait.
    let signal: @Sendable (Int32) -> Void = { number in if kill(-pid, number) != 0 { kill(pid, number) } }
    // Timers, not a thread waiting: a thread of Dispatch's for each process a test keeps running
    // would take them from the work the tests run in-process. They hold the process weakly: held,
    // every process of the run would keep its pipes open for the whole bound (over a thousand
    // descriptors at once under AddressSanitizer, which then caught Foundation reading past the
    // listing of /proc/self/fd in `run()`). A process no test holds any more is not waited for.
    DispatchQueue.global().asyncAfter(deadline: .now() + bound.timeInterval) { [weak self] in
      guard let self, isRunning else { return }
      ProcessBound.report("ran past \(bound), sent SIGTERM: \(command)")
      signal(SIGTERM)
      DispatchQueue.global().asyncAfter(deadline: .now() + ProcessBound.graceAfterTerm.timeInterval) {
        [weak self] in
        guard let self, isRunning else { return }
        ProcessBound.report("still running \(ProcessBound.graceAfterTerm) after SIGTERM, sent SIGKILL: \(command)")
        signal(SIGKILL)
      }
    }
  }
}

/// The same bound for a process spawned without Foundation (`posix_spawn`), and its report.
package enum ProcessBound {
  /// How long a process that was sent SIGTERM gets before SIGKILL.
  static let graceAfterTerm: Duration = .seconds(10)

  /// Waits for `pid` to exit (as `waitpid` would, its status), ending it as
  /// ``Foundation/Process/runBounded(within:)`` does once it has run `bound`.
  package static func wait(for pid: pid_t, command: String, within bound: Duration = WallClockBounds.process) -> Int32 {
    let exited = Locked(false)
    DispatchQueue.global().asyncAfter(deadline: .now() + bound.timeInterval) {
      exited.withLock { exited in
        guard !exited else { return }
        report("ran past \(bound), sent SIGKILL: \(command)")
        kill(pid, SIGKILL)
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    exited.withLock { $0 = true }
    return status
  }

  /// A line on the test runner's stderr, where a CI log shows it beside the failing test.
  static func report(_ message: String) {
    FileHandle.standardError.write(Data("test support: a process \(message)\n".utf8))
  }
}
