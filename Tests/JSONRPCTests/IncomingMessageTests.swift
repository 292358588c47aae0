import Foundation
import JSONRPC
import Testing

@Suite struct IncomingMessageTests {
  private func parse(_ text: String) -> IncomingPayload {
    IncomingPayload(frame: Data(text.utf8))
  }

  @Test func request_WithNamedParams() {
    #expect(
      parse(#"{"jsonrpc":"2.0","method":"subtract","params":{"minuend":42},"id":3}"#)
        == .single(.request(Request(id: .number(3), method: "subtract", params: .object(["minuend": .integer(42)])))))
  }

  @Test func request_StringID_AndNullParamsTreatedAsAbsent() {
    #expect(
      parse(#"{"jsonrpc":"2.0","method":"a","params":null,"id":"x"}"#)
        == .single(.request(Request(id: .string("x"), method: "a", params: nil))))
  }

  @Test func notification_HasNoID() {
    #expect(
      parse(#"{"jsonrpc":"2.0","method":"update","params":[1,2]}"#)
        == .single(.notification(method: "update", params: .array([.integer(1), .integer(2)]))))
  }

  @Test func nullID_IsARequestAnsweredWithNull() {
    #expect(parse(#"{"jsonrpc":"2.0","method":"a","id":null}"#) == .single(.request(Request(id: nil, method: "a"))))
  }

  @Test(arguments: [
    #"{"jsonrpc":"2.0","method":1,"params":"bar"}"#,
    #"{"jsonrpc":"1.0","method":"a","id":1}"#,
    #"{"method":"a","id":1}"#,
    #"{"jsonrpc":"2.0","method":"a","params":"x","id":1}"#,
    #"{"jsonrpc":"2.0","method":"a","id":{"x":1}}"#,
    #"{"jsonrpc":"2.0","id":1}"#,
    "1",
  ])
  func invalidRequests_AreAnsweredWithInvalidRequest(text: String) {
    guard case .single(.invalid(_, let error)) = parse(text) else {
      Issue.record("expected an invalid request for \(text)")
      return
    }
    #expect(error.code == .invalidRequest)
  }

  @Test func invalidRequest_KeepsARecoverableID() {
    #expect(
      parse(#"{"jsonrpc":"1.0","method":"a","id":7}"#)
        == .single(.invalid(id: .number(7), error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))))
  }

  @Test(arguments: [#"{"jsonrpc":"2.0","method":"foobar,"params":"bar","baz]"#, "\u{FF}\u{FE}", ""])
  func unparsable_IsAParseError(text: String) {
    guard case .unparsable(let error) = parse(text) else {
      Issue.record("expected a parse error")
      return
    }
    #expect(error.code == .parseError)
  }

  @Test func batch_EmptyIsOneInvalidRequest_ElementsAreCheckedOneByOne() {
    #expect(parse("[]") == .single(.invalid(id: nil, error: .invalidRequest("empty batch"))))
    guard case .batch(let messages) = parse(#"[1,2,{"jsonrpc":"2.0","method":"a","id":"1"}]"#) else {
      Issue.record("expected a batch")
      return
    }
    #expect(messages.count == 3)
    #expect(messages[2] == .request(Request(id: .string("1"), method: "a")))
  }

  @Test func response_FromTheClient_IsRecognisedAndIgnored() {
    #expect(parse(#"{"jsonrpc":"2.0","result":1,"id":1}"#) == .single(.response))
  }

  @Test func outgoing_EncodesExactly() {
    #expect(
      String(decoding: OutgoingMessage.result(id: .number(1), json: Data("[1]".utf8)).encoded(), as: UTF8.self)
        == #"{"jsonrpc":"2.0","id":1,"result":[1]}"#)
    #expect(
      String(decoding: OutgoingMessage.error(id: nil, .methodNotFound("x")).encoded(), as: UTF8.self)
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"data":{"method":"x"},"message":"Method not found: x"}}"#
    )
  }
}
