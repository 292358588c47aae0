import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

/// Screens' JSON, view answers and notifications write themselves; each must give the bytes
/// `JSONEncoder.sortedKeys()` gives, or clients would see the two paths differ.
@Suite struct JSONWritableConformanceTests {
  private func expectSameBytes(_ value: some JSONWritable, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let expected = String(decoding: try JSONEncoder.sortedKeys().encode(value), as: UTF8.self)
    #expect(String(decoding: JSONWriter.data(value), as: UTF8.self) == expected, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    0.0, -0.0, 1.0, -2.5, 0.1, 1.0 / 3.0, 100.0, 1e15, 1e16, 1e20, 1.5e300, .leastNonzeroMagnitude, 123_456.789, 70.0,
    549_054.0,
  ])
  func doubles_AsJSONEncoderWritesThem(value: Double) throws {
    try expectSameBytes(value)
    try expectSameBytes(JSONValue.double(value))
  }

  /// Members in the byte order of their names: capitals before lower case, "a10" before "a9".
  @Test func objectMembers_InByteOrderOfTheirNames() throws {
    let keys = ["b", "B", "a10", "a9", "a", "A", "_x", "Z", "é", "e", "item2", "item10", "ab", "aB", "Ab", ""]
    try expectSameBytes(JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.integer(1)) })))
  }

  /// Random trees of every kind of value, from a fixed seed.
  @Test func randomValues_MatchJSONEncoder() throws {
    var generator = SeededRandomNumberGenerator(seed: 42)
    for _ in 0..<300 {
      try expectSameBytes(Self.randomValue(depth: 0, using: &generator))
    }
  }

  private static func randomValue(depth: Int, using generator: inout SeededRandomNumberGenerator) -> JSONValue {
    let words = ["", "a", "Falcon 9", "quote \" back \\ slash /", "line\nbreak", "é 🚀", "\u{1}", "id", "ID", "x10"]
    switch Int.random(in: 0..<(depth < 3 ? 8 : 6), using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .integer(Int.random(in: -1_000_000...1_000_000, using: &generator))
    case 3: return .double(Double.random(in: -1e6...1e6, using: &generator).rounded() / 8)
    case 4, 5: return .string(words.randomElement(using: &generator)!)
    case 6:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        members[words.randomElement(using: &generator)! + "\(Int.random(in: 0...20, using: &generator))"] =
          randomValue(depth: depth + 1, using: &generator)
      }
      return .object(members)
    }
  }

  @Test func screenStatesAndViewAnswers_MatchJSONEncoder() throws {
    let provenance = Provenance(source: .cache, isStale: true, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000.25))
    let states = [
      ScreenState(status: "loading"),
      ScreenState(status: "failed", message: "The API and the cache could not answer."),
      ScreenState(
        status: "loaded", provenance: provenance,
        data: try EncodedJSON(JSONValue.object(["items": .array([.string("a")])]))),
      ScreenState(
        status: "empty", provenance: provenance, message: "No launches in 1999.", data: try EncodedJSON(JSONValue.null)),
    ]
    let old = ListSnapshot(
      sections: [.init(id: "2022", items: ["a", "b", "c"]), .init(id: "2021", items: ["d"])], revisions: ["a": 1])
    let new = ListSnapshot(
      sections: [.init(id: "2022", items: ["c", "a", "e"]), .init(id: "2020", items: ["f"])], revisions: ["a": 2])
    let diff = ListDiff(from: old, to: new)
    #expect(!diff.moved.isEmpty && !diff.inserted.isEmpty && !diff.deleted.isEmpty && !diff.reloaded.isEmpty)
    try expectSameBytes(diff)
    // With drawn lines and without: a session that did not ask for them gets no `lines` member.
    let rocket = ScreenLink(
      title: Phrase(en: "Open", ru: "Открыть"), screen: "rocket", arguments: ["id": "falcon9"], heading: "Falcon 9")
    let units = Card.Edit(method: "settings.update", param: "units", choices: ["metric", "imperial"])
    let drawn = [
      ViewLine(DrawnLine(text: "№  Ракета", spans: [DrawnSpan(from: 0, to: 9, face: .heading)]), target: nil),
      ViewLine(DrawnLine(text: "1  Falcon 9", row: 1), target: ViewLine.Target(rocket)),
      ViewLine(
        DrawnLine(text: "  webcast: https://x.example/a?b"),
        target: ViewLine.Target(LineMark(url: "https://x.example/a?b"))),
      ViewLine(DrawnLine(text: "Units  metric"), target: ViewLine.Target(LineMark(label: "Units", edit: units))),
      ViewLine(
        DrawnLine(text: "Home  not set"),
        target: ViewLine.Target(
          LineMark(
            label: "Home",
            edit: Card.Edit(method: "settings.update", param: "home", choices: ["off"], typed: "LAT,LON")))),
      ViewLine(DrawnLine(text: "Due: T−00:12:00", live: true), target: nil),
      ViewLine(DrawnLine(text: ""), target: nil),
    ]
    for state in states {
      try expectSameBytes(state)
      for lines in [nil, drawn] {
        var (before, after) = (ScreenRender(state: state, snapshot: old), ScreenRender(state: state, snapshot: new))
        (before.lines, after.lines) = (lines, lines)
        try expectSameBytes(ViewDidChange(viewId: "v1", render: after, diff: diff))
        try expectSameBytes(ViewOpenResult(viewId: "v2", render: before))
        try expectSameBytes(ViewSendResult(render: after, diff: diff))
      }
    }
  }
}
