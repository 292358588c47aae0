import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// Loopback ports that behave like a network that lets nothing through, for timeout tests and the
/// benchmarks of an unreachable network (a module of its own, so both use the one copy). Only
/// 127.0.0.1 is ever used.
package enum UnresponsivePorts {
  /// A listening socket whose accept queue is full, so the kernel drops new SYNs: a connection to
  /// it never completes, as on a black-holed network. Keep the value alive while it is used.
  package final class BlackHole: Sendable {
    package let port: Int
    private let descriptors: [Int32]

    package init() throws {
      let listener = try UnresponsivePorts.listener(backlog: 0)
      port = try UnresponsivePorts.port(of: listener)
      // Connections that complete fill the queue (nobody accepts them); later SYNs are dropped.
      var fillers: [Int32] = []
      for _ in 0..<4 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
        var address = UnresponsivePorts.loopback(port: port)
        _ = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        fillers.append(client)
      }
      Thread.sleep(forTimeInterval: 0.1)  // for the handshakes that fit to complete
      descriptors = [listener] + fillers
    }

    deinit {
      for descriptor in descriptors { close(descriptor) }
    }
  }

  /// A server that accepts every connection and never answers, until it is deinitialized.
  package final class Mute: Sendable {
    /// What the accepting thread shares with the owner.
    private final class Connections: Sendable {
      let accepted = Locked<[Int32]>([])
      let stopped = Locked(false)
    }

    package let port: Int
    private let listener: Int32
    private let connections = Connections()

    package init() throws {
      listener = try UnresponsivePorts.listener(backlog: 64)
      port = try UnresponsivePorts.port(of: listener)
      let (listener, connections) = (listener, connections)
      _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
      Thread {
        while !connections.stopped.withLock({ $0 }) {
          if !Self.acceptWaiting(listener, connections) { Thread.sleep(forTimeInterval: 0.01) }
        }
      }.start()
    }

    /// How many connections were made to it so far: those the kernel has completed and queued
    /// count too, so a client that connected and exited is counted without waiting for the
    /// accepting thread's turn.
    package var connectionCount: Int {
      while Self.acceptWaiting(listener, connections) {}
      return connections.accepted.withLock { $0.count }
    }

    /// Accepts one queued connection, if there is one.
    private static func acceptWaiting(_ listener: Int32, _ connections: Connections) -> Bool {
      connections.accepted.withLock { accepted in
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return false }
        accepted.append(connection)
        return true
      }
    }

    deinit {
      connections.stopped.withLock { $0 = true }
      close(listener)
      for connection in connections.accepted.withLock({ $0 }) { close(connection) }
    }
  }

  private static func listener(backlog: Int32) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard descriptor >= 0, bound == 0, listen(descriptor, backlog) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
    return descriptor
  }

  private static func port(of descriptor: Int32) throws -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  package static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }
}
