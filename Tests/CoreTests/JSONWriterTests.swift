import Core
import Foundation
import Testing

/// `JSONWriter` must write what `JSONEncoder.sortedKeys()` writes, byte for byte: answers switch
/// between the two by type, and clients (and golden files) must not be able to tell.
@Suite struct JSONWriterTests {
  private func expectSameBytes<Value: JSONWritable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let expected = String(decoding: try JSONEncoder.sortedKeys().encode(value), as: UTF8.self)
    let written = String(decoding: JSONWriter.data(value), as: UTF8.self)
    #expect(written == expected, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    "", "plain", "quote \" backslash \\ slash / done", "line\nbreak\ttab\rreturn", "\u{08}\u{0C}",
    String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }), "\u{7F} delete", "Türkmen 52°E", "🚀 emoji",
    "e\u{301} combining", "\u{2028} line separator",
  ])
  func strings_AreEscapedAsFoundationEscapesThem(text: String) throws {
    try expectSameBytes(text)
    try expectSameBytes([text, text])
  }

  @Test(arguments: [0, 7, 10, -1, -10, 42, 1_000_000, Int.max, Int.min])
  func integers(value: Int) throws {
    try expectSameBytes(value)
  }

  @Test func dictionaries_InJSONEncodersKeyOrder() throws {
    try expectSameBytes(["status": "failed", "rocket": "falcon9", "Zeta": "z", "limit": "5", "année": "2020", "": "x"])
    try expectSameBytes([String: String]())
    try expectSameBytes(["b": [1, 2], "a": [Int]()])
  }

  @Test func booleansOptionalsAndNestedArrays() throws {
    try expectSameBytes([true, false])
    try expectSameBytes([Int?.none, 3])
    try expectSameBytes([[String]](), )
    try expectSameBytes([["a"], [], ["b", "c"]])
  }

  @Test(arguments: [
    "2006-03-24T22:30:00.000Z", "2010-06-04", "1969-12-31T23:59:59.999Z", "1900-03-01T00:00:00Z",
    "2000-02-29T12:34:56.789Z", "2030-06-01T00:00:00.001Z",
  ])
  func dates_TakeTheAPIsForm(text: String) throws {
    try expectSameBytes(try #require(APIDate.parse(text)))
  }

  @Test func snapshotsAndEnvelopes_WithMembersInSortedOrder() throws {
    let snapshot = ListSnapshot(
      sections: [.init(id: "2022", items: ["b", "a"]), .init(id: "2021", items: [])], revisions: ["a": 1])
    try expectSameBytes(snapshot)
    for source in DataSourceKind.allCases {
      let provenance = Provenance(source: source, isStale: source != .live, fetchedAt: Date(timeIntervalSince1970: 1e9))
      try expectSameBytes(
        ListEnvelope(
          page: ["x", "y"], page: 2, limit: 2, totalItems: 5, totalPages: 3, provenance: provenance, snapshot: snapshot)
      )
      try expectSameBytes(ListEnvelope(all: [DatePrecision](), provenance: provenance, snapshot: ListSnapshot()))
    }
  }

  /// A member that is `nil` is left out, as synthesized `Encodable` conformances leave it out.
  @Test func nilMembers_AreLeftOut() {
    var writer = JSONWriter()
    writer.beginObject()
    writer.member("a", Int?.none)
    writer.member("b", "x")
    writer.member("c", Bool?.none)
    writer.endObject()
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"b":"x"}"#)
  }
}
