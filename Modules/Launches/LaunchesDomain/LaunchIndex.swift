import Core
import Foundation

/// What queries look at, one column per field, and the launches in newest-first order: built
/// once per catalog, so a query scans small arrays in order instead of filtering and sorting
/// whole launches every time.
package struct LaunchIndex: Sendable, Hashable {
  /// Indices into the catalog's launches, newest first (date, flight number, id; all descending).
  let newestFirst: [Int]
  let rocketIDs: [String?]
  let launchpadIDs: [String?]
  let success: [Bool?]
  let upcoming: [Bool]
  let years: [Int]
  let dates: [Date]
  /// Names lower-cased and without diacritics, as `search` compares them.
  let foldedNames: [String]

  init(_ launches: [Launch]) {
    rocketIDs = launches.map(\.rocketID)
    launchpadIDs = launches.map(\.launchpadID)
    success = launches.map(\.success)
    upcoming = launches.map(\.isUpcoming)
    years = launches.map { DateText.utcYear($0.date) }
    dates = launches.map(\.date)
    foldedNames = launches.map { LaunchIndex.fold($0.name) }
    let keys = launches.map { (date: $0.date, flight: $0.flightNumber, id: $0.id) }
    newestFirst = keys.indices.sorted { keys[$0] > keys[$1] }
  }

  /// How `search` compares text: any case, any accents.
  static func fold(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 }
      ? text.lowercased() : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
