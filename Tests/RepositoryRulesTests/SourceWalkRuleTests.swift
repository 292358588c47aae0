import AppsTestSupport
import Foundation
import Testing

/// One walk over the source policy: a loop over its steps (fresh cache, live, stale cache,
/// sample) is `ResourceLoader.walk`'s alone, so a fix to the walk (the network verdict, the
/// patience, why a step failed) reaches every source. A source supplies a `WalkedSource`.
@Suite struct SourceWalkRuleTests {
  private static let walk = "Modules/Core/DataSources/ResourceLoader+Walk.swift"

  @Test func onlyTheLoaderWalksThePolicy() throws {
    let root = Executable.packageRoot
    let loop = try Regex(#"for\s+\w+\s+in\s+[\w.]*steps\b"#)
    var walks: [String] = []
    for folder in ["Modules", "Apps"] {
      let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      while let relative = enumerator?.nextObject() as? String {
        let path = "\(folder)/\(relative)"
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        if text.contains(loop) { walks.append(path) }
      }
    }
    #expect(walks == [Self.walk], "a walk over the source policy outside the loader")
  }
}
