import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

/// Answers remembered by what they depend on: the same key answers with the same bytes and no
/// work; any change in the key (the data, the settings, the params) answers afresh.
@Suite struct AnswerMemoTests {
  @Test func sameKey_SameBytesNoWork_AnyChange_Afresh() async throws {
    let calls = Locked(0)
    let version = Locked(1)
    var methods = MethodRegistry()
    try methods.register(
      "x.list", summary: "", params: NoParams.self, effects: .none,
      memo: AnswerMemo<[Int], Int> { _, _ in
        let current = version.withLock { $0 }
        return (key: [current], payload: current)
      }
    ) { _, _, payload in
      calls.withLock { $0 += 1 }
      return ["version": payload ?? 0]
    }
    let method = try #require(methods[named: "x.list"])
    let context = MethodContext(formatter: DisplayFormatter(settings: Settings()))
    let first = try await method.handler(nil, context)
    let again = try await method.handler(nil, context)
    #expect(first == again && calls.withLock { $0 } == 1, "the same key: the same bytes, no second answer")
    version.withLock { $0 = 2 }
    let changed = try await method.handler(nil, context)
    #expect(String(decoding: changed, as: UTF8.self) == #"{"version":2}"#)
    #expect(calls.withLock { $0 } == 2, "a new key: answered afresh, from the payload the key was read with")
  }
}
