import Foundation

/// The offline sample compiled into both executables, so a fresh install works with no network.
///
/// Each collection is kept in the API's own JSON shape and served by path, as if the API had
/// answered, so the sample goes through exactly the decoding path live data does. The JSON sits
/// in raw string literals rather than SwiftPM resources: literals compile in seconds (an
/// `embedInCode` byte array of the same size takes the compiler most of a minute) and need no
/// bundle next to the binary.
package enum OfflineSample {
  /// When the SpaceX API data the sample's facts come from was captured. The API itself stopped
  /// receiving updates in late 2022.
  package static let capturedAt = Date(timeIntervalSince1970: 1_695_000_000)  // 2023-09-18

  /// When the Launch Library 2 part was captured: its newest `last_updated`.
  package static let launchLibraryCapturedAt = Date(timeIntervalSince1970: 1_784_557_183)  // 2026-07-20 14:19:43 UTC

  /// The collection names the sample holds, as API paths.
  package static let collections = [
    "capsules", "cores", "crew", "landpads", "launches", "launchpads", "payloads", "rockets", "ships",
  ]

  /// The bytes `GET /v4/<path>` would return (for `ll2/launches`, Launch Library 2's SpaceX
  /// launches), or `nil` for a path the sample does not hold.
  package static func document(for path: String) -> Data? {
    let text: String? =
      switch path {
      case "capsules": capsulesJSON
      case "cores": coresJSON
      case "crew": crewJSON
      case "landpads": landpadsJSON
      case "launches": launchesJSON
      case "launchpads": launchpadsJSON
      case "payloads": payloadsJSON
      case "rockets": rocketsJSON
      case "ships": shipsJSON
      case "ll2/launches": launchLibraryLaunchesJSON
      default: nil
      }
    return text.map { Data($0.utf8) }
  }
}
