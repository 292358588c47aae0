import Foundation
import TestSupport

/// The sample served by a loopback API, faults on demand, and a sandbox for `spacex` runs against
/// it: what the fault and hostile-server tests start each test with. Close it when done.
package struct LoopbackAPIFixture {
  package let data: TemporaryDirectory
  package let server: LoopbackServer
  package let sandbox: Sandbox

  package init() throws {
    data = try LoopbackServer.sampleDirectory()
    server = try LoopbackServer(dataDirectory: data.url)
    sandbox = try Sandbox()
  }

  package func run(_ arguments: [String], extra: [String: String] = [:]) throws -> Executable.Result {
    try Executable.spacex.run(arguments, environment: sandbox.environment(apiURL: server.baseURL, extra: extra))
  }

  /// Sets the server's faults (`{"path": …, "status": 503, "count": 3}`).
  package func fault(_ json: String) async throws { try await server.control("faults", body: json) }

  package func close() {
    server.stop()
    sandbox.remove()
    data.remove()
  }
}
