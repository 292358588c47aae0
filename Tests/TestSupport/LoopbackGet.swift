import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A blocking GET from a server on 127.0.0.1, for a test that polls one from its own thread
/// (where an async step could wait seconds for a turn on the cooperative pool). Not URLSession:
/// Foundation's leaks the curl handles it makes, which fails a LeakSanitizer run.
package enum LoopbackGet {
  /// The body of `path`'s answer, or `nil` when there is none to read (no server, no answer).
  package static func body(port: Int, path: String) -> Data? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // A server that takes the request and never answers must not hold the test: a read waits an
    // event's bound at most.
    var patience = timeval(tv_sec: Int(WallClockBounds.event.components.seconds), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &patience, socklen_t(MemoryLayout<timeval>.size))
    var address = UnresponsivePorts.loopback(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    // HTTP/1.0: the server closes the connection after its answer, so the answer ends there.
    let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    guard sent == request.count else { return nil }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      response += buffer[..<count]
    }
    guard let headEnd = response.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
    return Data(response[headEnd.upperBound...])
  }
}
