import Core
import Foundation
import JSONRPC

/// Answers a method already gave, kept by everything they depend on, for a method editors ask
/// again and again with the same params (a list redrawn on every scroll). The method says what
/// its answer depends on (``key``): the params as sent, the settings, the data's provenance, the
/// marks, the second (for times shown relative to now); an equal key is the same answer, so it
/// is sent again as it was encoded, with no decoding, query or encoding.
///
/// Working out the key may load what the answer is made from (the catalog, to know its
/// provenance): that is the `Payload`, handed to the method when it answers, so the answer is
/// made from exactly what the key says (a first answer after a live fetch says "live").
package final class AnswerMemo<Key: Hashable & Sendable, Payload: Sendable>: Sendable {
  /// What the answer to `params` depends on now, and what it is made from; `nil` when it cannot
  /// be told (the method answers on its own, and nothing is remembered).
  package let key: @Sendable (_ params: JSONValue?, _ context: MethodContext) async -> (key: Key, payload: Payload)?
  private let answers = Locked<[Key: Data]>([:])
  /// Answers kept at most; past it, all are dropped (they are quick to make again, and a server
  /// whose data or settings moved on would otherwise keep answers no key can match).
  private let capacity: Int

  package init(
    capacity: Int = 64,
    key: @escaping @Sendable (_ params: JSONValue?, _ context: MethodContext) async -> (key: Key, payload: Payload)?
  ) {
    self.capacity = capacity
    self.key = key
  }

  func answer(for key: Key) -> Data? {
    answers.withLock { $0[key] }
  }

  func remember(_ answer: Data, for key: Key) {
    answers.withLock { answers in
      if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
      answers[key] = answer
    }
  }
}

extension AnswerMemo {
  /// `answer`, or the answer remembered for the same key.
  func answering(
    _ answer: @escaping @Sendable (JSONValue?, MethodContext, Payload?) async throws -> Data
  ) -> @Sendable (JSONValue?, MethodContext) async throws -> Data {
    { raw, context in
      guard let (key, payload) = await self.key(raw, context) else { return try await answer(raw, context, nil) }
      if let known = self.answer(for: key) { return known }
      let fresh = try await answer(raw, context, payload)
      self.remember(fresh, for: key)
      return fresh
    }
  }
}
