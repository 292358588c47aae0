import Foundation
import TestSupport
import Testing

/// An editor's captured buffers, by step, against the calling test's golden files: each reads as
/// its golden, fits 80 columns (a URL stays whole), and no golden is left of a step no run
/// captures.
package enum EditorBuffers {
  /// A buffer without where its data came from: the server's source lines, from the first on
  /// (a live API's differ from the offline sample's; the data above them does not).
  package static func withoutSource(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.hasPrefix("Source: ") && !$0.hasPrefix("Источник: ") }.joined(separator: "\n")
  }

  package static func assertGoldens(
    _ captured: [String: String], filePath: StaticString = #filePath, function: StaticString = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // Where the goldens are, read off the reference the first step would have.
    let sample = Snapshot.referenceURL(
      filePath: "\(filePath)", function: "\(function)", name: "x", pathExtension: "txt")
    let prefix = String(sample.lastPathComponent.dropLast("x.txt".count))
    let goldens = try FileManager.default.contentsOfDirectory(atPath: sample.deletingLastPathComponent().path)
    let stale = goldens.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).dropLast(4)) }
      .filter { captured[$0] == nil }
    #expect(stale.isEmpty, "goldens of steps no run captures: \(stale)", sourceLocation: sourceLocation)
    for (step, text) in captured.sorted(by: { $0.key < $1.key }) {
      Snapshot.assert(text, named: step, filePath: filePath, function: function, sourceLocation: sourceLocation)
      let long = text.split(separator: "\n").filter { $0.count > 80 && !$0.contains("://") }
      #expect(long.isEmpty, "\(step) is wider than 80 columns: \(long)", sourceLocation: sourceLocation)
    }
  }
}
