import Foundation
import JSONRPC
import TestSupport
import Testing

/// The parser against Foundation's `JSONDecoder` (decoding `JSONValue`, the path it replaced): the
/// same value for every text Foundation accepts, and a failure for every text it refuses.
@Suite struct JSONParserTests {
  private static func foundation(_ text: String) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  @Test(arguments: [
    #"{"jsonrpc":"2.0","id":1,"method":"launches.list","params":{"rocket":"falcon9","limit":20}}"#,
    #"[1, -2, 0, 3.5, -0.25, 1e3, 2E-2, 1.5e+2, 9007199254740993, -9223372036854775808]"#,
    #"{"a": true, "b": false, "c": null, "d": [], "e": {}, "f": [[[]]]}"#,
    #""quote \" backslash \\ slash \/ controls \b\f\n\r\t""#,
    #""\u00e9 \u00E9 \ud83d\ude80 \u0000 plain é 🚀""#,
    "  \n\t\r {\"spaced\" :\n [ 1 , 2 ] }  \n",
    #"{"dup": 1, "dup": 2}"#, "0", "-0", "-0.0", "\"\"", "null", "1.0", "100000000000000000000",
    "[123456789012345678.0, 1e19, 1.5e+2, 2E-2, 0.1e1]",
  ])
  func validText_ParsesAsFoundationParsesIt(text: String) throws {
    let expected = try #require(Self.foundation(text), "Foundation refused \(text)")
    #expect(try JSONParser.parse(text) == expected)
  }

  @Test(arguments: [
    "", " ", "{", "}", "[1 2]", #"{"a" 1}"#, "{1:2}", "01", "-", "1.", ".5", "1e", "+1",
    "tru", "nul", "NaN", "Infinity", "'single'", #""unterminated"#, "\"tab\tinside\"", "\"line\ninside\"",
    #""\x""#, #""\u12""#, #""\uZZZZ""#, #""\ud83d""#, #""\ud83d\u0041""#, #""\ude80""#, "[1] [2]", "1e999",
    "{\"a\":1}garbage", "/* comment */ 1",
  ])
  func invalidText_IsRefused(text: String) {
    #expect(Self.foundation(text) == nil, "Foundation accepted \(text)")
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  /// Foundation lets a trailing comma (or a NUL after the value) through; JSON, and so
  /// JSON-RPC, does not. (900,000 seeded mutations of requests found no other difference.)
  @Test(arguments: ["[1,]", #"{"a":1,}"#, #"{"params":[1,2,],"id":1}"#, "8\u{0}"])
  func trailingCommasAndNUL_AreRefused_UnlikeFoundation(text: String) {
    #expect(Self.foundation(text) != nil)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func invalidUTF8_IsRefused_WhereverItIs() {
    for bytes in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0xFE], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]]
      as [[UInt8]]
    {
      #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Data(bytes)) }
    }
  }

  @Test func failures_SayWhatAndWhere() {
    #expect(throws: JSONParser.Failure(reason: "unexpected '}', expected a member name", offset: 9)) {
      try JSONParser.parse(#"{"a":1 , }"#)
    }
    #expect(throws: JSONParser.Failure(reason: "not valid UTF-8", offset: 1)) {
      try JSONParser.parse(Data([0x22, 0xFF, 0x22]))
    }
    #expect(throws: JSONParser.Failure(reason: "unexpected end of text", offset: 4)) { try JSONParser.parse("[1, ") }
  }

  /// Hostile nesting is refused at a fixed depth instead of overflowing the stack.
  @Test func deepNesting_IsRefused_NotACrash() {
    let depth = JSONParser.maximumDepth
    #expect(throws: Never.self) {
      try JSONParser.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    }
    #expect(throws: JSONParser.Failure.self) {
      try JSONParser.parse(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
    }
  }

  /// A number is the Double nearest its whole text, fraction included. Past 2^53 Foundation drops the
  /// fraction first and so can round to the neighbour (the fuzzer's find: it reads the first of
  /// these as 20000000000000010, whose Double is …008, not …012).
  @Test(arguments: [
    "20000000000000010.0000000000000000000000001", "20000000000000010.5", "-77777777777777773.34",
    "9007199254740993.0000001", "-9007199254740993.5e0", "123456789012345678901.5",
  ])
  func fractionPast2To53_IsTheDoubleOfTheWholeText(text: String) throws {
    #expect(try JSONParser.parse(text) == .double(try #require(Double(text))))
  }

  /// Random bytes and truncations of a valid request: never a crash, and the verdict Foundation gives.
  @Test func randomAndTruncatedInput_AgreesWithFoundation() {
    var generator = SeededRandomNumberGenerator(seed: 0x5EED)  // fixed, so a failure can be replayed
    let request = #"{"jsonrpc":"2.0","id":"é7","method":"m","params":{"a":[1,2.5,-3e2,true,null,"\u00e9\n"]}}"#
    var texts = (0...request.utf8.count).map { Data(request.utf8.prefix($0)) }
    let alphabet = Array(#"{}[]":,-0123456789.eE+truefalsnl \"#.utf8) + [0xC3, 0xA9, 0xFF]
    for _ in 0..<2_000 {
      texts.append(
        Data((0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    for data in texts where !Self.hasTrailingComma(data) {
      let expected = try? JSONDecoder().decode(JSONValue.self, from: data)
      let parsed = try? JSONParser.parse(data)
      #expect(parsed == expected, "\(String(decoding: data, as: UTF8.self))")
    }
  }

  /// A comma before a closing bracket, outside strings (Foundation accepts those, see above).
  private static func hasTrailingComma(_ data: Data) -> Bool {
    var inString = false
    var escaped = false
    var lastSignificant: UInt8 = 0
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if byte == UInt8(ascii: "\"") { inString = true }
      if (byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) && lastSignificant == UInt8(ascii: ",") {
        return true
      }
      if ![UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(byte) {
        lastSignificant = byte
      }
    }
    return false
  }
}
