import Core
import Foundation

/// An event one feature lets `spacex watch --on NAME` tell of a launch: a judgement of it that a
/// change of its date can turn true (Sky's `plumeLikely`: a slip that makes a twilight plume
/// likely from the home place). The watch asks it at each date change of a launch it follows,
/// for the old date and the new, and tells the event when it holds for the new and did not for
/// the old. Never told unless `--on` names it.
package struct WatchJudgement: Sendable {
  /// The command that tells them: a process running it assembles the features that add them
  /// (``ExtensionPoint/watchEvents``), and no other process does.
  package static let command = "watch"

  /// The event's name, as `--on` takes it and `SPACEX_EVENT` says it (`plumeLikely`).
  package var name: String
  /// Whether it holds for launch `id` lifting off at `net`; `nil` when it cannot say.
  package var holds: @Sendable (_ id: String, _ net: Date) async -> Bool?
  /// What the event says, in a language (`a twilight plume is now likely from your place`).
  package var text: Phrase

  package init(name: String, text: Phrase, holds: @escaping @Sendable (_ id: String, _ net: Date) async -> Bool?) {
    (self.name, self.text, self.holds) = (name, text, holds)
  }
}

/// The judgements features add to `spacex watch`. Copies share one store, so the watch, which
/// registers before them, sees them when it runs.
package struct WatchJudgements: Sendable {
  private final class Store: Sendable {
    let judgements = Locked<[WatchJudgement]>([])
  }

  private let store = Store()

  package init() {}

  func add(_ judgement: WatchJudgement) {
    store.judgements.withLock { $0.append(judgement) }
  }

  /// Every judgement, in the order they registered.
  package var all: [WatchJudgement] { store.judgements.withLock { $0 } }
}
