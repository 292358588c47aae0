import Foundation
import Locking

/// A fresh directory under the system's temporary directory, removed by ``remove()``, and in any
/// case when the test process ends: a test that stops early, or hands the path to a process and
/// never removes it, leaves nothing behind (full runs left some 140 directories, 25 MB, each).
package struct TemporaryDirectory: Sendable {
  package let url: URL

  package init(_ label: String = "spacex-tests") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    Self.made.withLock { made in
      if made.isEmpty { atexit { TemporaryDirectory.removeEveryOneMade() } }
      made.append(url)
    }
  }

  package var path: String { url.path }

  /// The working directory of every process a test starts (one for the whole test process):
  /// never the checkout, so a relative path that a command line gets wrong (`--cache-dir
  /// --offline` once made a directory `--offline` at the top of the repository) lands here.
  package static let forProcesses: URL = {
    guard let directory = try? TemporaryDirectory("spacex-cwd") else { return FileManager.default.temporaryDirectory }
    return directory.url
  }()

  /// Every file below the directory, as paths relative to it, sorted.
  package func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  package func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Every directory this process made, for the removal at exit (one `atexit` for them all).
  /// `Locked`, not a bare `Mutex`: ThreadSanitizer sees its lock.
  private static let made = Locked<[URL]>([])

  private static func removeEveryOneMade() {
    for url in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
  }
}
