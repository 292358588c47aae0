import Foundation
import JSONRPC
import Locking
import Testing

/// The connection's scheduling by declared effects: a request sent after one that changes what it
/// touches sees the change; reads never wait for each other; a request still waiting its turn is
/// answered by its cancellation alone. (How promptly, over a real process: RPCCancelTests.)
@Suite struct RequestSchedulingTests {
  /// A server over a table of values: `set {key, value}` writes `key`, `get {key}` and
  /// `slow {key}` read it. Any of them first waits (`patienceMs`, else 5 s at most) until the
  /// request `untilRan` has started, or a frame containing `untilFrame` is out, or `concurrent` handlers are running at
  /// once: so a test says what must happen in between, and a schedule that forbids it shows as a
  /// wrong order of answers, not as a slow test.
  private final class Server: Sendable {
    /// What the handlers share: the table, the frames written, the ids whose handler ran.
    final class Record: Sendable {
      let values = Locked<[String: String]>([:])
      let frames = Locked<[String]>([])
      let ran = Locked<[String]>([])
      /// Handlers running now, and the most that ever ran at once.
      let running = Locked<(now: Int, most: Int)>((0, 0))

      func wait(for params: JSONValue?) async throws {
        func string(_ name: String) -> String? {
          if case .string(let value)? = params?[name] { value } else { nil }
        }
        var condition: (@Sendable () -> Bool)?
        if let id = string("untilRan") { condition = { self.ran.withLock { $0.contains(id) } } }
        if let text = string("untilFrame") {
          condition = { self.frames.withLock { $0.contains { $0.contains(text) } } }
        }
        if case .integer(let count)? = params?["concurrent"] {
          condition = { self.running.withLock { $0.most } >= count }
        }
        guard let condition else { return }
        let patience = if case .integer(let ms)? = params?["patienceMs"] { ms } else { 5000 }
        for _ in 0..<(patience / 5) where !condition() { try await Task.sleep(for: .milliseconds(5)) }
      }
    }

    let record = Record()
    private let feed: AsyncStream<Data>.Continuation
    private let finished: Task<Int32, Never>

    init() {
      let (input, feed) = AsyncStream<Data>.makeStream()
      self.feed = feed
      let record = record
      let connection = JSONRPCConnection(
        writer: MessageWriter { data in
          record.frames.withLock { $0.append(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)) }
          return true
        },
        handleRequest: { request in
          record.ran.withLock { $0.append("\(request.id.map { "\($0)" } ?? "-")") }
          record.running.withLock { $0 = ($0.now + 1, max($0.most, $0.now + 1)) }
          defer { record.running.withLock { $0.now -= 1 } }
          try await record.wait(for: request.params)
          let key = request.params?["key"].flatMap { if case .string(let key) = $0 { key } else { nil } } ?? ""
          if request.method == "set" {
            guard case .string(let value)? = request.params?["value"] else {
              throw RPCError.invalidParams("value", "a string")
            }
            record.values.withLock { $0[key] = value }
          }
          let value = record.values.withLock { $0[key] }.map { "\"\($0)\"" } ?? "null"
          return Reply(result: Data(value.utf8))
        },
        mapError: { RPCError.internalError("\($0)") },
        classify: { request in
          let key = request.params?["key"].flatMap { if case .string(let key) = $0 { key } else { nil } } ?? ""
          return request.method == "set"
            ? MessageEffects(writes: [StateKey(key)]) : MessageEffects(reads: [StateKey(key)])
        })
      finished = Task { await connection.run(input: input) }
    }

    func send(_ lines: String...) {
      for line in lines { feed.yield(Data((line + "\n").utf8)) }
    }

    /// Ends the input and waits until every request has been answered.
    func finish() async -> [String] {
      feed.finish()
      _ = await finished.value
      return record.frames.withLock { $0 }
    }

  }

  @Test func writeThenRead_SentBackToBack_TheReadSeesTheWrite_In50Tries() async {
    for attempt in 0..<50 {
      let server = Server()
      // The write waits a moment for the read to start, should the schedule let it: then the
      // read answers first, with the old value.
      server.send(
        #"{"jsonrpc":"2.0","id":1,"method":"set","params":{"key":"length","value":"ft\#(attempt)","untilRan":"2","patienceMs":20}}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"get","params":{"key":"length"}}"#)
      let frames = await server.finish()
      #expect(
        frames == [
          #"{"jsonrpc":"2.0","id":1,"result":"ft\#(attempt)"}"#, #"{"jsonrpc":"2.0","id":2,"result":"ft\#(attempt)"}"#,
        ], "attempt \(attempt)")
    }
  }

  @Test func readThenWrite_TheWriteWaitsForTheEarlierRead() async {
    let server = Server()
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"slow","params":{"key":"k","untilRan":"2","patienceMs":50}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"set","params":{"key":"k","value":"new"}}"#)
    let frames = await server.finish()
    // The read came first, so it answers with the old value, and first.
    #expect(frames == [#"{"jsonrpc":"2.0","id":1,"result":null}"#, #"{"jsonrpc":"2.0","id":2,"result":"new"}"#])
  }

  @Test func slowRead_ThenAnUnrelatedFastRead_TheFastOneAnswersFirst() async {
    let server = Server()
    // The slow read lasts until the fast one has answered: were it held up, the slow one would
    // answer first (after 5 s).
    server.send(
      #"{"jsonrpc":"2.0","id":"slow","method":"slow","params":{"key":"launches","untilFrame":"\"fast\""}}"#,
      #"{"jsonrpc":"2.0","id":"fast","method":"get","params":{"key":"settings"}}"#)
    let frames = await server.finish()
    #expect(
      frames == [#"{"jsonrpc":"2.0","id":"fast","result":null}"#, #"{"jsonrpc":"2.0","id":"slow","result":null}"#])
  }

  @Test func readsOfTheSameThing_RunSideBySide() async {
    let server = Server()
    for id in 1...4 {
      server.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"slow","params":{"key":"k","concurrent":4}}"#)
    }
    let frames = await server.finish()
    #expect(frames.count == 4)
    #expect(server.record.running.withLock { $0.most } == 4, "all four reads ran at once")
  }

  @Test func writesToDifferentKeys_DoNotWaitForEachOther() async {
    let server = Server()
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"set","params":{"key":"a","value":"1","untilFrame":"\"id\":2"}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"set","params":{"key":"b","value":"2"}}"#)
    let frames = await server.finish()
    #expect(frames == [#"{"jsonrpc":"2.0","id":2,"result":"2"}"#, #"{"jsonrpc":"2.0","id":1,"result":"1"}"#])
  }

  @Test func cancel_OfARequestWaitingItsTurn_IsAnsweredAtOnce_AndItNeverRuns() async throws {
    let server = Server()
    // The write lasts until the queued read's cancellation has been answered; the read behind
    // it must be answered by the cancel alone, before the write ends, and never run.
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"set","params":{"key":"k","value":"v","untilFrame":"-32800"}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"get","params":{"key":"k"}}"#,
      #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
    let frames = await server.finish()
    #expect(
      frames == [
        #"{"jsonrpc":"2.0","id":2,"error":{"code":-32800,"message":"Request cancelled"}}"#,
        #"{"jsonrpc":"2.0","id":1,"result":"v"}"#,
      ])
    #expect(server.record.ran.withLock { $0 } == ["1"], "the cancelled read never ran")
  }

  @Test func batch_ItsMembersAreOrderedByTheirEffectsToo() async {
    let server = Server()
    server.send(
      #"[{"jsonrpc":"2.0","id":1,"method":"set","params":{"key":"k","value":"v","untilRan":"2","patienceMs":50}},"#
        + #"{"jsonrpc":"2.0","id":2,"method":"get","params":{"key":"k"}}]"#)
    let frames = await server.finish()
    #expect(frames == [#"[{"jsonrpc":"2.0","id":1,"result":"v"},{"jsonrpc":"2.0","id":2,"result":"v"}]"#])
  }

  @Test func effects_ConflictOnlyWhereOneChangesWhatTheOtherTouches() {
    let readSettings = MessageEffects(reads: [StateKey("settings")])
    let writeSettings = MessageEffects(writes: [StateKey("settings")])
    let viewOne = MessageEffects(writes: [StateKey("view", instance: "v1")])
    let viewTwo = MessageEffects(writes: [StateKey("view", instance: "v2")])
    let allViews = MessageEffects(writes: [StateKey("view")])
    let anything = MessageEffects(reads: [.everything])
    #expect(!readSettings.mustPrecede(readSettings))
    #expect(writeSettings.mustPrecede(readSettings))
    #expect(readSettings.mustPrecede(writeSettings))
    #expect(!viewOne.mustPrecede(viewTwo))
    #expect(viewOne.mustPrecede(viewOne))
    #expect(allViews.mustPrecede(viewTwo) && viewTwo.mustPrecede(allViews))
    #expect(writeSettings.mustPrecede(anything) && !readSettings.mustPrecede(anything))
    #expect(MessageEffects.barrier.mustPrecede(readSettings) && readSettings.mustPrecede(.barrier))
    #expect(!MessageEffects.barrier.mustPrecede(.independent), "what touches nothing never waits")
  }
}
