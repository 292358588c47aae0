import Foundation
import Locking

/// "Fetching from the SpaceX API…" on stderr while requests are in flight, erased when they
/// end. Only for a terminal: redirected stderr gets nothing.
package final class ProgressLine: Sendable {
  private let inFlight = Locked(0)
  private let text: String

  package init(language: Language) {
    text = Phrase(en: "Fetching from the SpaceX API…", ru: "Загрузка из SpaceX API…")(language)
  }

  /// For ``APIClient/activity``.
  package func update(_ isActive: Bool) {
    inFlight.withLock { count in
      let wasIdle = count == 0
      count += isActive ? 1 : -1
      if isActive, wasIdle { write("\r\u{1B}[K" + text) }
      if !isActive, count == 0 { write("\r\u{1B}[K") }
    }
  }

  /// For ``APIClient/waiting``: says on the line why nothing shows yet, and for how long at most
  /// (`the API is limiting requests: HTTP 429, retry after 20 s; waiting…`); the request after
  /// the wait clears it.
  package func waiting(_ delay: Duration, _ failure: APIError, language: Language) {
    let cause = StaleCause(failure, timeout: delay)?.text(Phrase(en: "the SpaceX API", ru: "SpaceX API"), language)
    let line = (cause ?? "\(failure)") + Phrase(en: "; waiting…", ru: "; ожидание…")(language)
    inFlight.withLock { _ in write("\r\u{1B}[K" + TerminalText.singleLine(line)) }
  }

  private func write(_ text: String) {
    StandardStream.error.write(text)
  }
}
