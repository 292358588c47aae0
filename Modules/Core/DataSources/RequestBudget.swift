import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many requests a rate-limited provider may still be sent this hour, shared by every process
/// of the user through one small file in the cache directory.
///
/// Launch Library 2 allows 15 requests an hour per address and answers 429 past that; a client
/// that learns its limit from 429s is soon locked out. So a request is *reserved* here before it
/// is sent: under an exclusive `flock` the file's record of sent requests is read, requests older
/// than the window are dropped, and the new ones are added only if they fit. Two processes can
/// therefore never overspend, and a request that does not fit is never sent.
package struct RequestBudget: Sendable {
  /// Why requests were not allowed, and when they will be.
  package struct Exhausted: Error, Sendable, Hashable, CustomStringConvertible {
    package var limit: Int
    package var availableAt: Date

    package init(limit: Int, availableAt: Date) {
      self.limit = limit
      self.availableAt = availableAt
    }

    package var description: String {
      "request limit reached (\(limit) an hour); next request allowed at "
        + DateText.timestamp(availableAt, timeZone: DateText.utc)
    }
  }

  package var file: URL
  /// Requests per window unless the provider said otherwise (see ``learnLimit(_:)``).
  package var limit: Int
  package var window: TimeInterval
  package var now: @Sendable () -> Date

  package init(file: URL, limit: Int, window: TimeInterval = 3600, now: @escaping @Sendable () -> Date = { Date() }) {
    self.file = file
    self.limit = limit
    self.window = window
    self.now = now
  }

  /// Reserves `count` requests, all or none.
  /// - Throws: ``Exhausted`` saying when they would fit; nothing is reserved then. When the shared
  ///   record cannot be locked, nothing is sent either (another process may be spending it), and
  ///   the answer says to try again in a minute.
  package func reserve(_ count: Int = 1) async throws(Exhausted) {
    let outcome: Result<Void, Exhausted>? = await update { state, now in
      let limit = state.limit ?? self.limit
      if let blocked = state.blockedUntil, blocked > now {
        return .failure(Exhausted(limit: limit, availableAt: Date(timeIntervalSince1970: blocked)))
      }
      guard state.sent.count + count <= limit else {
        // The oldest requests leave the window first; once `excess` of them have, these fit.
        let excess = state.sent.count + count - limit
        let sent = state.sent.sorted()
        let freedAt = count <= limit && excess <= sent.count ? sent[excess - 1] + window : now + window
        return .failure(Exhausted(limit: limit, availableAt: Date(timeIntervalSince1970: freedAt)))
      }
      state.sent += Array(repeating: now, count: count)
      return .success(())
    }
    guard let outcome else { throw Exhausted(limit: limit, availableAt: now().addingTimeInterval(60)) }
    try outcome.get()
  }

  /// Records that the provider throttled us until `date`: nothing is sent before then, by any
  /// process.
  package func block(until date: Date) async {
    await update { state, _ in state.blockedUntil = max(state.blockedUntil ?? 0, date.timeIntervalSince1970) }
  }

  /// Adopts the limit the provider reports for our key (Launch Library 2's `/api-throttle/`).
  package func learnLimit(_ limit: Int) async {
    await update { state, _ in state.limit = limit > 0 ? limit : nil }
  }

  /// Requests that may still be sent now (none when the shared record cannot be locked).
  package func remaining() async -> Int {
    await update { state, now in
      if let blocked = state.blockedUntil, blocked > now { return 0 }
      return max(0, (state.limit ?? limit) - state.sent.count)
    } ?? 0
  }

  // MARK: The shared file

  private struct State: Codable {
    /// When each request in the window was reserved, in seconds since 1970.
    var sent: [TimeInterval] = []
    var blockedUntil: TimeInterval?
    /// The provider's own figure, when it gave one.
    var limit: Int?
  }

  /// Runs `change` on the file's state under an exclusive lock and writes the result back; `nil`
  /// (reported) when the lock cannot be had. An unreadable file counts as empty: a budget that
  /// forgets is better than one that blocks for ever.
  @discardableResult
  private func update<T>(_ change: (inout State, _ now: TimeInterval) -> T) async -> T? {
    let now = self.now().timeIntervalSince1970
    do {
      return try await FileLock.withExclusive(file.path + ".lock") { update(change, now: now) }
    } catch {
      Log.error("request budget not consulted: \(error)")
      return nil
    }
  }

  private func update<T>(_ change: (inout State, _ now: TimeInterval) -> T, now: TimeInterval) -> T {
    var state =
      (try? FileBytes.contents(atPath: file.filePath)).flatMap { try? JSONDecoder().decode(State.self, from: $0) }
      ?? State()
    state.sent.removeAll { $0 <= now - window || $0 > now + window }
    if let blocked = state.blockedUntil, blocked <= now { state.blockedUntil = nil }
    let result = change(&state, now)
    _ = orLog("could not record the request budget in \(file.path)") {
      try JSONEncoder().encode(state).write(to: file, options: .atomic)
    }
    return result
  }
}
