import Foundation

/// What "now" is for a process, and how it waits: the system's clock, or the one `SPACEX_NOW`
/// and `SPACEX_CLOCK_RATE` give (a script's fixed now; a test's launch-day hour played in
/// minutes). Every relative answer (freshness, countdowns; the Launch Library 2 budget and the
/// network verdict while it moves, see ``forSharedState``) reads ``now``, and every wait of the app's own (a `next --wait` or `watch`
/// between looks, the server's refresh) goes through ``sleep``, so a faster clock moves them
/// all together.
package struct AppClock: Sendable {
  package var now: @Sendable () -> Date
  /// Waits for a span of this clock's time.
  package var sleep: @Sendable (Duration) async throws -> Void
  /// Whether time passes on it (the system's clock, or a rate above 0).
  package var moves = true

  /// The clock for what this process shares with others through files (the Launch Library 2
  /// budget, the network verdict): this one while it moves, else the system's. A fixed
  /// `SPACEX_NOW` (a script's "same answer any day") would stamp those files with a moment that
  /// never passes, so a window there would never end, for this process or any other.
  package var forSharedState: AppClock { moves ? self : .system }

  package init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
    self.now = now
    self.sleep = sleep
  }

  package static let system = AppClock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })

  /// The fastest `SPACEX_CLOCK_RATE`: an hour in 3.6 s; faster would make the shortest waits of
  /// the app shorter than its own work.
  package static let fastestRate: Double = 1000

  /// From `start`, moving `rate` times as fast as the system's clock (0: standing still);
  /// `elapsed` is the real time since the clock was made, `realSleep` how real time is waited.
  package static func simulated(
    from start: Date, rate: Double, elapsed: @escaping @Sendable () -> Duration = AppClock.processElapsed(),
    realSleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) -> AppClock {
    guard rate > 0 else {
      var still = AppClock(now: { start }, sleep: realSleep)
      still.moves = false
      return still
    }
    return AppClock(
      now: { start.addingTimeInterval(elapsed().timeInterval * rate) },
      sleep: { span in try await realSleep(span / rate) })
  }

  /// The real time since this was called, from the monotonic clock.
  package static func processElapsed() -> @Sendable () -> Duration {
    let started = ContinuousClock.now
    return { ContinuousClock.now - started }
  }

  /// `SPACEX_NOW` (an ISO 8601 time taken as now), `SPACEX_CLOCK_RATE` (how fast it then moves:
  /// 0, the default, stands still; 1 is real time; up to ``fastestRate``) and
  /// `SPACEX_CLOCK_SINCE` (the real time, ISO 8601, at which it was `SPACEX_NOW`: processes
  /// given the same three agree on the time whenever each starts; without it, the process's
  /// start); the system's clock without `SPACEX_NOW`.
  /// - Throws: ``UsageError`` for a time that is not ISO 8601, or a rate that is not a number
  ///   from 0 to ``fastestRate``, or a rate without a time.
  package static func from(
    environment: [String: String], realNow: @Sendable () -> Date = { Date() }
  ) throws(UsageError) -> AppClock {
    let rateText = environment["SPACEX_CLOCK_RATE"].flatMap { $0.isEmpty ? nil : $0 }
    guard let text = environment["SPACEX_NOW"], !text.isEmpty else {
      if let rateText {
        throw UsageError.invalidValue(
          rateText, for: "SPACEX_CLOCK_RATE",
          expected: Phrase(en: "SPACEX_NOW set as well", ru: "заданное вместе с SPACEX_NOW"))
      }
      return .system
    }
    let start = try time(text, of: "SPACEX_NOW")
    var rate = 0.0
    if let rateText {
      guard let value = Double(rateText), value.isFinite, (0...fastestRate).contains(value) else {
        throw UsageError.invalidValue(
          rateText, for: "SPACEX_CLOCK_RATE",
          expected: Phrase(
            en: "how many times real time the clock moves, from 0 (standing still) to 1000",
            ru: "во сколько раз часы идут быстрее настоящих, от 0 (стоят) до 1000"))
      }
      rate = value
    }
    guard let sinceText = environment["SPACEX_CLOCK_SINCE"], !sinceText.isEmpty else {
      return simulated(from: start, rate: rate)
    }
    let since = try time(sinceText, of: "SPACEX_CLOCK_SINCE")
    // The real time already gone since the anchor, plus what passes in this process (monotonic).
    let before = Duration.seconds(max(0, min(realNow().timeIntervalSince(since), 366 * 86_400)))
    let elapsed = processElapsed()
    return simulated(from: start, rate: rate) { before + elapsed() }
  }

  private static func time(_ text: String, of variable: String) throws(UsageError) -> Date {
    guard let time = APIDate.parse(text) else {
      throw UsageError.invalidValue(
        text, for: variable,
        expected: Phrase(
          en: "an ISO 8601 time such as 2026-01-01T00:00:00Z", ru: "время ISO 8601, например 2026-01-01T00:00:00Z"))
    }
    return time
  }
}
