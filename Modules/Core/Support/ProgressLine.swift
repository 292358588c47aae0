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
      if isActive, wasIdle { write(text) }
      if !isActive, count == 0 { write("\r\u{1B}[K") }
    }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
