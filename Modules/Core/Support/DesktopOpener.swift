import Foundation

/// The desktop's own way to open an address (`xdg-open` on Linux and the BSDs, `open` on macOS),
/// found on `PATH`, so a browser opens a webcast as a click would.
package struct DesktopOpener: Sendable {
  /// Where the opener is.
  package let executable: URL

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
  /// it took it; returns its exit status.
  package func open(_ address: WebLink) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = [address.absoluteString]
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
