import Core

/// A launch list of another feature's own (the favourites): the launches it selects, and what an
/// empty selection should say. Given to ``LaunchListing``, it makes that feature's command,
/// method and screen with the same query, table, items and empty messages as `launches`.
package struct LaunchScope: Sendable {
  /// What ``Screen/dependencyDidChange(_:)`` topic changes the selection (`favourites`).
  package var topic: String
  /// The launch ids selected now.
  package var ids: @Sendable () -> Set<String>
  /// What an empty selection says, instead of "No launches", in words for any client.
  package var emptyMessage: Phrase
  /// How to add one from the terminal (a command to type), after ``emptyMessage`` there only:
  /// an editor adds with its own keys.
  package var emptyHint: Phrase?

  package init(
    topic: String, ids: @escaping @Sendable () -> Set<String>, emptyMessage: Phrase, emptyHint: Phrase? = nil
  ) {
    self.topic = topic
    self.ids = ids
    self.emptyMessage = emptyMessage
    self.emptyHint = emptyHint
  }

  /// What an empty selection says in the terminal: the message, then the command.
  var terminalEmptyMessage: Phrase {
    guard let emptyHint else { return emptyMessage }
    return Phrase(en: emptyMessage.en + " " + emptyHint.en, ru: emptyMessage.ru + " " + emptyHint.ru)
  }
}
