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
///
/// The last few requests of every window (``reserveShare(of:)``) are kept for ``Priority/urgent``
/// ones, made for a launch due within the hour: background refreshes and manual `--refresh` spend
/// the rest, so they can never starve a wait at the moment it matters.
package struct RequestBudget: Sendable {
  /// Who is asking: urgent requests may spend the reserve, routine ones may not.
  package enum Priority: Sendable, Hashable {
    case routine
    /// For a launch due within the hour (a wait, a watch, the ticking countdown).
    case urgent
  }

  /// How many of `limit` requests a window keeps for urgent ones: 3 of LL2's 15, a fifth of a
  /// smaller limit (none below 5, where every request is needed), never more than 3.
  package static func reserveShare(of limit: Int) -> Int { min(3, max(0, limit) / 5) }

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

  /// Reserves `count` requests, all or none; routine ones only from what the reserve leaves.
  /// - Throws: ``Exhausted`` saying when they would fit; nothing is reserved then. When the shared
  ///   record cannot be locked, nothing is sent either (another process may be spending it), and
  ///   the answer says to try again in a minute.
  package func reserve(_ count: Int = 1, priority: Priority = .routine) async throws(Exhausted) {
    let outcome: Exhausted?? = await update { state, now in
      if let refusal = refusal(of: count, priority, in: state, now: now) { return refusal }
      state.sent += Array(repeating: now, count: count)
      return nil
    }
    try check(outcome, now: now())
  }

  /// Records that the provider throttled us until `date`: nothing is sent before then, by any
  /// process.
  /// A wait longer than the budget's window (a `Retry-After` in year 9999) is cut to the window:
  /// the provider's limit frees a request within it, and a wait it cannot mean must not block
  /// every process until someone deletes the file.
  package func block(until date: Date) async {
    await update { state, now in
      state.blockedUntil = min(max(state.blockedUntil ?? 0, date.timeIntervalSince1970), now + window)
    }
  }

  /// Adopts the limit the provider reports for our key (Launch Library 2's `/api-throttle/`).
  package func learnLimit(_ limit: Int) async {
    await update { state, _ in state.limit = limit > 0 ? limit : nil }
  }

  /// Requests of `priority` that may still be sent now (none when the shared record cannot be
  /// locked).
  package func remaining(priority: Priority = .urgent) async -> Int {
    await update { state, now in
      if let blocked = state.blockedUntil, blocked > now { return 0 }
      return max(0, Self.spendable(of: state.limit ?? limit, priority) - state.sent.count)
    } ?? 0
  }

  /// When the next request of `priority` fits (now, when one does), reserving nothing.
  package func nextAvailable(priority: Priority = .routine) async -> Date {
    let outcome: Exhausted?? = await update { state, now in refusal(of: 1, priority, in: state, now: now) }
    do {
      try check(outcome, now: now())
      return now()
    } catch {
      return error.availableAt
    }
  }

  /// Why `count` requests of `priority` do not fit `state` now, or `nil` when they do.
  private func refusal(of count: Int, _ priority: Priority, in state: State, now: TimeInterval) -> Exhausted? {
    let limit = state.limit ?? self.limit
    if let blocked = state.blockedUntil, blocked > now {
      return Exhausted(limit: limit, availableAt: Date(timeIntervalSince1970: blocked))
    }
    let spendable = Self.spendable(of: limit, priority)
    guard state.sent.count + count > spendable else { return nil }
    // The oldest requests leave the window first; once `excess` of them have, these fit.
    let excess = state.sent.count + count - spendable
    let sent = state.sent.sorted()
    let freedAt = count <= spendable && excess <= sent.count ? sent[excess - 1] + window : now + window
    return Exhausted(limit: limit, availableAt: Date(timeIntervalSince1970: freedAt))
  }

  /// Throws the refusal; a record that could not be locked (`nil`) refuses for a minute, since
  /// another process may be spending it.
  private func check(_ outcome: Exhausted??, now: Date) throws(Exhausted) {
    guard let outcome else { throw Exhausted(limit: limit, availableAt: now.addingTimeInterval(60)) }
    if let refusal = outcome { throw refusal }
  }

  private static func spendable(of limit: Int, _ priority: Priority) -> Int {
    priority == .urgent ? limit : limit - reserveShare(of: limit)
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
    // A block written by an older version, or by hand, holds no longer than the window either.
    if let blocked = state.blockedUntil { state.blockedUntil = min(blocked, now + window) }
    let result = change(&state, now)
    _ = orLog("could not record the request budget in \(file.path)", topic: "cache") {
      try AtomicFile.write(JSONEncoder().encode(state), to: file)
    }
    return result
  }
}
