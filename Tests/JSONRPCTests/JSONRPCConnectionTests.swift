import Foundation
import JSONRPC
import Locking
import Synchronization
import TestSupport
import Testing

/// The connection in-process: bytes in through a stream, frames out through a collecting writer.
@Suite struct JSONRPCConnectionTests {
  private final class Output: Sendable {
    let frames = Locked<[Data]>([])
    var writer: MessageWriter {
      MessageWriter { [self] data in
        self.frames.withLock { $0.append(data) }
        return true
      }
    }
    var lines: [String] {
      frames.withLock { $0 }.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines) }
    }
  }

  /// How many `slow` requests have started (only the cancel test sends them).
  private static let slowStarted = Locked(0)

  /// Echoes params back (`yielding` after letting others run); `slow` waits until cancelled;
  /// `fail` throws a plain error.
  private static func handler(_ request: Request) async throws -> Reply {
    switch request.method {
    case "echo": return Reply(result: try JSONEncoder().encode(request.params ?? .null))
    case "slow":
      slowStarted.withLock { $0 += 1 }
      try await Task.sleep(for: WallClockBounds.event)
      return Reply(result: Data("null".utf8))
    case "fail": throw CocoaError(.fileNoSuchFile)
    case "yielding":
      // Gives the connection's reader every chance to run ahead of it.
      for _ in 0..<20 { await Task.yield() }
      return Reply(result: try JSONEncoder().encode(request.params ?? .null))
    default: throw RPCError.methodNotFound(request.method)
    }
  }

  /// Feeds `chunks` to a connection; `afterFirst` runs between the first chunk and the rest.
  private func serve(_ chunks: [String], afterFirst: (@Sendable () async -> Void)? = nil) async -> (
    status: Int32, output: [String]
  ) {
    let output = Output()
    let connection = JSONRPCConnection(
      writer: output.writer, handleRequest: Self.handler,
      mapError: { RPCError.internalError("\($0)") }, classify: { _ in .independent })
    let input = AsyncStream<Data> { continuation in
      Task {
        for (index, chunk) in chunks.enumerated() {
          continuation.yield(Data(chunk.utf8))
          if index == 0, let afterFirst { await afterFirst() }
        }
        continuation.finish()
      }
    }
    let status = await connection.run(input: input)
    return (status, output.lines)
  }

  @Test func request_IsAnsweredInTheSameFraming() async {
    let (status, output) = await serve([#"{"jsonrpc":"2.0","id":1,"method":"echo","params":{"a":1}}"# + "\n"])
    #expect(status == 0)
    #expect(output == [#"{"jsonrpc":"2.0","id":1,"result":{"a":1}}"#])
  }

  @Test func notification_IsNeverAnswered() async {
    let (_, output) = await serve([#"{"jsonrpc":"2.0","method":"echo"}"# + "\n"])
    #expect(output.isEmpty)
  }

  /// A method sent as a notification runs, unanswered, in its turn: a request sent after it sees
  /// what it changed, alone or in a batch; an unknown one or one that fails says nothing.
  @Test func methodNotification_RunsInItsTurn_Unanswered() async {
    let stored = Locked(0)
    let slot = StateKey("slot")
    let output = Output()
    let connection = JSONRPCConnection(
      writer: output.writer,
      handleRequest: { request in
        switch request.method {
        case "set":
          // Slower than the read behind it: without its turn, the read would overtake it.
          try await Task.sleep(for: .milliseconds(20))
          if case .array(let values)? = request.params, case .integer(let value)? = values.first {
            stored.withLock { $0 = Int(value) }
          }
          return Reply(result: Data("null".utf8))
        case "get": return Reply(result: Data(String(stored.withLock { $0 }).utf8))
        default: throw RPCError.methodNotFound(request.method)
        }
      }, mapError: { RPCError.internalError("\($0)") },
      classify: { $0.method == "set" ? MessageEffects(writes: [slot]) : MessageEffects(reads: [slot]) })
    let lines = [
      #"{"jsonrpc":"2.0","method":"set","params":[7]}"#, #"{"jsonrpc":"2.0","id":1,"method":"get"}"#,
      #"[{"jsonrpc":"2.0","method":"set","params":[9]},{"jsonrpc":"2.0","id":2,"method":"get"}]"#,
      #"{"jsonrpc":"2.0","method":"nope"}"#, #"{"jsonrpc":"2.0","method":"$/setTrace","params":{}}"#,
    ]
    let input = AsyncStream<Data> { continuation in
      continuation.yield(Data((lines.joined(separator: "\n") + "\n").utf8))
      continuation.finish()
    }
    #expect(await connection.run(input: input) == 0)
    #expect(
      output.lines == [#"{"jsonrpc":"2.0","id":1,"result":7}"#, #"[{"jsonrpc":"2.0","id":2,"result":9}]"#])
  }

  @Test func badInput_IsAnswered_AndTheServerKeepsServing() async {
    let (status, output) = await serve([
      "{nonsense\n", #"{"jsonrpc":"2.0","id":2,"method":"nope"}"# + "\n",
      #"{"jsonrpc":"2.0","id":3,"method":"echo","params":[3]}"# + "\n",
    ])
    #expect(status == 0)
    #expect(output.count == 3)
    #expect(output[0].contains("-32700") && output[0].contains(#""id":null"#))
    #expect(output.contains { $0.contains(#""id":2"#) && $0.contains("-32601") })
    #expect(output.contains(#"{"jsonrpc":"2.0","id":3,"result":[3]}"#))
  }

  @Test func unexpectedError_BecomesTheMappedError() async {
    let (_, output) = await serve([#"{"jsonrpc":"2.0","id":1,"method":"fail"}"# + "\n"])
    #expect(output.first?.contains("-32603") == true)
  }

  @Test func batch_IsAnsweredAsOneArray_WithoutNotifications() async {
    let (_, output) = await serve([
      #"[{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]},{"jsonrpc":"2.0","method":"echo"},{"foo":"boo"}]"# + "\n"
    ])
    #expect(output.count == 1)
    #expect(
      output.first?.hasPrefix(
        #"[{"jsonrpc":"2.0","id":1,"result":[1]},{"jsonrpc":"2.0","id":null,"error":{"code":-32600"#) == true)
  }

  @Test func batch_OfOnlyNotifications_GetsNoAnswer() async {
    let (_, output) = await serve([#"[{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}]"# + "\n"])
    #expect(output.isEmpty)
  }

  /// A batch that finishes before it is even registered must not be waited for forever.
  @Test(.timeLimit(WallClockBounds.hangGuard)) func manyInstantBatches_ThenEndOfInput_Returns() async {
    let batch = #"[{"jsonrpc":"2.0","method":"a"}]"# + "\n"
    let (status, output) = await serve(Array(repeating: batch, count: 300))
    #expect(status == 0)
    #expect(output.isEmpty)
  }

  @Test(.timeLimit(WallClockBounds.hangGuard)) func cancelRequest_AnswersTheSlowRequestWithRequestCancelled() async {
    let before = Self.slowStarted.withLock { $0 }
    let (_, output) = await serve(
      [
        #"{"jsonrpc":"2.0","id":"s","method":"slow"}"# + "\n",
        #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"s"}}"# + "\n",
      ],
      // The cancel is sent once the slow request runs.
      afterFirst: { try? await WallClockBounds.untilDone { Self.slowStarted.withLock { $0 } > before } })
    #expect(output == [#"{"jsonrpc":"2.0","id":"s","error":{"code":-32800,"message":"Request cancelled"}}"#])
  }

  @Test func exit_AfterShutdown_IsStatusZero_WithoutShutdown_One() async {
    let clean = await serve([
      #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"# + "\n" + #"{"jsonrpc":"2.0","method":"exit"}"# + "\n"
    ])
    #expect(clean.status == 0)
    #expect(clean.output == [#"{"jsonrpc":"2.0","id":1,"result":null}"#])
    let abrupt = await serve([#"{"jsonrpc":"2.0","method":"exit"}"# + "\n"])
    #expect(abrupt.status == 1)
  }

  /// Requests sent before `shutdown` are answered as if in order, however many arrive in one
  /// read: every one with its result, then `shutdown`'s; one sent after it is refused.
  @Test func requestsBeforeShutdown_AreAnswered_ThoseAfterRefused() async {
    let before = (1...50).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"yielding","params":[\#($0)]}"# }
    let input =
      (before + [
        #"{"jsonrpc":"2.0","id":"s","method":"shutdown"}"#, #"{"jsonrpc":"2.0","id":"late","method":"echo"}"#,
        #"{"jsonrpc":"2.0","method":"exit"}"#,
      ]).joined(separator: "\n") + "\n"
    let (status, output) = await serve([input])
    #expect(status == 0)
    for id in 1...50 {
      #expect(output.contains(#"{"jsonrpc":"2.0","id":\#(id),"result":[\#(id)]}"#), "request \(id)")
    }
    let shutdown = output.firstIndex(of: #"{"jsonrpc":"2.0","id":"s","result":null}"#)
    #expect(shutdown == 50, "shutdown answered after every request before it: \(output)")
    #expect(output.last?.contains(#""id":"late","error":{"code":1004"#) == true, "\(output)")
  }

  @Test func contentLengthInput_GetsContentLengthOutput() async {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}"#
    let (_, output) = await serve(["Content-Length: \(body.utf8.count)\r\n\r\n\(body)"])
    let reply = #"{"jsonrpc":"2.0","id":1,"result":[1]}"#
    #expect(output == ["Content-Length: \(reply.utf8.count)\r\n\r\n\(reply)"])
  }
}

/// Input is read only as fast as requests are answered: with every request held, the connection
/// takes no more chunks than its limit of requests in flight, then takes the rest once they finish.
@Suite struct ConnectionBackpressureTests {
  /// One request per chunk, counting how many chunks the connection has taken.
  private struct CountedRequests: AsyncSequence, Sendable {
    typealias Element = Data
    typealias Failure = Never
    let total: Int
    let taken: Tally

    struct AsyncIterator: AsyncIteratorProtocol {
      typealias Element = Data
      typealias Failure = Never
      let total: Int
      let taken: Tally
      mutating func next() async -> Data? {
        let index = taken.count.add(1, ordering: .relaxed).newValue
        guard index <= total else { return nil }
        return Data(#"{"jsonrpc":"2.0","id":\#(index),"method":"held"}"#.utf8 + [UInt8(ascii: "\n")])
      }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(total: total, taken: taken) }
  }

  private final class Tally: Sendable {
    let count = Atomic(0)
  }

  private final class Gate: Sendable {
    let isOpen = Atomic(false)
    let started = Atomic(0)
  }

  @Test(.timeLimit(WallClockBounds.hangGuard))
  func heldRequests_StopTheReading_AtTheLimit_ThenEveryOneIsAnswered() async throws {
    let gate = Gate()
    let answered = Tally()
    let connection = JSONRPCConnection(
      writer: MessageWriter { _ in
        answered.count.add(1, ordering: .relaxed)
        return true
      },
      maximumRequestsInFlight: 8,
      handleRequest: { _ in
        gate.started.add(1, ordering: .relaxed)
        while !gate.isOpen.load(ordering: .relaxed) { try await Task.sleep(for: .milliseconds(5)) }
        return Reply(result: Data("null".utf8))
      },
      mapError: { RPCError.internalError("\($0)") }, classify: { _ in .independent })
    let input = CountedRequests(total: 100, taken: Tally())
    let run = Task { await connection.run(input: input) }
    // The limit's worth start; then time for a connection without a limit to read all 100 and
    // start more (on a loaded machine it may have less, which can only let a bug pass, never fail).
    try await WallClockBounds.untilDone { gate.started.load(ordering: .relaxed) >= 8 }
    try await Task.sleep(for: .milliseconds(200))
    #expect(gate.started.load(ordering: .relaxed) == 8, "started no more than the limit")
    #expect(input.taken.count.load(ordering: .relaxed) <= 9, "read no further than one request past the limit")
    gate.isOpen.store(true, ordering: .relaxed)
    #expect(await run.value == 0)
    #expect(answered.count.load(ordering: .relaxed) == 100)
  }
}
