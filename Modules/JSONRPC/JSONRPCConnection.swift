import Foundation
import Locking
import Synchronization

/// Serves JSON-RPC 2.0 over a byte stream: framing, validation, scheduling, cancellation and the
/// `shutdown`/`exit` lifecycle. It knows nothing of the methods it serves but what `classify`
/// says they read and change.
///
/// - Important: input is read and decoded serially, in arrival order; each request then runs in
///   a task of its own, which first waits for the earlier requests it conflicts with (see
///   ``MessageEffects``). So a request sent after one that changes state sees the change, while
///   a slow read never delays a read of something else, and replies to independent requests may
///   come out of order (JSON-RPC allows it). Every request gets exactly one reply.
package final class JSONRPCConnection: Sendable {
  /// Runs one request and returns its encoded result; notifications the request causes are sent
  /// by the handler, before it returns, so they reach the client ahead of the answer.
  package typealias RequestHandler = @Sendable (Request) async throws -> Reply
  /// Turns an error a handler threw into the error object sent to the client.
  package typealias ErrorMapper = @Sendable (any Error) -> RPCError
  /// Says what a request reads and changes, before it is scheduled.
  package typealias Classifier = @Sendable (Request) -> MessageEffects

  /// A request (or batch) started and not yet finished, with what it touches.
  private struct Scheduled {
    var effects: MessageEffects
    var task: Task<Void, Never>
  }

  private struct State {
    var inFlight: [RequestID: Task<Void, Never>] = [:]
    /// Requests already answered with -32800: their handler's own answer, whenever it comes, is
    /// dropped, so an id is never answered twice.
    var answeredByCancel: Set<RequestID> = []
    /// Every task not yet finished, by arrival number: what a newcomer may have to wait for.
    var scheduled: [UInt64: Scheduled] = [:]
    var arrivals: UInt64 = 0
    /// How many of them change something: while none do, a read waits for nothing (the usual case,
    /// decided without looking at them).
    var changing = 0
  }

  private let writer: MessageWriter
  private let handleRequest: RequestHandler
  private let mapError: ErrorMapper
  private let classify: Classifier
  private let maximumMessageBytes: Int
  /// Input is read on only while fewer requests than this are unanswered: with a reader that
  /// reads no further ahead than it is asked (``FileDescriptorReader``), a client that writes
  /// faster than it is answered is held at this many, not queued without bound.
  private let maximumRequestsInFlight: Int
  private let state = Locked(State())
  /// Read by every request before it runs: an atomic, so requests do not queue for `state` to
  /// read it.
  private let isShutDown = Atomic(false)
  /// Whether the client sends (so gets) newline-delimited messages rather than LSP's
  /// `Content-Length` frames; decided by its first message, read by every reply.
  private let writesLines = Atomic(false)

  package init(
    writer: MessageWriter,
    maximumMessageBytes: Int = 16 * 1024 * 1024,
    maximumRequestsInFlight: Int = 256,
    handleRequest: @escaping RequestHandler,
    mapError: @escaping ErrorMapper,
    classify: @escaping Classifier
  ) {
    self.writer = writer
    self.maximumMessageBytes = maximumMessageBytes
    self.maximumRequestsInFlight = max(1, maximumRequestsInFlight)
    self.handleRequest = handleRequest
    self.mapError = mapError
    self.classify = classify
  }

  /// Serves until the input ends (status 0, after every request in flight has been answered) or
  /// `exit` arrives (status 0 after `shutdown`, else 1, as in LSP).
  package func run(input: some AsyncSequence<Data, Never>) async -> Int32 {
    // Whatever ends the connection, every frame queued by then reaches the client.
    defer { writer.flush() }
    var framer = MessageFramer(maximumMessageBytes: maximumMessageBytes)
    for await chunk in input {
      let events = framer.push(chunk)
      if framer.framing == .lineDelimited { writesLines.store(true, ordering: .relaxed) }
      if let status = await process(events) { return status }
      await waitForRoom()
    }
    if let status = await process(framer.finish()) { return status }
    await waitForRequestsInFlight()
    return 0
  }

  /// Handles framed events in order; returns an exit status when `exit` arrived.
  private func process(_ events: [MessageFramer.Event]) async -> Int32? {
    for event in events {
      switch event {
      case .error(let error):
        send(.error(id: nil, error))
      case .message(let frame):
        switch IncomingPayload(frame: frame) {
        case .unparsable(let error):
          send(.error(id: nil, error))
        case .single(let message):
          if let status = await dispatch(message) { return status }
        case .batch(let messages):
          dispatchBatch(messages)
        }
      }
    }
    return nil
  }

  private func dispatch(_ message: IncomingMessage) async -> Int32? {
    switch message {
    case .response:
      return nil
    case .invalid(let id, let error):
      send(.error(id: id, error))
    case .notification(let method, let params) where Self.isProtocolNotification(method):
      return await notify(method, params)
    case .notification(let method, let params):
      // A method sent as a notification runs as its request would, in its turn among the
      // others; only its answer (or error) is never sent (JSON-RPC 2.0 §4.1).
      guard !isShutDown.load(ordering: .sequentiallyConsistent) else { return nil }
      let request = Request(id: nil, method: method, params: params)
      track(id: nil, effects: classify(request)) { [self] in _ = await reply(to: request) }
    case .request(let request) where request.method == "exit":
      // `exit` is a notification; sent with an id by mistake, it still ends the server, unanswered.
      return await notify(request.method, request.params)
    case .request(let request) where request.method == "shutdown":
      if let error = Self.unexpectedParams(request) {
        send(.error(id: request.id, error))
      } else {
        // Lifecycle changes are ordered with the input: an `exit` right behind `shutdown` must see
        // it, and every request before it is answered first, as if in order (the client may exit
        // as soon as it reads this answer).
        isShutDown.store(true, ordering: .sequentiallyConsistent)
        await waitForRequestsInFlight()
        send(.result(id: request.id, json: Data(literal: "null")))
      }
    case .request(let request) where isShutDown.load(ordering: .sequentiallyConsistent):
      // Refused in order: only what came after `shutdown` is.
      send(.error(id: request.id, Self.shuttingDown))
    case .request(let request):
      track(id: request.id, effects: classify(request)) { [self] in
        let reply = await reply(to: request)
        // Unless `$/cancelRequest` answered it already; from here on a cancel finds nothing to
        // cancel, so the id is answered exactly once either way.
        if let id = request.id {
          let cancelled = state.withLock { table in
            table.inFlight.removeValue(forKey: id)
            return table.answeredByCancel.remove(id) != nil
          }
          if cancelled { return }
        }
        send(reply)
      }
    }
    return nil
  }

  /// A batch is answered with one array, once all its requests are done (JSON-RPC 2.0 §6). Its
  /// requests are scheduled one by one, in their order in the batch, like lone ones.
  private func dispatchBatch(_ messages: [IncomingMessage]) {
    let afterShutdown = isShutDown.load(ordering: .sequentiallyConsistent)
    let replies = Locked<[OutgoingMessage?]>(Array(repeating: nil, count: messages.count))
    let members = messages.enumerated().map { index, message in
      let effects: MessageEffects =
        switch message {
        case .request(let request): classify(request)
        case .notification(let method, let params) where !Self.isProtocolNotification(method):
          classify(Request(id: nil, method: method, params: params))
        default: .independent
        }
      return track(id: nil, effects: effects) { [self] in
        let reply = await batchReply(to: message, afterShutdown: afterShutdown)
        replies.withLock { $0[index] = reply }
      }
    }
    track(id: nil, effects: .independent) { [self] in
      for member in members { await member.value }
      let answers = replies.withLock { $0 }.compactMap { $0 }
      if !answers.isEmpty { write(OutgoingMessage.batch(answers)) }
    }
  }

  /// - Parameter afterShutdown: whether a lone `shutdown` came before the batch (its own
  ///   `shutdown` refuses none of its members: they are side by side).
  private func batchReply(to message: IncomingMessage, afterShutdown: Bool) async -> OutgoingMessage? {
    switch message {
    case .response: return nil
    case .invalid(let id, let error): return .error(id: id, error)
    case .notification(let method, let params) where Self.isProtocolNotification(method):
      _ = await notify(method, params)  // `exit` inside a batch is ignored: there is no one to answer
      return nil
    case .notification(let method, let params):
      _ = await reply(to: Request(id: nil, method: method, params: params), afterShutdown: afterShutdown)
      return nil
    case .request(let request):
      return await reply(to: request, afterShutdown: afterShutdown)
    }
  }

  private static let shuttingDown = RPCError(code: .invalidState, message: "The server is shutting down")

  /// Runs a request and builds its one reply. A request cancelled while it waited its turn never
  /// runs: its answer (-32800) has been sent already.
  ///
  /// - Parameter afterShutdown: whether it arrived after `shutdown` (judged in order, when it
  ///   arrived: requests before `shutdown` are answered even if they run after it): refused.
  private func reply(to request: Request, afterShutdown: Bool = false) async -> OutgoingMessage {
    if request.method == "shutdown" {  // inside a batch; a lone `shutdown` is handled in order by `dispatch`
      if let error = Self.unexpectedParams(request) { return .error(id: request.id, error) }
      isShutDown.store(true, ordering: .sequentiallyConsistent)
      return .result(id: request.id, json: Data(literal: "null"))
    }
    if afterShutdown { return .error(id: request.id, Self.shuttingDown) }
    if Task.isCancelled { return .error(id: request.id, .cancelled) }
    do {
      let reply = try await handleRequest(request)
      try Task.checkCancellation()
      return .result(id: request.id, json: reply.result)
    } catch let error as RPCError {
      return .error(id: request.id, error)
    } catch {
      // A cancelled handler may surface its cancellation as its own error type.
      if error is CancellationError || Task.isCancelled { return .error(id: request.id, .cancelled) }
      return .error(id: request.id, mapError(error))
    }
  }

  /// `shutdown` takes no params; like every method, it refuses members it does not know.
  private static func unexpectedParams(_ request: Request) -> RPCError? {
    switch request.params {
    case nil, .object([:])?, .array([])?: nil
    case .object(let members)?:
      .invalidParams(members.keys.sorted().first, "\(request.method) takes no params")
    default: .invalidParams(nil, "\(request.method) takes no params")
    }
  }

  /// The notifications the connection itself handles (`exit`, `$/cancelRequest`) and those of
  /// the protocol it may ignore (`$/…`, as LSP has it); any other is a method, run unanswered.
  private static func isProtocolNotification(_ method: String) -> Bool {
    method == "exit" || method.hasPrefix("$/")
  }

  private func notify(_ method: String, _ params: JSONValue?) async -> Int32? {
    switch method {
    case "exit":
      return isShutDown.load(ordering: .sequentiallyConsistent) ? 0 : 1
    case "$/cancelRequest":
      // Answered now, whatever the request is waiting on (a slow fetch may take seconds to notice
      // its cancellation); its task is cancelled too, and its own answer dropped.
      if let raw = params?["id"], let id = RequestID(raw) {
        let task = state.withLock { table -> Task<Void, Never>? in
          guard let task = table.inFlight[id], !table.answeredByCancel.contains(id) else { return nil }
          table.answeredByCancel.insert(id)
          return task
        }
        if let task {
          send(.error(id: id, .cancelled))
          task.cancel()
        }
      }
    default:
      break  // another `$/` notification: optional in LSP, and none is ours
    }
    return nil
  }

  // MARK: Bookkeeping

  /// Starts `work` in a task registered until it ends (so end of input waits for it) and, with
  /// an `id`, under that id (so `$/cancelRequest` can find it). The task first waits for every
  /// earlier task whose effects conflict with `effects`.
  @discardableResult
  private func track(
    id: RequestID?, effects: MessageEffects, _ work: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let changes = !effects.writes.isEmpty
    // The task is created under the lock, so its own removal cannot run before its insertion, and
    // no request can slip in between choosing what to wait for and being waited for.
    return state.withLock { table in
      let key = table.arrivals
      table.arrivals += 1
      let waitFor =
        !changes && table.changing == 0
        ? [] : table.scheduled.values.filter { $0.effects.mustPrecede(effects) }.map(\.task)
      let task = Task { [self] in
        // Not cancellable, but a cancelled request is answered at once and skips its work.
        for other in waitFor { await other.value }
        await work()
        state.withLock { table in
          if let id { table.inFlight.removeValue(forKey: id) }
          table.scheduled.removeValue(forKey: key)
          if changes { table.changing -= 1 }
        }
      }
      // A reused id (a client bug) keeps the newer task cancellable; both are still answered.
      if let id { table.inFlight[id] = task }
      table.scheduled[key] = Scheduled(effects: effects, task: task)
      if changes { table.changing += 1 }
      return task
    }
  }

  /// Until fewer than ``maximumRequestsInFlight`` tasks are unfinished: the oldest is awaited,
  /// the others finish meanwhile. A cancel arriving behind them waits too, as it would in the
  /// client's pipe.
  private func waitForRoom() async {
    while let oldest = state.withLock({ table in
      table.scheduled.count >= maximumRequestsInFlight ? table.scheduled.min(by: { $0.key < $1.key })?.value.task : nil
    }) {
      await oldest.value
    }
  }

  /// Every task removes itself when done, so waiting for a snapshot until none is left suffices.
  private func waitForRequestsInFlight() async {
    while case let tasks = state.withLock({ $0.scheduled.values.map(\.task) }), !tasks.isEmpty {
      for task in tasks { await task.value }
    }
  }

  package func send(_ message: OutgoingMessage) {
    let framing: MessageFramer.Framing = writesLines.load(ordering: .relaxed) ? .lineDelimited : .contentLength
    writer.write(message.framed(for: framing))
  }

  /// Sends a notification (e.g. `settings.didChange`) in the connection's framing.
  package func notify(method: String, params: Data) {
    send(.notification(method: method, params: params))
  }

  private func write(_ message: Data) {
    let framing: MessageFramer.Framing = writesLines.load(ordering: .relaxed) ? .lineDelimited : .contentLength
    writer.write(framing.frame(message))
  }
}
