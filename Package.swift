// swift-tools-version: 6.2
//
// Style of this manifest:
// - each feature is one line in `features` (see "Features" below): its Domain, Data and
//   Presentation targets, their test targets and their AllFeatures edges are made from it;
// - every other module has one `// MARK:` section, sorted alphabetically, its test target after it;
// - one dependency per line, sorted;
// - settings shared by every target are applied in one loop at the bottom.
//
// To add a feature: create Modules/<Name>/<Name>Domain, …Data and …Presentation (and the test
// folders you want under Tests/), add one line to `features`, and one line to
// Modules/AllFeatures/AllFeatures.swift. Modules/README.md has the whole checklist.
//
// The dependency lists *are* the architecture (see Modules/README.md): Domain targets see only Core,
// Data and Presentation see their Domain but never each other, and the executables see Presentation
// and AllFeatures but never a `…Data` target. Keep it that way; the compiler then enforces the layers.

import PackageDescription

var targets: [Target] = []

// MARK: - Features

// First: the manifest runs top to bottom, and AllFeatures below is made from this list.

/// The layers of a feature, for naming its test targets.
enum Layer: String {
  case domain = "Domain"
  case data = "Data"
  case presentation = "Presentation"
}

/// One feature, stated once. Its targets are `Modules/<name>/<name>Domain` (on Core alone),
/// `…Data` (AppContainer, Core, its Domain) and `…Presentation` (AppContainer, Core, its Domain,
/// and JSONRPC when `rpc`); `data` and `presentation` name other features whose Domain that target builds on (a
/// launch detail is built on the Launches repository, a protocol of LaunchesDomain), and
/// `showsWith` features whose Presentation it reuses (a list of favourites is shown with the
/// launch list's command, method, screen and table, over a `LaunchScope`). Its test
/// targets, `Tests/<name><Layer>Tests`, may see the feature whole, the Data of the features it
/// builds on, the offline sample and TestSupport.
struct FeatureSpec {
  var name: String
  /// Its Presentation writes JSON-RPC values of its own (params, schemas, methods); one that
  /// only declares a collection (AppContainer's `CollectionDeclaration`) does not.
  var rpc = false
  var data: [String] = []
  var presentation: [String] = []
  var showsWith: [String] = []
  var tests: [Layer] = []

  var targets: [Target] {
    let domain = name + "Domain"
    let dataTarget = name + "Data"
    let presentationTarget = name + "Presentation"
    let uses = Set(data + presentation + showsWith)
    let testDependencies =
      ["AppContainer", "Core", "JSONRPC", "OfflineSample", "TestSupport", domain, dataTarget, presentationTarget]
      + uses.flatMap { [$0 + "Domain", $0 + "Data"] } + showsWith.map { $0 + "Presentation" }
    return [
      .target(name: domain, dependencies: edges(["Core"]), path: "Modules/\(name)/\(domain)"),
      .target(
        name: dataTarget, dependencies: edges(["AppContainer", "Core", domain] + data.map { $0 + "Domain" }),
        path: "Modules/\(name)/\(dataTarget)"),
      .target(
        name: presentationTarget,
        dependencies: edges(
          ["AppContainer", "Core", domain] + (rpc ? ["JSONRPC"] : []) + presentation.map { $0 + "Domain" }
            + showsWith.map { $0 + "Presentation" }),
        path: "Modules/\(name)/\(presentationTarget)"),
    ] + tests.map { .testTarget(name: name + $0.rawValue + "Tests", dependencies: edges(testDependencies)) }
  }
}

/// Names as dependencies, sorted and once each.
func edges(_ names: [String]) -> [Target.Dependency] {
  Set(names).sorted().map { .init(stringLiteral: $0) }
}

/// Every feature. Rockets and launchpads count the flights only Launch Library 2 knows, from the
/// Launches repository; a launch detail is built on it; a launchpad and a rocket list their
/// launches under their cards with the launch query, as the same launch items; the favourites are a launch list of their own.
let features: [FeatureSpec] = [
  FeatureSpec(name: "Boosters", data: ["Launches"], tests: [.data, .presentation]),
  FeatureSpec(name: "Capsules", data: ["Launches"], tests: [.data]),
  FeatureSpec(name: "Crew", data: ["Launches"], tests: [.presentation]),
  FeatureSpec(
    name: "Favourites", rpc: true, presentation: ["Launches"], showsWith: ["Launches"], tests: [.presentation]),
  FeatureSpec(
    name: "LaunchDetail", rpc: true, data: ["Launches"], presentation: ["Launches"], showsWith: ["Launches"],
    tests: [.data, .presentation]),
  FeatureSpec(name: "Landpads", data: ["Launches"], tests: [.data]),
  FeatureSpec(name: "Payloads", data: ["Launches"], tests: [.presentation]),
  FeatureSpec(name: "Launches", rpc: true, tests: [.domain, .data, .presentation]),
  FeatureSpec(
    name: "Launchpad", data: ["Launches"], presentation: ["Launches"], showsWith: ["Launches"],
    tests: [.presentation]),
  FeatureSpec(
    name: "Rockets", data: ["Launches"], presentation: ["Launches"], showsWith: ["Launches"],
    tests: [.data, .presentation]),
  FeatureSpec(name: "Settings", rpc: true, tests: [.presentation]),
  FeatureSpec(name: "Sky", rpc: true, data: ["Launches", "Launchpad"], tests: [.domain, .presentation]),
  FeatureSpec(
    name: "Stats", rpc: true, data: ["Boosters", "Landpads", "Launches"], presentation: ["Launches"],
    tests: [.domain, .presentation]),
  FeatureSpec(
    name: "Ships", data: ["Launches"], presentation: ["Launches"], showsWith: ["Launches"],
    tests: [.presentation]),
]

/// AllFeatures registers each feature's Data and Presentation sides.
let featureEdges = edges(features.flatMap { [$0.name + "Data", $0.name + "Presentation"] })

targets += features.flatMap(\.targets)

// MARK: - AllFeatures

targets += [
  .target(
    name: "AllFeatures",
    dependencies: ["AppContainer"].map(Target.Dependency.init(stringLiteral:)) + featureEdges,
    path: "Modules/AllFeatures"
  ),
  .testTarget(
    name: "AllFeaturesTests",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "Core",
      "JSONRPC",
      "TestSupport",
    ]
  ),
]

// MARK: - AppContainer

targets += [
  .target(
    name: "AppContainer",
    dependencies: [
      "Core",
      "JSONRPC",
      "OfflineSample",
    ],
    path: "Modules/AppContainer"
  ),
  .testTarget(
    name: "AppContainerTests",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "TestSupport",
    ]
  ),
]

// MARK: - Benchmarks

targets += [
  .executableTarget(
    name: "spacex-benchmarks",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "Core",
      "JSONRPC",
      "LaunchesData",
      "LaunchesDomain",
      "LaunchesPresentation",
      "LoopbackPorts",
    ],
    path: "Benchmarks/spacex-benchmarks"
  )
]

// MARK: - Core

targets += [
  .target(
    name: "Core",
    dependencies: ["Locking"],
    path: "Modules/Core"
  ),
  .testTarget(
    name: "CoreTests",
    dependencies: [
      "Core",
      "TestSupport",
    ]
  ),
]

// MARK: - Executables

targets += [
  .executableTarget(
    name: "spacex",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "Core",
      "JSONRPC",
      "TerminalBrowser",
    ],
    path: "Apps/spacex",
    exclude: ["FullScreen", "README.md"]
  ),
  // `spacex browse` on a terminal, full screen: it draws the view host's lines (the same that
  // `spacex-rpc` sends an editor) and lays nothing out itself; the line mode stays in Apps/spacex.
  .target(
    name: "TerminalBrowser",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
    ],
    path: "Apps/spacex/FullScreen"
  ),
  .testTarget(
    name: "TerminalBrowserTests",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "TerminalBrowser",
      "TestSupport",
    ]
  ),
  .executableTarget(
    name: "spacex-rpc",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "RPCServer",
    ],
    path: "Apps/spacex-rpc",
    exclude: ["Server", "README.md"]
  ),
  // The server itself, for any set of features: spacex-rpc serves AllFeatures, the test host
  // (Tests/Fixtures/spacex-rpc-test-host) adds a made-up feature to prove the plugin boundary.
  .target(
    name: "RPCServer",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
    ],
    path: "Apps/spacex-rpc/Server"
  ),
  // spacex-rpc with one more feature, registered only here: a made-up collection that the
  // Neovim plugin must draw, open and complete with no change of its own.
  .executableTarget(
    name: "spacex-rpc-test-host",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "Core",
      "JSONRPC",
      "RPCServer",
    ],
    path: "Tests/Fixtures/spacex-rpc-test-host"
  ),
  // What the tests of the frontends share: the built executables run as subprocesses (as users and
  // editors run them) against a loopback API server written in Python (LoopbackServer/).
  .target(
    name: "AppsTestSupport",
    dependencies: [
      "Core",
      "OfflineSample",
      "TestSupport",
    ],
    path: "Tests/AppsTestSupport",
    exclude: [
      "LoopbackServer",
      "openrpc_check.py",
      "ics_check.py",
      "pty_type.py",
    ]
  ),
  // The tests of each frontend, by what they drive: `spacex` in a terminal or a pipe, the
  // JSON-RPC server `spacex-rpc`, and the editor clients (spacex.nvim, spacex.el) on it.
  .testTarget(
    name: "TerminalTests",
    dependencies: [
      "AppsTestSupport",
      "Core",
      "Locking",
      "OfflineSample",
      "TestSupport",
    ]
  ),
  .testTarget(
    name: "RPCServerTests",
    dependencies: [
      "AppsTestSupport",
      "TestSupport",
    ]
  ),
  .testTarget(
    name: "EditorClientsTests",
    dependencies: [
      "AppsTestSupport",
      "TestSupport",
    ]
  ),
  // Rules about the repository itself: the layering's import check, no wall-clock bound in a test.
  .testTarget(
    name: "RepositoryRulesTests",
    dependencies: [
      "AppsTestSupport",
      "TestSupport",
    ]
  ),
]

// MARK: - Locking

// The lock everything shares (`Locked`), beneath Core and JSONRPC, which depends on nothing else of
// ours; Core re-exports it, so a Domain target still imports Core alone.
targets += [
  .target(
    name: "Locking",
    path: "Modules/Locking"
  )
]

// MARK: - JSONRPC

targets += [
  .target(
    name: "JSONRPC",
    dependencies: ["Locking"],
    path: "Modules/JSONRPC"
  ),
  .testTarget(
    name: "JSONRPCTests",
    dependencies: [
      "JSONRPC",
      "Locking",
      "TestSupport",
    ]
  ),
]

// MARK: - OfflineSample

targets += [
  .target(
    name: "OfflineSample",
    path: "Modules/OfflineSample",
    // The data as JSON and the scripts that make Generated/ from it: only Generated/ compiles.
    exclude: ["JSON", "Tools", "README.md"]
  ),
  .testTarget(
    name: "OfflineSampleTests",
    dependencies: [
      "OfflineSample",
      "TestSupport",
    ]
  ),
]

// MARK: - TestSupport

targets += [
  .target(
    name: "TestSupport",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesDomain",
      "Locking",
      "LoopbackPorts",
      "RocketsDomain",
    ],
    path: "Tests/TestSupport"
  ),
  // Ports that never answer, for the tests and the benchmarks of an unreachable network.
  .target(
    name: "LoopbackPorts",
    dependencies: ["Locking"],
    path: "Tests/LoopbackPorts"
  ),
]

// MARK: - Shared settings

// `InternalImportsByDefault` is left out on purpose: every module here is `package`-visible to its
// siblings, so it would only add `package import` bookkeeping to almost every file.
for target in targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .treatAllWarnings(as: .error),
      .unsafeFlags([
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
        // Every function its own section, private ones included, so the release link can lay out
        // the start-up's functions together (Apps/link-order.txt, see Apps/install).
        "-Xfrontend", "-function-sections",
      ]),
    ]
}

let package = Package(
  name: "spacex",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "spacex", targets: ["spacex"]),
    .executable(name: "spacex-rpc", targets: ["spacex-rpc"]),
  ],
  targets: targets
)
