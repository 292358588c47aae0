import Foundation

/// The offline sample compiled into both executables, so a fresh install works with no network.
///
/// Every record of every SpaceX API v4 collection the product reads, and Launch Library 2's
/// SpaceX launches as its captures have them, each kept in the API's own JSON shape and served by
/// path as if the API had answered, so the sample goes through exactly the decoding path live data
/// does. Facts (ids, names, dates, numbers, flags, links) are as captured; free-text fields are
/// empty or written by us.
///
/// The data lives as JSON under `Modules/OfflineSample/JSON` (`Tools/import-captures.py` rebuilds
/// it from the captures); `Tools/generate-swift.py` turns it into `Generated/`, which is what
/// compiles. See the README beside them.
package enum OfflineSample {
  /// When the SpaceX API data the sample's facts come from was captured. The API itself stopped
  /// receiving updates in late 2022.
  package static let capturedAt = Date(timeIntervalSince1970: 1_695_000_000)  // 2023-09-18

  /// When the Launch Library 2 part was captured: its newest `last_updated`.
  package static let launchLibraryCapturedAt = Date(timeIntervalSince1970: 1_784_557_183)  // 2026-07-20 14:19:43 UTC

  /// The last launch the sample knows with every launch before it: Launch Library 2's capture of
  /// SpaceX's flown launches ends here (Starlink Group 4-36). Counts are complete to this moment;
  /// after it the sample holds only a few launches, as later captures saw them.
  package static let completeThrough = Date(timeIntervalSince1970: 1_666_277_400)  // 2022-10-20 14:50 UTC

  /// The collection names the sample holds, as API paths.
  package static let collections = [
    "capsules", "cores", "crew", "landpads", "launches", "launchpads", "payloads", "rockets", "ships",
  ]

  /// The bytes `GET /v4/<path>` would return (for `ll2/launches`, Launch Library 2's SpaceX
  /// launches), or `nil` for a path the sample does not hold.
  package static func document(for path: String) -> Data? {
    text(for: path).map { Data($0.utf8) }
  }
}
