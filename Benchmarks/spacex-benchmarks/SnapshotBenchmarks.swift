import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation

/// Building and diffing launch-list snapshots for large synthetic catalogs.
enum SnapshotBenchmarks {
  /// `count` launches over 2006–2022, unique ids, some sharing a date, a few month-precision.
  static func syntheticCatalog(count: Int) -> LaunchCatalog {
    let start = 1_143_239_400.0  // 2006-03-24
    let span = 1_672_531_200.0 - start  // to 2023-01-01
    let launches = (0..<count).map { index in syntheticLaunch(index, of: count, start: start, span: span) }
    return LaunchCatalog(
      launches: launches, rockets: [.init(id: "f1", name: "Falcon 1"), .init(id: "f9", name: "Falcon 9")],
      launchpads: [.init(id: "slc40", name: "CCSFS SLC 40")])
  }

  private static func syntheticLaunch(_ index: Int, of count: Int, start: Double, span: Double) -> Launch {
    let pairedIndex = Double(index / 2 * 2)  // pairs share a date, as some real launches do
    let date = Date(timeIntervalSince1970: start + span * pairedIndex / Double(count))
    let isUpcoming = index % 97 == 0
    let success: Bool? = isUpcoming ? nil : index % 23 != 0
    return Launch(
      id: String(format: "%024x", index), flightNumber: index + 1, name: "Synthetic Mission \(index)", date: date,
      datePrecision: index % 50 == 0 ? .month : .hour, isUpcoming: isUpcoming, success: success,
      rocketID: index % 3 == 0 ? "f1" : "f9", launchpadID: "slc40")
  }

  static func run(count: Int, runs: Int) {
    let catalog = syntheticCatalog(count: count)
    var query = LaunchQuery()
    query.limit = count
    let newest = (try? query.run(on: catalog).items) ?? []
    query.sort = .oldest
    let oldest = (try? query.run(on: catalog).items) ?? []
    let english = DisplayFormatter(settings: Settings(), timeZone: DateText.utc)
    let russian = DisplayFormatter(settings: Settings(language: .ru), timeZone: DateText.utc)

    let snapshot = LaunchListPresenter.snapshot(of: newest, formatter: english)
    let withoutLastPage = LaunchListPresenter.snapshot(of: Array(newest.dropLast(20)), formatter: english)
    let reversed = LaunchListPresenter.snapshot(of: oldest, formatter: english)
    let translated = LaunchListPresenter.snapshot(of: newest, formatter: russian)

    var sink = 0
    let baseline = Measurement.measure("baseline: sort \(count) launches newest-first", runs: runs) {
      sink &+= catalog.launches.sorted { $0.date > $1.date }.count
    }
    let rows = [
      Measurement.measure("build snapshot (ids only)", runs: runs) {
        sink &+= ListSnapshot(grouping: newest, section: { "\(DateText.utcYear($0.launch.date))" }, id: \.id).itemCount
      },
      Measurement.measure("build snapshot with row revisions", runs: runs) {
        sink &+= LaunchListPresenter.snapshot(of: newest, formatter: english).itemCount
      },
      Measurement.measure("diff: next page appended (20)", runs: runs) {
        sink &+= ListDiff(from: withoutLastPage, to: snapshot).inserted.count
      },
      Measurement.measure("diff: sort reversed", runs: runs) {
        sink &+= ListDiff(from: snapshot, to: reversed).moved.count
      },
      Measurement.measure("diff: language changed (all reloaded)", runs: runs) {
        sink &+= ListDiff(from: snapshot, to: translated).reloaded.count
      },
    ]
    report("Snapshots of \(count) synthetic launches (\(runs) runs)", baseline: baseline, rows)
    if sink == 42 { print("") }  // keeps the optimizer from dropping the work
  }
}
