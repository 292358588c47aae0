import Core
import Foundation

/// What changed since a moment (of one rocket's launches, when asked): the ledger's changes,
/// newest first, each with the launch as the catalog knows it now.
package struct LaunchChangeReport: Sendable, Hashable {
  package struct Entry: Sendable, Hashable {
    package var change: LaunchChange
    /// The launch now, with its rocket's and pad's names; `nil` when the catalog could not be
    /// loaded or no longer lists it.
    package var launch: LaunchSummary?

    package init(change: LaunchChange, launch: LaunchSummary?) {
      self.change = change
      self.launch = launch
    }

    /// Unique in a report: the same sync may see a launch's date and status change.
    package var id: String { "\(change.launchID)@\(APIDate.format(change.seenAt))#\(change.kind.rawValue)" }
    /// The launch's name now, else when the change was seen.
    package var name: String { launch?.launch.name ?? change.launchName }
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
  package static func make(
    _ changes: [LaunchChange], catalog: LaunchCatalog?, since: Date, rocket: String?
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
    let entries = changes.reversed().filter { $0.seenAt >= since }.compactMap { change -> Entry? in
      let launch = byID[change.launchID]
      if let allowed, !allowed.contains(launch?.id ?? "") { return nil }
      return Entry(change: change, launch: launch.flatMap { catalog?.summary(of: $0) })
    }
    return LaunchChangeReport(since: since, entries: entries)
  }
}
