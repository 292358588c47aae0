import Core
import Foundation
import LaunchesDomain

/// What changed between two copies of Launch Library 2's launches, as the ledger records it.
enum LaunchChangeDetection {
  /// A date that moved less than this is the same instant written differently (fractions).
  static let smallestMove: TimeInterval = 1

  /// The changes from `before` to `after`, launch by launch in `after`'s order (date, status, pad,
  /// name, webcast), a launch `before` did not have as new. Launches `after` lacks are not changes:
  /// an update brings only what changed.
  static func changes(
    from before: [LaunchLibraryRecord], to after: [LaunchLibraryRecord], seenAt: Date
  ) -> [LaunchChange] {
    let previous = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    var changes: [LaunchChange] = []
    for record in after {
      func change(_ kind: LaunchChange.Kind, _ from: String?, _ to: String?) -> LaunchChange {
        LaunchChange(seenAt: seenAt, launchID: record.id, launchName: record.mission, kind: kind, from: from, to: to)
      }
      guard let old = previous[record.id] else {
        var new = change(.new, nil, APIDate.format(record.net))
        new.toPrecision = record.netPrecision
        changes.append(new)
        continue
      }
      if abs(record.net.timeIntervalSince(old.net)) >= smallestMove || record.netPrecision != old.netPrecision {
        var moved = change(.date, APIDate.format(old.net), APIDate.format(record.net))
        moved.fromPrecision = old.netPrecision
        moved.toPrecision = record.netPrecision
        changes.append(moved)
      }
      if record.statusID != old.statusID {
        changes.append(change(.status, String(old.statusID), String(record.statusID)))
      }
      if (record.padID, record.padName) != (old.padID, old.padName), let pad = record.padName {
        changes.append(change(.pad, old.padName, pad))
      }
      if record.name != old.name {
        changes.append(change(.name, old.mission, record.mission))
      }
      // A copy older than the field knows nothing of the webcast: only a live one is news then.
      let wasLive = old.webcastLive ?? false
      if let live = record.webcastLive, live != wasLive, old.webcastLive != nil || live {
        changes.append(change(.webcast, String(wasLive), String(live)))
      }
    }
    return changes
  }
}

extension LaunchCatalog {
  /// Sets each launch's ``LaunchDay/revision`` to the number of changes recorded of it.
  /// - Parameter counts: changes by Launch Library 2 id.
  mutating func countChanges(_ counts: [String: Int]) {
    guard !counts.isEmpty else { return }
    // One assignment: each change of `launches` rebuilds the index.
    launches = launches.map { launch in
      guard let id = launch.launchLibraryID, let count = counts[id] else { return launch }
      var counted = launch
      counted.launchDay.revision = count
      return counted
    }
  }
}
