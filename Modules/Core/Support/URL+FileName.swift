import Foundation

extension URL {
  /// The file `name` in this directory: `directory.appendingPathComponent(name)`, made from the
  /// path as text. The first `appendingPathComponent` of a process made the runtime search every
  /// conformance record in the binary (half a million instructions at every start-up), and
  /// file names here are plain.
  package func appendingFileName(_ name: String, isDirectory: Bool = false) -> URL {
    let directory = path
    return URL(
      fileURLWithPath: directory.hasSuffix("/") ? directory + name : directory + "/" + name, isDirectory: isDirectory)
  }
}
