import Foundation

/// Why a live fetch failed when the cache answered instead, so a rate limit, a slow server, a
/// broken one and no network read differently wherever stale data is said to be stale.
package enum StaleCause: Sendable, Hashable {
  /// HTTP 429, with the wait the server asked for.
  case throttled(retryAfter: Duration?)
  /// No answer within the request's time limit.
  case timedOut(after: Duration)
  /// No answer yet after the patience a cached copy allows (see ``ResourceLoader/patience``):
  /// the request may still be running, and a long-running frontend takes its answer when it comes.
  case slow(waited: Duration)
  /// A 5xx answer (or another status the server should not have sent).
  case serverError(status: Int)
  /// No connection could be made, or it broke.
  case unreachable

  /// The cause of `error` (as the HTTP client reports it) for a request limited to `timeout`;
  /// `nil` for anything that is no network failure (an undecodable answer, a policy step).
  package init?(_ error: any Error, timeout: Duration) {
    switch error {
    case APIError.throttled(let wait, _): self = .throttled(retryAfter: wait)
    case APIError.status(let status, _): self = .serverError(status: status)
    case APIError.transport(.timedOut, _): self = .timedOut(after: timeout)
    case let slow as SlowSource: self = .slow(waited: slow.waited)
    case APIError.transport, is NotTried: self = .unreachable
    default: return nil
    }
  }

  /// "the API is limiting requests: HTTP 429, retry after 20 s", with `service` named as the
  /// sentence needs it, in the reader's language.
  package func text(_ service: Phrase, _ language: Language) -> String {
    let service = service(language)
    switch self {
    case .throttled(let wait?):
      let seconds = Self.seconds(wait)
      return Phrase(
        en: "\(service) is limiting requests: HTTP 429, retry after \(seconds) s",
        ru: "\(service) ограничивает запросы: HTTP 429, повтор через \(seconds) с")(language)
    case .throttled(nil):
      return Phrase(
        en: "\(service) is limiting requests: HTTP 429", ru: "\(service) ограничивает запросы: HTTP 429")(language)
    case .timedOut(let limit):
      let seconds = Self.seconds(limit)
      return Phrase(
        en: "\(service) did not answer within \(seconds) s", ru: "\(service) не ответил за \(seconds) с")(language)
    case .slow(let waited):
      let seconds = Self.seconds(waited)
      return Phrase(
        en: "\(service) had not answered after \(seconds) s", ru: "\(service) не ответил за \(seconds) с")(language)
    case .serverError(let status):
      return Phrase(en: "\(service) failed: HTTP \(status)", ru: "\(service) вернул ошибку: HTTP \(status)")(language)
    case .unreachable:
      return Phrase(en: "\(service) could not be reached", ru: "\(service) недоступен")(language)
    }
  }

  /// "20", "0.5": seconds as a person says them (a tenth where a limit has one).
  private static func seconds(_ duration: Duration) -> String {
    let seconds = duration.timeInterval
    if seconds >= 10 || seconds == seconds.rounded() { return String(Int(saturating: seconds.rounded(.up))) }
    return String(format: "%.1f", seconds)
  }
}

/// The live step gave up waiting because a cached copy could answer now (see
/// ``ResourceLoader/patience``); the request itself may go on.
package struct SlowSource: Error, CustomStringConvertible {
  package var waited: Duration

  package init(waited: Duration) { self.waited = waited }

  package var description: String { "no answer after \(waited.formattedSeconds); the cached copy answers meanwhile" }
}
