import Foundation

/// What the suites that time the installed release (`freshness`, `unreachable`) start from: the
/// builds to run (`--bin DIR`, and an older one with `--baseline-bin DIR`) and a work directory
/// whose cache holds the merged catalog from `../shared`.
struct InstalledBuilds {
  /// Each build's label (`this build`, `baseline`) and the directory of its binaries.
  var builds: [(label: String, bin: URL)]
  /// Removed by ``remove()``.
  var work: URL
  var cache: URL { work.appendingPathComponent("cache") }
  /// How many launches the merged catalog in ``cache`` holds.
  var merged: Int

  /// `nil`, having said why, when `../shared` or a build's `spacex` is missing.
  static func prepare(_ suite: String, arguments: [String]) async throws -> InstalledBuilds? {
    guard let capture = Paths.capture, let launchLibrary = Paths.launchLibraryCapture else {
      print("\nskipped \(suite): needs ../shared/spacex-api-v4 and ../shared/launch-library-2 beside the package")
      return nil
    }
    var builds = [("this build", StartupBenchmarks.binDirectory(arguments))]
    if let index = arguments.firstIndex(of: "--baseline-bin"), arguments.indices.contains(index + 1) {
      builds.append(("baseline", URL(fileURLWithPath: arguments[index + 1])))
    }
    for (_, bin) in builds
    where !FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("spacex").path) {
      print("\nskipped \(suite): no spacex in \(bin.path) (run Apps/install, or pass --bin DIR)")
      return nil
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-\(suite)-\(UUID().uuidString)")
    let merged = try await MergedBenchmarks.fillMergedCache(
      work.appendingPathComponent("cache"), capture: capture, launchLibrary: launchLibrary)
    return InstalledBuilds(builds: builds, work: work, merged: merged)
  }

  func remove() { try? FileManager.default.removeItem(at: work) }
}
