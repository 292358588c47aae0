import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A real terminal for a full-screen program: a tmux server of the test's own (its socket in a
/// temporary directory), one window of a chosen size running an interactive shell, typed into
/// and read back as a person at it would. `tmux` comes with the test tools (`Tests/run`).
package final class TmuxTerminal: @unchecked Sendable {
  private let socket: String
  package let directory: TemporaryDirectory

  /// A shell (bash, no startup files) in a window of `columns` × `rows`, with `environment`.
  package init(columns: Int, rows: Int, environment: [String: String]) throws {
    directory = try TemporaryDirectory("spacex-tmux")
    socket = directory.url.appendingPathComponent("tmux.sock").path
    var environment = environment
    environment["PS1"] = "$ "
    // `-f /dev/null`: none of the machine's tmux settings; the shell is the window's first
    // process, so `jobs` and `fg` work in it. Bash, as most people's: it keeps a stopped job's
    // terminal modes and its own apart, as a full-screen program stopped with Ctrl-Z expects.
    try run(
      ["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "env", "-i"]
        + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [
          "bash", "--norc", "--noprofile", "-i",
        ])
    try run(["set-option", "-g", "status", "off"])
    try run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Types `line` and Enter into the shell.
  package func type(_ line: String) throws {
    try run(["send-keys", "-l", line])
    try run(["send-keys", "Enter"])
  }

  /// Presses keys by tmux's names (`Up`, `Enter`, `Escape`, `C-z`, `PageDown`) or as letters.
  package func press(_ keys: String...) throws {
    try run(["send-keys"] + keys)
  }

  /// What the window shows now, a line per row, trailing blanks removed.
  package func screen() throws -> String {
    try run(["capture-pane", "-p"])
  }

  /// The same with the escape sequences of its colours and attributes.
  package func styledScreen() throws -> String {
    try run(["capture-pane", "-p", "-e"])
  }

  package func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Waits until the screen satisfies `condition` (a hang guard, not a timing); the last screen.
  @discardableResult
  package func waitFor(_ condition: (String) -> Bool) throws -> (met: Bool, screen: String) {
    var last = ""
    let met = try WallClockBounds.waitFor {
      last = try screen()
      return condition(last)
    }
    return (met, last)
  }

  package func stop() {
    _ = try? run(["kill-server"])
    directory.remove()
  }

  /// Runs tmux and returns what it printed (and its errors): spawned and waited for directly,
  /// its output through a file. (Foundation's `Process` never saw the end of the client whose
  /// `new-session` started the server, and a pipe would stay open in that server.)
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let output = directory.url.appendingPathComponent("tmux-output")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = (["/usr/bin/env", "tmux", "-S", socket] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    // Every signal as a new process has it: a test runner's threads block most of them, and
    // the server (and every shell and program in it) would inherit that mask: Ctrl-Z would not
    // stop, kill-server would leave the shells running.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    guard posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp) == 0 else {
      throw CocoaError(.executableLoad)
    }
    _ = ProcessBound.wait(for: pid, command: "tmux " + arguments.joined(separator: " "))
    return Self.contents(of: output.path)
  }

  /// A file's text, "" when it is missing or empty. Read with `read(2)`: Foundation's file
  /// reading leaks its buffer for an empty file (LeakSanitizer reports it), and these files are
  /// often empty (tmux printed nothing; a shell has created a file it has not written yet).
  package static func contents(of path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
