import Foundation

/// Launch Library 2's `detailed` record of one launch (boosters with landings, crew, spacecraft),
/// as the Launches feature reaches LL2: within its request budget, and cached where its sync
/// keeps every record it reads. Registered by the Launches feature when LL2 is on, so a launch
/// card costs no request of its own.
package protocol LaunchLibraryRecords: Sendable {
  /// Where the record of launch `id` is cached (the sync writes it there).
  func cacheKey(id: String) -> String
  /// Fetches the record now, the one way every LL2 request goes.
  func detailed(id: String) async throws -> Data
}
