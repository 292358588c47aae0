import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
package struct TemporaryDirectory: Sendable {
  package let url: URL

  package init(_ label: String = "spacex-tests") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  package var path: String { url.path }

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
}
