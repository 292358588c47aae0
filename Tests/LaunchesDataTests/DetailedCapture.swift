import Core
import Foundation

@testable import LaunchesData

/// The real detailed Launch Library 2 page in `../shared` (ten upcoming launches, July 2026), read
/// into records as the sync reads it.
enum DetailedCapture {
  static func records() throws -> [LaunchLibraryRecord] {
    let data = try Data(
      contentsOf: LaunchLibraryCaptureMergeTests.shared.appendingPathComponent(
        "launch-library-2/v2.2.0-upcoming-detailed-2026-07.json"))
    return try JSONDecoder.spaceXAPI().decode(LaunchLibraryPageDTO.self, from: data).results.elements
      .compactMap(LaunchLibraryRecord.init)
  }
}
