import Foundation

extension URL {
  /// The file `name` in this directory: `directory.appendingPathComponent(name)`, made from the
  /// path as text, which costs less (file names here are plain). The first use of a URL's path
  /// in a process still makes the runtime look up a conformance, here or wherever it comes first.
  package func appendingFileName(_ name: String, isDirectory: Bool = false) -> URL {
    let directory = path
    return URL(
      fileURLWithPath: directory.hasSuffix("/") ? directory + name : directory + "/" + name, isDirectory: isDirectory)
  }
}
