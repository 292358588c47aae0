import Core

/// A launch list of another feature's own (the favourites): the launches it selects, and what an
/// empty selection should say. Given to ``LaunchListing``, it makes that feature's command,
/// method and screen with the same query, table, items and empty messages as `launches`.
package struct LaunchScope: Sendable {
  /// What ``Screen/dependencyDidChange(_:)`` topic changes the selection (`favourites`).
  package var topic: String
  /// The launch ids selected now.
  package var ids: @Sendable () -> Set<String>
  /// What an empty selection says (how to add one), instead of "No launches".
  package var emptyMessage: Phrase

  package init(topic: String, ids: @escaping @Sendable () -> Set<String>, emptyMessage: Phrase) {
    self.topic = topic
    self.ids = ids
    self.emptyMessage = emptyMessage
  }
}
