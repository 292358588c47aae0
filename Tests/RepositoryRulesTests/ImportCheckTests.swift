import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// CI's layering check (`.ci/check-imports.py`) on small packages made for it: it must refuse a
/// frontend importing a Data module it reaches only through AllFeatures, an edge against the
/// layering rules, and an edge nothing imports; and pass a package that keeps the rules.
@Suite struct ImportCheckTests {
  static let script = Executable.packageRoot.appendingPathComponent(".ci/check-imports.py")

  /// Writes `files` under a scratch root, describes `targets` like `swift package dump-package`,
  /// runs the check there, and returns its exit status and output.
  static func check(targets: [(name: String, path: String, dependencies: [String])], files: [String: String]) throws
    -> (Int32, String)
  {
    let root = try TemporaryDirectory("spacex-imports")
    defer { root.remove() }
    for (path, text) in files {
      let url = root.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let manifest: [String: Any] = [
      "targets": targets.map { target in
        [
          "name": target.name, "path": target.path, "type": "regular",
          "dependencies": target.dependencies.map { ["byName": [$0, NSNull()]] },
        ] as [String: Any]
      }
    ]
    let json = root.url.appendingPathComponent("package.json")
    try JSONSerialization.data(withJSONObject: manifest).write(to: json)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, json.path]
    process.currentDirectoryURL = root.url
    let output = Pipe()
    process.standardOutput = output
    try process.runBounded()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  static let layered: [(name: String, path: String, dependencies: [String])] = [
    ("Core", "Modules/Core", []), ("ThingsDomain", "Modules/Things/ThingsDomain", ["Core"]),
    ("ThingsData", "Modules/Things/ThingsData", ["Core", "ThingsDomain"]),
    ("AllFeatures", "Modules/AllFeatures", ["ThingsData"]), ("app", "Apps/app", ["AllFeatures", "Core"]),
  ]
  static let files = [
    "Modules/Core/Core.swift": "import Foundation\n",
    "Modules/Things/ThingsDomain/Thing.swift": "import Core\n",
    "Modules/Things/ThingsData/Repository.swift": "import Core\nimport ThingsDomain\n",
    "Modules/AllFeatures/All.swift": "import ThingsData\n",
    "Apps/app/main.swift": "import AllFeatures\nimport Core\n",
  ]

  @Test func aPackageThatKeepsTheRules_Passes() throws {
    let (status, output) = try Self.check(targets: Self.layered, files: Self.files)
    #expect(status == 0, "\(output)")
  }

  @Test func aFrontendImportingADataModule_Fails() throws {
    var files = Self.files
    files["Apps/app/main.swift"] = "import AllFeatures\nimport Core\nimport ThingsData\n"
    let (status, output) = try Self.check(targets: Self.layered, files: files)
    #expect(status == 1)
    #expect(output.contains("Apps/app/main.swift:3: app imports ThingsData without depending on it"), "\(output)")
  }

  @Test func anEdgeAgainstTheRules_OrUnused_Fails() throws {
    var targets = Self.layered
    targets[1].dependencies = ["Core", "ThingsData"]  // a Domain on Data
    targets[4].dependencies = ["AllFeatures", "Core", "ThingsDomain"]  // nothing imports ThingsDomain there
    let (status, output) = try Self.check(targets: targets, files: Self.files)
    #expect(status == 1)
    #expect(output.contains("ThingsDomain depends on ThingsData: a Domain target depends on Core alone"), "\(output)")
    #expect(output.contains("app depends on ThingsDomain, which none of its files imports"), "\(output)")
  }
}
