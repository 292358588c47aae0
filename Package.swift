// swift-tools-version: 6.2
//
// Style of this manifest:
// - one `// MARK:` section per module, sorted alphabetically, with its test target right after it;
// - one dependency per line, sorted;
// - settings shared by every target are applied in one loop at the bottom.
//
// The dependency lists *are* the architecture (see Modules/README.md): Domain targets see only Core,
// Data and Presentation see their Domain but never each other, and the executables see Presentation
// and AllFeatures but never a `…Data` target. Keep it that way; the compiler then enforces the layers.

import PackageDescription

var targets: [Target] = []

// MARK: - AllFeatures

targets += [
  .target(
    name: "AllFeatures",
    dependencies: [
      "AppContainer",
      "LaunchDetailData",
      "LaunchDetailPresentation",
      "LaunchesData",
      "LaunchesPresentation",
      "LaunchpadData",
      "LaunchpadPresentation",
      "RocketsData",
      "RocketsPresentation",
      "SettingsData",
      "SettingsPresentation",
    ],
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
      "AppContainer",
      "Core",
      "JSONRPC",
      "LaunchesData",
      "LaunchesDomain",
      "LaunchesPresentation",
    ],
    path: "Benchmarks/spacex-benchmarks"
  )
]

// MARK: - Core

targets += [
  .target(
    name: "Core",
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
    ],
    path: "Apps/spacex"
  ),
  .executableTarget(
    name: "spacex-rpc",
    dependencies: [
      "AllFeatures",
      "AppContainer",
      "Core",
      "JSONRPC",
    ],
    path: "Apps/spacex-rpc"
  ),
  // Runs the built executables as subprocesses, against a loopback API server written in Python
  // (LoopbackServer/), as users and editors do.
  .testTarget(
    name: "AppsTests",
    dependencies: [
      "OfflineSample",
      "TestSupport",
    ],
    exclude: [
      "LoopbackServer",
      "Support/openrpc_check.py",
    ]
  ),
]

// MARK: - JSONRPC

targets += [
  .target(
    name: "JSONRPC",
    path: "Modules/JSONRPC"
  ),
  .testTarget(
    name: "JSONRPCTests",
    dependencies: [
      "JSONRPC",
      "TestSupport",
    ]
  ),
]

// MARK: - LaunchDetail

targets += [
  .target(
    name: "LaunchDetailDomain",
    dependencies: [
      "Core"
    ],
    path: "Modules/LaunchDetail/LaunchDetailDomain"
  ),
  // The detail is built on the Launches feature's repository (a Domain protocol), so Data sees
  // LaunchesDomain too; it never sees another feature's Data or Presentation.
  .target(
    name: "LaunchDetailData",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchDetailDomain",
      "LaunchesDomain",
    ],
    path: "Modules/LaunchDetail/LaunchDetailData"
  ),
  .target(
    name: "LaunchDetailPresentation",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "LaunchDetailDomain",
    ],
    path: "Modules/LaunchDetail/LaunchDetailPresentation"
  ),
  .testTarget(
    name: "LaunchDetailDataTests",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchDetailData",
      "LaunchDetailDomain",
      "LaunchesData",
      "OfflineSample",
      "TestSupport",
    ]
  ),
  // Presenter goldens are built from the offline sample through the real repositories, so they
  // show real launches; hence the Data targets here (tests may see everything).
  .testTarget(
    name: "LaunchDetailPresentationTests",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchDetailData",
      "LaunchDetailDomain",
      "LaunchDetailPresentation",
      "LaunchesData",
      "TestSupport",
    ]
  ),
]

// MARK: - Launches

targets += [
  .target(
    name: "LaunchesDomain",
    dependencies: [
      "Core"
    ],
    path: "Modules/Launches/LaunchesDomain"
  ),
  .target(
    name: "LaunchesData",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesDomain",
    ],
    path: "Modules/Launches/LaunchesData"
  ),
  .target(
    name: "LaunchesPresentation",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "LaunchesDomain",
    ],
    path: "Modules/Launches/LaunchesPresentation"
  ),
  .testTarget(
    name: "LaunchesDomainTests",
    dependencies: [
      "Core",
      "LaunchesDomain",
      "TestSupport",
    ]
  ),
  .testTarget(
    name: "LaunchesDataTests",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesData",
      "LaunchesDomain",
      "OfflineSample",
      "TestSupport",
    ]
  ),
  .testTarget(
    name: "LaunchesPresentationTests",
    dependencies: [
      "Core",
      "LaunchesDomain",
      "LaunchesPresentation",
      "TestSupport",
    ]
  ),
]

// MARK: - Launchpad

targets += [
  .target(
    name: "LaunchpadDomain",
    dependencies: [
      "Core"
    ],
    path: "Modules/Launchpad/LaunchpadDomain"
  ),
  // Launchpad counts include the launches only Launch Library 2 knows, from the Launches
  // feature's repository (a Domain protocol, resolved from the container).
  .target(
    name: "LaunchpadData",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesDomain",
      "LaunchpadDomain",
    ],
    path: "Modules/Launchpad/LaunchpadData"
  ),
  // A launchpad lists its launches with the Launches feature's query (a Domain type).
  .target(
    name: "LaunchpadPresentation",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "LaunchesDomain",
      "LaunchpadDomain",
    ],
    path: "Modules/Launchpad/LaunchpadPresentation"
  ),
  .testTarget(
    name: "LaunchpadPresentationTests",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesData",
      "LaunchpadData",
      "LaunchpadDomain",
      "LaunchpadPresentation",
      "TestSupport",
    ]
  ),
]

// MARK: - OfflineSample

targets += [
  .target(
    name: "OfflineSample",
    path: "Modules/OfflineSample"
  ),
  .testTarget(
    name: "OfflineSampleTests",
    dependencies: [
      "OfflineSample"
    ]
  ),
]

// MARK: - Rockets

targets += [
  .target(
    name: "RocketsDomain",
    dependencies: [
      "Core"
    ],
    path: "Modules/Rockets/RocketsDomain"
  ),
  .target(
    name: "RocketsData",
    dependencies: [
      "AppContainer",
      "Core",
      "LaunchesDomain",
      "RocketsDomain",
    ],
    path: "Modules/Rockets/RocketsData"
  ),
  .target(
    name: "RocketsPresentation",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "RocketsDomain",
    ],
    path: "Modules/Rockets/RocketsPresentation"
  ),
  .testTarget(
    name: "RocketsDataTests",
    dependencies: [
      "AppContainer",
      "Core",
      "OfflineSample",
      "RocketsData",
      "RocketsDomain",
      "TestSupport",
    ]
  ),
  .testTarget(
    name: "RocketsPresentationTests",
    dependencies: [
      "Core",
      "RocketsDomain",
      "RocketsPresentation",
      "TestSupport",
    ]
  ),
]

// MARK: - Settings

targets += [
  .target(
    name: "SettingsDomain",
    dependencies: [
      "Core"
    ],
    path: "Modules/Settings/SettingsDomain"
  ),
  .target(
    name: "SettingsData",
    dependencies: [
      "AppContainer",
      "Core",
      "SettingsDomain",
    ],
    path: "Modules/Settings/SettingsData"
  ),
  .target(
    name: "SettingsPresentation",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "SettingsDomain",
    ],
    path: "Modules/Settings/SettingsPresentation"
  ),
  .testTarget(
    name: "SettingsPresentationTests",
    dependencies: [
      "AppContainer",
      "Core",
      "JSONRPC",
      "SettingsData",
      "SettingsDomain",
      "SettingsPresentation",
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
      "OfflineSample",
      "RocketsDomain",
    ],
    path: "Tests/TestSupport"
  )
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
