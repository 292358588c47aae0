import Foundation
import Testing

/// Golden-file assertions. References live at
/// `Snapshots/<TestTarget>/<TestFile>/<test>.<case>.<ext>`, found from `#filePath`, so there are
/// no resources or bundles involved.
///
/// Nothing is recorded by default: a missing reference fails with the command that records it,
/// and `SPACEX_RECORD_SNAPSHOTS=1` records and still fails, so a recording run is never green.
package enum Snapshot {
  /// Compares `text` with the reference `<test>.<name>.<ext>`.
  package static func assert(
    _ text: String,
    named name: String,
    as pathExtension: String = "txt",
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reference = referenceURL(
      filePath: "\(filePath)", function: "\(function)", name: name, pathExtension: pathExtension)
    let actual = TextNormalization.normalized(text)
    if ProcessInfo.processInfo.environment["SPACEX_RECORD_SNAPSHOTS"] == "1" {
      record(actual, at: reference, sourceLocation: sourceLocation)
      return
    }
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      Issue.record(
        """
        No reference snapshot at \(reference.path).
        Review the output, then record it with:
          SPACEX_RECORD_SNAPSHOTS=1 swift test --filter \(testFilter(filePath: "\(filePath)"))
        """, sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let artifact = writeArtifact(actual, for: reference)
    Issue.record(
      """
      Snapshot does not match reference.
      reference: \(reference.path)
      actual:    \(artifact?.path ?? "(could not be written)")
      \(LineDiff.unified(from: expected, to: actual))
      """, sourceLocation: sourceLocation)
  }

  /// Compares `value` as pretty-printed JSON with sorted keys.
  package static func assertJSON<T: Encodable>(
    _ value: T,
    named name: String,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    do {
      let text = String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
      assert(text, named: name, as: "json", filePath: filePath, function: function, sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not encode the snapshot: \(error)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Paths

  package static func referenceURL(filePath: String, function: String, name: String, pathExtension: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    let testTarget = testFile.deletingLastPathComponent().lastPathComponent
    let packageRoot = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let testName = sanitized(String(function.prefix { $0 != "(" }))
    return packageRoot.appendingPathComponent("Snapshots")
      .appendingPathComponent(testTarget)
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(testName).\(sanitized(name)).\(pathExtension)")
  }

  /// Each run of characters other than letters, digits and `_` becomes one `-`.
  package static func sanitized(_ component: String) -> String {
    var result = ""
    var lastWasSeparator = false
    for character in component {
      if character.isLetter || character.isNumber || character == "_" {
        result.append(character)
        lastWasSeparator = false
      } else if !lastWasSeparator {
        result.append("-")
        lastWasSeparator = true
      }
    }
    return result
  }

  private static func testFilter(filePath: String) -> String {
    URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
  }

  // MARK: Writing

  private static func record(_ text: String, at url: URL, sourceLocation: SourceLocation) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      Issue.record(
        "Recorded snapshot \(url.path). Review it, then run again without SPACEX_RECORD_SNAPSHOTS.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  }

  private static func writeArtifact(_ text: String, for reference: URL) -> URL? {
    let root =
      ProcessInfo.processInfo.environment["SPACEX_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("spacex-snapshots")
    let url = root.appendingPathComponent(reference.deletingLastPathComponent().lastPathComponent)
      .appendingPathComponent(reference.lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return url
    } catch {
      return nil
    }
  }
}
