import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// A booster fetched after a completion script was written (`B9901`, added to the sample API's
/// cores and fetched through a loopback server): only the cache it was fetched into knows it.
enum BoosterOnlyACacheKnows {
  static let serial = "B9901"

  /// Fetches the fleet with B9901 into the sandbox's cache, or into `cacheDirectory` when given.
  static func fetch(_ sandbox: Sandbox, into cacheDirectory: String? = nil) throws {
    let api = try LoopbackServer.sampleDirectory()
    defer { api.remove() }
    let cores = api.url.appendingPathComponent("cores.json")
    var documents = try JSONSerialization.jsonObject(with: Data(contentsOf: cores)) as? [[String: Any]] ?? []
    documents.append(["id": "core-9901", "serial": serial, "block": 5, "status": "active", "launches": []])
    try JSONSerialization.data(withJSONObject: documents).write(to: cores)
    let server = try LoopbackServer(dataDirectory: api.url)
    let fetched = try Executable.spacex.run(
      ["boosters", "--refresh"] + (cacheDirectory.map { ["--cache-dir", $0] } ?? []),
      environment: sandbox.environment(apiURL: server.baseURL))
    #expect(fetched.status == 0 && fetched.stdout.contains(serial), "\(fetched.stderr)")
  }
}
