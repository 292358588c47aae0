import Core
import Foundation
import LaunchesDomain

/// A small catalog with the cases lists must get right: a failure, a success, a crewed flight,
/// an upcoming launch known only to the month, an overdue one, and two launches sharing a date
/// and a flight number (the API has such pairs).
extension LaunchCatalog {
  package static let mock = LaunchCatalog(
    launches: [
      .mock("falconsat", 1, "FalconSat", "2006-03-24T22:30:00.000Z", rocket: "f1", pad: "kwaj", success: false),
      .mock("ratsat", 4, "RatSat", "2008-09-28T23:15:00.000Z", rocket: "f1", pad: "kwaj", success: true),
      .mock("crs7", 24, "CRS-7", "2015-06-28T14:21:00.000Z", rocket: "f9", pad: "slc40", success: false),
      .mock(
        "turkmen", 23, "TürkmenÄlem 52°E / MonacoSAT", "2015-04-27T23:03:00.000Z", rocket: "f9", pad: "slc40",
        success: true),
      .mock(
        "demo2", 94, "CCtCap Demo Mission 2", "2020-05-30T19:22:00.000Z", rocket: "f9", pad: "lc39a", success: true),
      .mock(
        "twinA", 188, "Twin A", "2022-10-08T23:05:00.000Z", rocket: "f9", pad: "slc40", success: nil, upcoming: true),
      .mock(
        "twinB", 188, "Twin B", "2022-10-08T23:05:00.000Z", rocket: "fh", pad: "lc39a", success: nil, upcoming: true),
      .mock(
        "o3b", 196, "O3b mPower 1,2", "2022-11-01T00:00:00.000Z", rocket: "f9", pad: "slc40", success: nil,
        upcoming: true, precision: .month),
      .mock(
        "future", 300, "Future Mission", "2030-06-01T00:00:00.000Z", rocket: "f9", pad: "slc40", success: nil,
        upcoming: true, precision: .quarter),
    ],
    rockets: [
      .init(id: "f1", name: "Falcon 1"), .init(id: "f9", name: "Falcon 9"), .init(id: "fh", name: "Falcon Heavy"),
    ],
    launchpads: [
      .init(id: "kwaj", name: "Kwajalein Atoll"), .init(id: "slc40", name: "CCSFS SLC 40"),
      .init(id: "lc39a", name: "KSC LC 39A"),
    ])
}

extension Launch {
  package static func mock(
    _ id: String, _ flight: Int, _ name: String, _ date: String, rocket: String, pad: String, success: Bool?,
    upcoming: Bool = false, precision: DatePrecision = .hour
  ) -> Launch {
    Launch(
      id: id, flightNumber: flight, name: name, date: APIDate.parse(date) ?? .distantPast, datePrecision: precision,
      isUpcoming: upcoming, success: success, rocketID: rocket, launchpadID: pad)
  }

  /// An upcoming Falcon 9 launch from SLC 40 with no flight number yet, dated as precisely as given.
  package static func mock(_ id: String, _ name: String, _ date: String, precision: DatePrecision) -> Launch {
    Launch(
      id: id, flightNumber: nil, name: name, date: APIDate.parse(date) ?? .distantPast, datePrecision: precision,
      isUpcoming: true, success: nil, rocketID: "f9", launchpadID: "slc40")
  }
}

/// A ``LaunchRepository`` over a fixed catalog, counting its calls.
package struct StaticLaunchRepository: LaunchRepository {
  package var catalog: LaunchCatalog
  package var provenance: Provenance

  package init(
    _ catalog: LaunchCatalog = .mock,
    provenance: Provenance = Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now)
  ) {
    self.catalog = catalog
    self.provenance = provenance
  }

  package func catalog(refresh: Bool) async throws(LaunchesError) -> Sourced<LaunchCatalog> {
    Sourced(catalog, provenance: provenance)
  }
}
