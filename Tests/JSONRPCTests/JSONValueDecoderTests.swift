import Foundation
import JSONRPC
import Testing

/// Params decode from the parsed value; results and errors must be those of `JSONDecoder` on the
/// same text, coding paths included (they name the offending field in error data).
@Suite struct JSONValueDecoderTests {
  struct Params: Decodable, Equatable {
    enum Sort: String, Decodable { case newest, oldest }
    struct Range: Decodable, Equatable {
      var from: Int
      var to: Int?
    }

    var name: String
    var limit: Int?
    var ratio: Double?
    var small: Int8?
    var unsigned: UInt?
    var flag: Bool?
    var sort: Sort?
    var ranges: [Range]?
    var tags: [String: String]?
    var nested: [[Int?]]?
    var raw: JSONValue?
    var required: Range?
  }

  private func expectSameOutcome(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let foundation = Result { try JSONDecoder().decode(Params.self, from: Data(text.utf8)) }
    let ours = Result { try JSONValueDecoder.decode(Params.self, from: try JSONParser.parse(text)) }
    switch (foundation, ours) {
    case (.success(let expected), .success(let decoded)):
      #expect(decoded == expected, sourceLocation: sourceLocation)
    case (.failure(let expected as DecodingError), .failure(let failure as DecodingError)):
      #expect(Self.summary(failure) == Self.summary(expected), sourceLocation: sourceLocation)
    default:
      Issue.record("Foundation: \(foundation), ours: \(ours)", sourceLocation: sourceLocation)
    }
  }

  /// The kind of error and its path, e.g. "keyNotFound ranges.Index 0.from".
  private static func summary(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context, _ extra: [any CodingKey] = []) -> String {
      (context.codingPath + extra).map { $0.intValue.map { "Index \($0)" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context): return "keyNotFound \(path(context, [key]))"
    case .typeMismatch(_, let context): return "typeMismatch \(path(context))"
    case .valueNotFound(_, let context): return "valueNotFound \(path(context))"
    case .dataCorrupted(let context): return "dataCorrupted \(path(context))"
    @unknown default: return "\(error)"
    }
  }

  @Test(arguments: [
    #"{"name":"a"}"#,
    #"{"name":"a","limit":20,"ratio":0.5,"small":-8,"unsigned":7,"flag":true,"sort":"oldest"}"#,
    #"{"name":"a","limit":2.0,"ratio":3,"extra":[1,{"x":null}]}"#,
    #"{"name":"a","limit":null,"ranges":[{"from":1},{"from":2,"to":3}],"tags":{"k":"v"},"nested":[[1,null],[]]}"#,
    #"{"name":"a","raw":null,"required":{"from":0}}"#, #"{"name":"a","raw":{"any":[1,"x",null]}}"#,
  ])
  func validParams_DecodeAsJSONDecoderDecodesThem(text: String) throws {
    try expectSameOutcome(text)
  }

  @Test(arguments: [
    #"{}"#, #"{"name":null}"#, #"{"name":1}"#, #"{"name":"a","limit":"20"}"#, #"{"name":"a","flag":1}"#,
    #"{"name":"a","sort":"sideways"}"#, #"{"name":"a","ranges":[{"from":1},{"to":2}]}"#,
    #"{"name":"a","ranges":{"from":1}}"#, #"{"name":"a","tags":{"k":1}}"#, #"{"name":"a","nested":[[1,"x"]]}"#,
    #"[]"#, #""name""#, #"{"name":"a","ranges":null}"#, #"{"name":"a","ranges":[null]}"#,
    #"{"name":"a","required":null}"#, #"{"name":"a","tags":null,"nested":[null]}"#,
    #"{"name":"a","nested":[[1],null]}"#,
  ])
  func invalidParams_FailWithJSONDecodersErrorAndPath(text: String) throws {
    try expectSameOutcome(text)
  }

  /// Where Foundation reports a number that does not fit without a path ("dataCorrupted" at the
  /// top), ours names the field, which is what an editor needs to point at it.
  @Test(arguments: [
    (#"{"name":"a","limit":2.5}"#, "limit"), (#"{"name":"a","small":300}"#, "small"),
    (#"{"name":"a","unsigned":-1}"#, "unsigned"), (#"{"name":"a","nested":[[1],[0.5]]}"#, "nested.Index 1.Index 0"),
  ])
  func numbersThatDoNotFit_NameTheirField(text: String, path: String) throws {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Params.self, from: Data(text.utf8)) }
    do {
      _ = try JSONValueDecoder.decode(Params.self, from: try JSONParser.parse(text))
      Issue.record("decoded \(text)")
    } catch let error as DecodingError {
      #expect(Self.summary(error) == "typeMismatch \(path)")
    }
  }
}
