import Foundation
import TestSupport
import Testing

/// An editor's captured buffers, by step: those that pin the editor's own header and key hints
/// read as the calling test's golden files; every other view's buffer is, below that header,
/// exactly what the server draws for the same screen (asked again at the width the view was
/// drawn at: 79 in an 80-column window, 60, 80 and 120 where a step set one); each fits its
/// width, 80 columns at least (a URL stays whole), and no golden is left of a step no run
/// captures.
package enum EditorBuffers {
  /// A buffer without where its data came from: the server's source lines, from the first on
  /// (a live API's differ from the offline sample's; the data above them does not).
  package static func withoutSource(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.hasPrefix("Source: ") && !$0.hasPrefix("Источник: ") }.joined(separator: "\n")
  }

  /// How many Cyrillic letters each file a client ships holds (every file under `root` with one
  /// of `suffixes`, but its tests), by its path under `root`: an editor keeps no translation.
  package static func russianLetters(under root: URL, suffixes: [String]) throws -> [String: Int] {
    var counts: [String: Int] = [:]
    for file in try FileManager.default.subpathsOfDirectory(atPath: root.path)
    where !file.hasPrefix("tests") && suffixes.contains(where: file.hasSuffix) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      counts[file] = text.unicodeScalars.filter { (0x0400...0x04FF).contains($0.value) }.count
    }
    return counts
  }

  /// A buffer below the editor's own lines (where it is, the filters, its keys) and the blank
  /// line that ends them.
  package static func body(_ text: String) -> String {
    text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
  }

  /// What each view step showed (`<step>.view.json`: its screen, params, language and width), by
  /// step.
  package static func views(in directory: URL) throws -> [String: [String: Any]] {
    var views: [String: [String: Any]] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".view.json") {
      let data = try Data(contentsOf: directory.appendingPathComponent(file))
      views[String(file.dropLast(".view.json".count))] = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
    return views
  }

  /// The pinned steps against their goldens (`live`: a live API's run, which reads as the
  /// offline sample's goldens but for their source lines), every other one against the server's
  /// drawing of its view, from `session(language)`.
  package static func assert(
    _ captured: [String: String], views: [String: [String: Any]], pinned: Set<String>,
    session: (String) throws -> RPCSession, live: Bool = false, filePath: StaticString = #filePath,
    function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // Where the goldens are, read off the reference the first step would have.
    let sample = Snapshot.referenceURL(
      filePath: "\(filePath)", function: "\(function)", name: "x", pathExtension: "txt")
    let prefix = String(sample.lastPathComponent.dropLast("x.txt".count))
    let goldens = try FileManager.default.contentsOfDirectory(atPath: sample.deletingLastPathComponent().path)
      .filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count).dropLast(4)) }
    // A live run checks the pinned steps it has (the English ones) against the offline sample's.
    #expect(
      live ? pinned.isSubset(of: goldens) : Set(goldens) == pinned, "goldens are the pinned steps' alone: \(goldens)",
      sourceLocation: sourceLocation)
    #expect(pinned.isSubset(of: captured.keys), "pinned steps no run captured", sourceLocation: sourceLocation)
    var drawn = 0
    for (step, text) in captured.sorted(by: { $0.key < $1.key }) {
      let width = views[step]?["width"] as? Int ?? 79
      let long = text.split(separator: "\n").filter { $0.count > max(80, width) && !$0.contains("://") }
      #expect(long.isEmpty, "\(step) is wider than its \(width) columns: \(long)", sourceLocation: sourceLocation)
      if pinned.contains(step) {
        if live {
          let golden = try String(
            contentsOf: sample.deletingLastPathComponent().appendingPathComponent(prefix + step + ".txt"),
            encoding: .utf8)
          #expect(text.contains("Source: ") || !golden.contains("Source: "), "\(step)", sourceLocation: sourceLocation)
          #expect(
            withoutSource(text) == withoutSource(golden), "\(step) differs from its golden",
            sourceLocation: sourceLocation)
        } else {
          Snapshot.assert(text, named: step, filePath: filePath, function: function, sourceLocation: sourceLocation)
        }
        continue
      }
      guard let view = views[step], let screen = view["screen"] as? String else {
        Issue.record(
          "\(step) is neither pinned by a golden nor a view the server draws", sourceLocation: sourceLocation)
        continue
      }
      var request: [String: Any] = ["screen": screen, "width": width]
      if let params = view["params"] as? [String: Any], !params.isEmpty { request["params"] = params }
      let rpc = try session(view["language"] as? String ?? "en")
      let answer = try #require(
        try rpc.request("view.open", request)["result"] as? [String: Any], "\(step)", sourceLocation: sourceLocation)
      let lines = (answer["lines"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
      #expect(text.hasPrefix("SpaceX › "), "\(step) says where it is first", sourceLocation: sourceLocation)
      #expect(
        !lines.isEmpty && body(text) == lines.map { $0 + "\n" }.joined(), "\(step) is not the server's drawing",
        sourceLocation: sourceLocation)
      drawn += 1
    }
    #expect(drawn >= 10, "steps held to the server's drawing: \(drawn)", sourceLocation: sourceLocation)
  }
}

/// A drawing session with the test host per language, opened on first use, for
/// ``EditorBuffers/assert(_:views:pinned:session:live:filePath:function:sourceLocation:)``.
package final class DrawingSessions {
  private var sessions: [String: RPCSession] = [:]
  private let arguments: [String]
  private let environment: [String: String]

  package init(arguments: [String], environment: [String: String]) {
    (self.arguments, self.environment) = (arguments, environment)
  }

  package func session(_ language: String) throws -> RPCSession {
    if let open = sessions[language] { return open }
    let rpc = try RPCSession(arguments: arguments, environment: environment, executable: .rpcTestHost)
    _ = try rpc.request("initialize", ["locale": language, "capabilities": ["drawnLines": [:] as [String: Any]]])
    sessions[language] = rpc
    return rpc
  }

  package func finish() -> Bool {
    sessions.values.map { $0.finish() }.allSatisfy { $0 == 0 }
  }
}
