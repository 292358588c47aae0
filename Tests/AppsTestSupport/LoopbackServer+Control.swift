import Core
import Foundation
import TestSupport

extension LoopbackServer {
  /// Calls a control endpoint (`faults`, `reset`, `requests`, `log`), with a JSON body when one is
  /// given (then as a POST), through the product's own HTTP client: URLSession, as Foundation
  /// builds it here, leaks its curl handles (LeakSanitizer, `Tests/Sanitizers/run address`).
  @discardableResult
  package func control(_ name: String, body: String? = nil) async throws -> Data {
    let request = HTTPRequest(
      method: body == nil ? "GET" : "POST", url: URL(string: "http://127.0.0.1:\(port)/_control/\(name)")!,
      body: body.map { Data($0.utf8) }, timeout: WallClockBounds.event)
    return try await CurlHTTPClient().send(request).body
  }

  /// How many requests the server saw for `path`.
  package func requestCount(_ path: String) async throws -> Int {
    let counts = try JSONSerialization.jsonObject(with: try await control("requests")) as? [String: Int]
    return counts?[path] ?? 0
  }
}
