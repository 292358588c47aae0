import Foundation
import OfflineSample
import TestSupport
import Testing

/// Both loopback APIs, with data shaped like the captures: the offline sample's SpaceX API
/// collections (CRS-26 given a wrong `launch_library_id`, naming Crew-5's LL2 launch) and its
/// Launch Library 2 launches (Starship prototypes with partial failures, month-precision and TBD
/// launches, an "Unknown Pad"), plus two launches dated after the test runs, which only a
/// fixture can have: "Fixture Mission A" in three days, "Fixture Mission B" some month ahead.
package struct LaunchLibraryFixture {
  package static let crew5 = "f33d5ece-e825-4cd8-809f-1d4c72a2e0d3"
  package static let koreasat = "a9fa3ed5-4988-4a72-b262-454e7b03ab50"

  package let data: TemporaryDirectory
  package let server: LoopbackServer
  package let sandbox: Sandbox

  package init() throws {
    data = try LoopbackServer.sampleDirectory()
    try Self.writeWrongLink(in: data.url)
    try Self.writeLaunchLibrary(in: data.url)
    server = try LoopbackServer(dataDirectory: data.url)
    sandbox = try Sandbox()
  }

  package var ll2URL: String { "http://127.0.0.1:\(server.port)/2.3.0" }

  /// Forgets that a provider could not be reached, as the verdict's minute passing would: the
  /// next command tries the network again.
  package func forgetTheNetworkVerdict() {
    try? FileManager.default.removeItem(at: sandbox.cacheDirectory.appendingPathComponent("network-verdict.json"))
  }

  package func environment(ll2URL: String? = nil, extra: [String: String] = [:]) -> [String: String] {
    sandbox.environment(apiURL: server.baseURL, ll2URL: ll2URL ?? self.ll2URL, extra: extra)
  }

  package func run(_ arguments: [String], ll2URL: String? = nil, extra: [String: String] = [:]) throws
    -> Executable.Result
  {
    try Executable.spacex.run(arguments, environment: environment(ll2URL: ll2URL, extra: extra))
  }

  /// Makes everything cached `seconds` older, as if the last sync had run that long ago: each
  /// cache file's header says when its body was fetched.
  package func backdateCache(by seconds: TimeInterval) throws {
    let files = FileManager.default.enumerator(at: sandbox.cacheDirectory, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      // Through a FileHandle: Foundation's Data(contentsOf:) leaks a page for every empty file
      // (a lock file here), which LeakSanitizer reports.
      guard let handle = try? FileHandle(forReadingFrom: file), let bytes = try? handle.readToEnd(),
        (try? handle.close()) != nil, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
        var header = try? JSONSerialization.jsonObject(with: bytes[..<newline]) as? [String: Any],
        header["format"] as? String == "spacex-cache", let fetchedAt = header["fetchedAt"] as? Double
      else { continue }
      header["fetchedAt"] = fetchedAt - seconds
      var rewritten = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])
      rewritten.append(bytes[newline...])
      try rewritten.write(to: file)
    }
  }

  /// Records `count` Launch Library 2 requests as sent a minute ago in the shared budget, as
  /// other processes spending it would have.
  package func spendTheBudget(_ count: Int) throws {
    let sent = Array(repeating: Date().timeIntervalSince1970 - 60, count: count)
    try JSONSerialization.data(withJSONObject: ["sent": sent]).write(
      to: sandbox.cacheDirectory.appendingPathComponent("launch-library-budget.json"))
  }

  /// Requests the Launch Library 2 stand-in counted against its limit (`api-throttle` is free).
  package func launchLibraryRequests() async throws -> Int {
    let counts = try JSONSerialization.jsonObject(with: try await server.control("requests")) as? [String: Int] ?? [:]
    return counts.filter { $0.key.hasPrefix("/2.3.0/") }.values.reduce(0, +)
  }

  package static let fixtureA = "00000000-0000-4000-8000-000000000001"

  /// Changes one launch the stand-in serves, as LL2 changes a launch between syncs: `change`
  /// edits its record, and its `last_updated` becomes now, so an update sync fetches it.
  package func amendLaunchLibrary(_ id: String, _ change: (inout [String: Any]) -> Void) throws {
    let file = data.url.appendingPathComponent("ll2-launches.json")
    var launches = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    let format = ISO8601DateFormatter()
    for index in launches.indices where launches[index]["id"] as? String == id {
      change(&launches[index])
      launches[index]["last_updated"] = format.string(from: Date())
    }
    try JSONSerialization.data(withJSONObject: launches).write(to: file)
  }

  /// The date the stand-in serves for launch `id`.
  package func launchLibraryDate(_ id: String) throws -> Date {
    let file = data.url.appendingPathComponent("ll2-launches.json")
    let launches = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    let net = launches.first { $0["id"] as? String == id }?["net"] as? String ?? ""
    return try #require(ISO8601DateFormatter().date(from: net))
  }

  package func close() {
    server.stop()
    sandbox.remove()
    data.remove()
  }

  private static func writeWrongLink(in directory: URL) throws {
    let file = directory.appendingPathComponent("launches.json")
    var launches = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    for index in launches.indices where launches[index]["name"] as? String == "CRS-26" {
      launches[index]["launch_library_id"] = crew5
    }
    try JSONSerialization.data(withJSONObject: launches).write(to: file)
  }

  /// What `mode=detailed` adds, in LL2 2.3.0's shape, for "Fixture Mission A" (a crewed flight);
  /// the stand-in serves it in the list too, where it is ignored.
  package static var detailedParts: [String: Any] {
    [
      "rocket": [
        "configuration": ["id": 164, "name": "Falcon 9"],
        "launcher_stage": [
          [
            "reused": true, "launcher_flight_number": 12,
            "launcher": ["id": 1, "serial_number": "B1077"],
            "landing": [
              "attempt": true, "success": NSNull(), "type": ["abbrev": "ASDS"],
              "landing_location": ["name": "A Shortfall of Gravitas", "abbrev": "ASOG"],
            ],
          ]
        ],
        "spacecraft_stage": [
          [
            "spacecraft": ["id": 5, "name": "Dragon Freedom", "serial_number": "C212", "status": ["name": "Active"]],
            "launch_crew": [
              [
                "role": ["role": "Commander"],
                "astronaut": ["id": 9, "name": "Fixture Astronaut", "agency": ["abbrev": "NASA"]],
              ]
            ],
          ]
        ],
      ],
      "mission": ["id": 77, "name": "Fixture Mission A", "type": "Human Exploration", "orbit": ["abbrev": "LEO"]],
      "vid_urls": [["url": "https://example.com/webcast"]],
    ]
  }

  private static func writeLaunchLibrary(in directory: URL) throws {
    let sample = try JSONSerialization.jsonObject(with: OfflineSample.document(for: "ll2/launches")!) as? [String: Any]
    var launches = sample?["results"] as? [[String: Any]] ?? []
    let template = launches.first { ($0["name"] as? String)?.hasSuffix("Hera") == true } ?? [:]
    let format = ISO8601DateFormatter()
    let now = Date()
    for (suffix, days, precision) in [("A", 3.0, ["id": 1, "abbrev": "MIN"]), ("B", 40.0, ["id": 7, "abbrev": "M"])] {
      var launch = template
      launch["id"] = "00000000-0000-4000-8000-00000000000\(suffix == "A" ? 1 : 2)"
      launch["name"] = "Falcon 9 Block 5 | Fixture Mission \(suffix)"
      launch["mission"] = ["name": "Fixture Mission \(suffix)"]
      launch["net"] = format.string(from: now.addingTimeInterval(days * 86_400))
      launch["net_precision"] = precision
      launch["status"] = ["id": 1, "abbrev": "Go"]
      launch["last_updated"] = format.string(from: now.addingTimeInterval(-60))
      launch["image"] = ["image_url": "https://example.com/fixture-\(suffix).jpg"]
      if suffix == "A" { launch.merge(detailedParts) { _, detailed in detailed } }
      launches.append(launch)
    }
    try JSONSerialization.data(withJSONObject: launches).write(
      to: directory.appendingPathComponent("ll2-launches.json"))
  }
}
