import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The desktop's own way to open an address (`xdg-open` on Linux and the BSDs, `open` on macOS),
/// found on `PATH`, so a browser opens a webcast as a click would.
package struct DesktopOpener: Sendable {
  /// Where the opener is.
  package let executable: URL

  /// Why the opener could not be started: `posix_spawn`'s error number.
  package struct NotStarted: Error, CustomStringConvertible {
    package var code: Int32
    package var description: String { String(cString: strerror(code)) }
  }

  /// The opener this system has, found on `path` (colon-separated); `nil` when there is none (a
  /// server, a container): the caller prints the address instead.
  package static func find(path: String?) -> DesktopOpener? {
    #if os(macOS)
      let name = "open"
    #else
      let name = "xdg-open"
    #endif
    for directory in (path ?? "").split(separator: ":") where directory.hasPrefix("/") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return DesktopOpener(executable: candidate) }
    }
    return nil
  }

  /// Hands `address` to the opener, as one argument (no shell reads it), and waits for it to say
  /// it took it; returns its exit status (128 + the signal's number when a signal ended it).
  ///
  /// Started with `posix_spawn`, not Foundation's `Process`, which leaves an allocation behind in
  /// every process that runs one (LeakSanitizer reports it), for one short-lived child.
  package func open(_ address: WebLink) throws -> Int32 {
    let arguments = [executable.path, address.absoluteString]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, nil, nil, &argv, environ)
    guard spawned == 0 else { throw NotStarted(code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw NotStarted(code: errno) }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import: the low 7 bits are the signal.
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
