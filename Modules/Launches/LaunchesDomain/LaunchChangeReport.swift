import Core
import Foundation

/// What changed since a moment (of one rocket's launches, when asked): the ledger's changes,
/// newest first, each with the launch as the catalog knows it now.
package struct LaunchChangeReport: Sendable, Hashable {
  package struct Entry: Sendable, Hashable {
    /// A change the ledger recorded, or one of Launch Library 2's editors' notes on the launch.
    package enum What: Sendable, Hashable {
      case change(LaunchChange)
      case note(LaunchNote, at: Date)
    }

    package var what: What
    /// The launch by the id the change or note names (LL2's, for a change).
    package var launchID: String
    /// The launch now, with its rocket's and pad's names; `nil` when the catalog could not be
    /// loaded or no longer lists it.
    package var launch: LaunchSummary?

    package init(change: LaunchChange, launch: LaunchSummary?) {
      (what, launchID, self.launch) = (.change(change), change.launchID, launch)
    }

    package init(note: LaunchNote, at: Date, launch: LaunchSummary) {
      (what, launchID, self.launch) = (.note(note, at: at), launch.launch.id, launch)
    }

    /// The change, for a change.
    package var change: LaunchChange? {
      if case .change(let change) = what { change } else { nil }
    }

    /// When it was seen (a change) or written (a note).
    package var at: Date {
      switch what {
      case .change(let change): change.seenAt
      case .note(_, let at): at
      }
    }

    /// Unique in a report: the same sync may see a launch's date and status change.
    package var id: String {
      switch what {
      case .change(let change): "\(change.launchID)@\(APIDate.format(change.seenAt))#\(change.kind.rawValue)"
      case .note(let note, let at): "\(launchID)@\(APIDate.format(at))#note\(note.id.map { "-\($0)" } ?? "")"
      }
    }

    /// The launch's name now, else when the change was seen.
    package var name: String {
      if let launch { return launch.launch.name }
      if case .change(let change) = what { return change.launchName }
      return launchID
    }
  }

  package var since: Date
  package var entries: [Entry]

  package init(since: Date, entries: [Entry]) {
    self.since = since
    self.entries = entries
  }

  /// - Parameters:
  ///   - catalog: for names and the rocket filter; `nil` lists the changes by their recorded names.
  ///   - rocket: a rocket reference, as the launch query takes it.
  /// - Throws: ``LaunchesError`` for an unknown rocket, or one asked for without a catalog.
  ///   - notes: Launch Library 2's editors' notes written since then too, interleaved by time
  ///     (they come from the catalog: none without it).
  package static func make(
    _ changes: [LaunchChange], catalog: LaunchCatalog?, since: Date, rocket: String?, notes: Bool = false
  ) throws(LaunchesError) -> LaunchChangeReport {
    var byID: [String: Launch] = [:]
    for launch in catalog?.launches ?? [] {
      byID[launch.id] = launch
      if let other = launch.launchLibraryID { byID[other] = launch }
    }
    var allowed: Set<String>?
    if let rocket {
      guard let catalog else { throw .unavailable("the launches could not be loaded to filter by rocket") }
      var query = LaunchQuery()
      query.rocket = rocket
      query.limit = catalog.launches.count + 1
      allowed = Set(try query.run(on: catalog).items.map(\.launch.id))
    }
    var entries = changes.reversed().filter { $0.seenAt >= since }.compactMap { change -> Entry? in
      let launch = byID[change.launchID]
      if let allowed, !allowed.contains(launch?.id ?? "") { return nil }
      return Entry(change: change, launch: launch.flatMap { catalog?.summary(of: $0) })
    }
    if notes, let catalog {
      // Only Launch Library 2's launches have notes; a note with no time has no place in time.
      for launch in catalog.launches where launch.launchLibraryID != nil && allowed?.contains(launch.id) ?? true {
        for note in launch.launchDay.notes ?? [] {
          guard let at = note.at, at >= since else { continue }
          entries.append(Entry(note: note, at: at, launch: catalog.summary(of: launch)))
        }
      }
      // Newest first, a change before a note of the same moment (the ledger's order kept).
      entries = entries.enumerated().sorted { a, b in
        a.element.at != b.element.at ? a.element.at > b.element.at : a.offset < b.offset
      }.map(\.element)
    }
    return LaunchChangeReport(since: since, entries: entries)
  }
}
