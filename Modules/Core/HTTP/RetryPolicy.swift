import Foundation

/// When and how long to wait before trying a request again.
///
/// Delays grow exponentially from `baseDelay`, capped at `maxDelay`, with "equal jitter": half the
/// delay is fixed and half is random, so clients that failed together do not retry together.
/// A server's `Retry-After` replaces the computed delay, up to `retryAfterCap`.
package struct RetryPolicy: Sendable {
  /// Attempts in total, the first one included.
  package var maxAttempts: Int
  package var baseDelay: Duration
  package var maxDelay: Duration
  package var retryAfterCap: Duration
  /// Returns a number in `0...1`; injected so tests get exact delays.
  package var random: @Sendable () -> Double

  package init(
    maxAttempts: Int = 4,
    baseDelay: Duration = .milliseconds(500),
    maxDelay: Duration = .seconds(8),
    retryAfterCap: Duration = .seconds(30),
    random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
  ) {
    self.maxAttempts = maxAttempts
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.retryAfterCap = retryAfterCap
    self.random = random
  }

  /// Never retries; for `--source live` checks in tests and for callers that do their own.
  package static let none = RetryPolicy(maxAttempts: 1)

  /// Statuses that say "try again later" rather than "this request is wrong".
  package func isRetryable(status: Int) -> Bool {
    status == 429 || (500...599).contains(status)
  }

  /// The pause before the next attempt, or `nil` when `attempt` (1-based) was the last one.
  package func delay(afterAttempt attempt: Int, retryAfter: Duration? = nil) -> Duration? {
    guard attempt < maxAttempts else { return nil }
    if let retryAfter {
      return min(max(retryAfter, .zero), retryAfterCap)
    }
    let exponential = baseDelay * pow(2, Double(attempt - 1))
    let capped = min(exponential, maxDelay)
    return capped / 2 + (capped / 2) * random()
  }

  /// Reads `Retry-After` as delta-seconds or as an HTTP date (RFC 9110 §10.2.3).
  /// Either is cut to ``longestRetryAfter``: a server's wait is data from outside, and a day is
  /// longer than any limit we know of waits.
  package static func retryAfter(_ value: String?, now: Date) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
    if let seconds = Int(value) {
      return .seconds(min(max(seconds, 0), longestRetryAfter))
    }
    guard let date = HTTPDate.parse(value) else { return nil }
    let seconds = date.timeIntervalSince(now)
    guard seconds.isFinite else { return nil }
    return .milliseconds(Int((min(max(seconds, 0), Double(longestRetryAfter)) * 1000).rounded()))
  }

  /// The longest `Retry-After` believed, in seconds.
  package static let longestRetryAfter = 86_400
}

/// The IMF-fixdate form of HTTP dates, the only one servers send today.
enum HTTPDate {
  static func parse(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
