import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Numbers from outside never crash either binary: out-of-range values in the API's data (live,
/// then cached, then `--offline` from that cache) skip their record with a warning; in the
/// environment and in the arguments they are a usage error (exit 2) naming the option.
@Suite struct HostileNumbersTests {
  /// The sample's collections with every measurement of every rocket, payload and ship set to
  /// `value`, and the launchpads' coordinates too: numbers a Double holds and an Int cannot.
  private static func hostileData(_ value: Double) throws -> TemporaryDirectory {
    let directory = try LoopbackServer.sampleDirectory()
    func rewrite(_ name: String, _ change: (inout [String: Any]) -> Void) throws {
      let file = directory.url.appendingPathComponent("\(name).json")
      var documents = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
      for index in documents.indices { change(&documents[index]) }
      try JSONSerialization.data(withJSONObject: documents).write(to: file)
    }
    try rewrite("rockets") { rocket in
      for key in ["height", "diameter"] { rocket[key] = ["meters": value, "feet": value] }
      rocket["mass"] = ["kg": value, "lb": value]
      rocket["success_rate_pct"] = value
      rocket["payload_weights"] = [["id": "leo", "name": "Low Earth Orbit", "kg": value, "lb": value]]
      rocket["first_stage"] = [
        "engines": 9, "fuel_amount_tons": value, "burn_time_sec": value,
        "thrust_sea_level": ["kN": value, "lbf": value], "thrust_vacuum": ["kN": value, "lbf": value],
      ]
    }
    try rewrite("payloads") { payload in
      payload["mass_kg"] = value
      payload["mass_lbs"] = value
    }
    try rewrite("ships") { ship in
      ship["mass_kg"] = value
      ship["mass_lbs"] = value
    }
    try rewrite("launchpads") { pad in
      pad["latitude"] = value
      pad["longitude"] = -value
    }
    return directory
  }

  @Test(arguments: [1e308, -1e308, 9.3e18])
  func outOfRangeData_NeverCrashes_LiveCachedOrOffline(value: Double) throws {
    let data = try Self.hostileData(value)
    defer { data.remove() }
    let server = try LoopbackServer(dataDirectory: data.url)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(apiURL: server.baseURL)
    let commands: [[String]] = [
      ["rockets"], ["rocket", "falcon9"], ["rocket", "falcon9", "--units", "imperial"], ["launchpads"],
      ["launchpad", "ksc lc 39a"], ["launch", "Crew-5"], ["ships"], ["ship", "go quest"],
      ["rockets", "--format", "tsv"],
    ]
    for offline in [false, true] {
      for command in commands {
        let result = try Executable.spacex.run(command + (offline ? ["--offline"] : []), environment: environment)
        #expect(
          result.status == 0 || result.status == 1, "\(command) offline: \(offline): \(result.status) \(result.stderr)")
        #expect(result.status >= 0, "\(command) died of a signal")
      }
    }
    // The records holding them are skipped with a warning, as any malformed record is.
    let rockets = try Executable.spacex.run(["rockets"], environment: environment)
    #expect(
      rockets.stderr.contains("skipped malformed RocketDTO") && rockets.stderr.contains("invalid value"),
      "\(rockets.stderr)")
    let rpc = try Executable.spacexRPC.run(
      ["--offline"], environment: environment,
      stdin: Data(
        (#"{"jsonrpc":"2.0","id":1,"method":"rockets.list"}"# + "\n"
          + #"{"jsonrpc":"2.0","id":2,"method":"rockets.get","params":{"id":"falcon9"}}"# + "\n").utf8))
    #expect(rpc.status == 0, "\(rpc.stderr)")
    #expect(rpc.stdout.split(separator: "\n").count == 2, "both requests answered: \(rpc.stdout.prefix(300))")
  }

  /// A terminal width no screen has is the widest there is: every command still answers.
  @Test(arguments: [["stats"], ["rockets"], ["launches", "--limit", "3"], ["booster", "B1058"], ["capsules"]])
  func anEnormousCOLUMNS_IsTheWidestWidth(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(extra: ["COLUMNS": "99999999999999999"])
    let result = try Executable.spacex.run(arguments + ["--offline"], environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.status) \(result.stderr.prefix(300))")
    #expect(!result.stdout.isEmpty)
  }

  @Test(arguments: [
    ("SPACEX_CACHE_TTL", "1e308"), ("SPACEX_CACHE_TTL", "-1"), ("SPACEX_RPC_REFRESH", "1e19"),
    ("SPACEX_RPC_REFRESH", "nan"),
  ])
  func outOfRangeVariables_AreUsageErrors(name: String, value: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = sandbox.environment(extra: [name: value])
    let rpc = try Executable.spacexRPC.run(["--offline"], environment: environment, stdin: Data())
    #expect(rpc.status == 2, "spacex-rpc: \(rpc.stderr)")
    #expect(rpc.stderr.contains(name), "\(rpc.stderr)")
    let cli = try Executable.spacex.run(["rockets", "--offline"], environment: environment)
    #expect(cli.status == 2, "spacex: \(cli.stderr)")
    #expect(cli.stderr.contains(name), "\(cli.stderr)")
  }

  @Test(arguments: [
    ["next", "--wait", "--before", "99999999999999d"], ["changes", "--since", "99999999999999999999d"],
    ["changes", "--since", "5300w"], ["launches", "--format", "ics", "--alarm", "999999999w"],
    ["launches", "--timeout", "1e308"], ["launches", "--connect-timeout", "inf"],
  ])
  func outOfRangeArguments_AreUsageErrors(arguments: [String]) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try Executable.spacex.run(arguments + ["--offline"], environment: sandbox.environment())
    #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
    #expect(result.stderr.contains("invalid value"), "\(result.stderr)")
  }
}
