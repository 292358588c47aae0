import Foundation

extension Provenance {
  /// Where data drawn from the launches holds every launch up to: Launch Library 2's copy, the
  /// current source (the offline sample's only to its `completeThrough`); without it, the last
  /// launch the SpaceX API recorded an outcome for (`lastFlown`), since that API is frozen and a
  /// copy fetched today ends there. `nil` when nothing says.
  package func launchesCompleteThrough(lastFlown: Date?) -> Date? {
    if let current = part(.launchLibrary) { return current.completeThrough ?? current.fetchedAt }
    let fetched = part(.spaceXAPI).map { $0.completeThrough ?? $0.fetchedAt }
    guard let lastFlown else { return fetched }
    return min(lastFlown, fetched ?? lastFlown)
  }
}
