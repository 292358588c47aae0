import Dispatch
import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells within a short time whether a host's port takes connections at all, before a request
/// is handed to URLSession.
///
/// URLSession on Linux has one timeout per request, for connecting and answering alike: on a
/// black-holed network (packets dropped, as behind a captive portal or a dead VPN) every request
/// then waits the whole `--timeout` before the cache may answer. A TCP handshake that has not
/// completed within `--connect-timeout` will not: the probe says so, and the request fails as
/// "could not connect" without being sent. A host that took a connection is not probed again
/// for ``trustedFor``, so a healthy network pays one handshake a minute per host.
///
/// With a proxy configured (`http_proxy`, `https_proxy`, `all_proxy`) the target is reached
/// through it, so nothing is probed.
package final class ConnectProbe: Sendable {
  package static let shared = ConnectProbe()

  /// How long a successful probe vouches for its host.
  package static let trustedFor: TimeInterval = 60

  private let reachedAt = Locked<[String: Date]>([:])
  /// The environment to look for a proxy in; `nil` for the process's, read at the first check
  /// rather than at start-up, which a command answered from the cache never gets to.
  private let environment: [String: String]?
  /// Whether a proxy is configured, once the first check has looked.
  private let proxyKnown = Locked<Bool?>(nil)

  package init(environment: [String: String]? = nil) {
    self.environment = environment
  }

  private var usesProxy: Bool {
    proxyKnown.withLock { known in
      if let known { return known }
      let environment = environment ?? ProcessInfo.processInfo.environment
      let uses = ["http_proxy", "https_proxy", "all_proxy"].contains { name in
        [name, name.uppercased()].contains { !(environment[$0] ?? "").isEmpty }
      }
      known = uses
      return uses
    }
  }

  /// Returns once `url`'s host takes a TCP connection, or throws
  /// ``HTTPTransportError/cannotConnect(_:)`` when it does not within `timeout` (name lookup included).
  package func check(_ url: URL, within timeout: Duration) async throws {
    guard !usesProxy, let host = url.host else { return }
    let port = url.port ?? (url.scheme == "https" ? 443 : 80)
    let key = "\(host):\(port)"
    if let since = reachedAt.withLock({ $0[key] }), Date().timeIntervalSince(since) < Self.trustedFor { return }
    switch await Self.attempt(host: host, port: port, timeout: timeout) {
    case nil:
      reachedAt.withLock { $0[key] = Date() }
    case let failure?:
      throw HTTPTransportError.cannotConnect(failure)
    }
  }

  /// One handshake on a thread of its own (name lookup blocks), abandoned once `timeout` passes;
  /// `nil` when it completed, else why not.
  private static func attempt(host: String, port: Int, timeout: Duration) async -> String? {
    let once = Locked(false)
    return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
      let finish: @Sendable (String?) -> Void = { outcome in
        guard
          once.withLock({ done in
            defer { done = true }
            return !done
          })
        else { return }
        continuation.resume(returning: outcome)
      }
      // A thread of its own: the dispatch pool runs about as many blocking jobs as there are
      // cores, so four probes at once (the launches, rockets, launchpads and Launch Library 2)
      // took two rounds of the timeout on two cores.
      Thread { finish(connect(host: host, port: port, timeout: timeout)) }.start()
      DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval) {
        finish("no connection to \(host):\(port) within \(timeout.formattedSeconds)")
      }
    }
  }

  /// Blocking: resolves `host` and tries each address in turn until one takes the connection;
  /// `nil` when one did, else why none did. (`package` for tests that time it on a thread.)
  package static func connect(host: String, port: Int, timeout: Duration) -> String? {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      return "cannot resolve \(host): \(String(cString: gai_strerror(status)))"
    }
    defer { freeaddrinfo(first) }
    var failure = "no address for \(host)"
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let address = next {
      next = address.pointee.ai_next
      switch handshake(address.pointee, timeout: timeout) {
      case nil: return nil
      case let reason?: failure = "\(host):\(port): \(reason)"
      }
    }
    return failure
  }

  /// A non-blocking connect, waited for with `poll`; `nil` when it completed.
  private static func handshake(_ address: addrinfo, timeout: Duration) -> String? {
    let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return nil }
    guard errno == EINPROGRESS else { return String(cString: strerror(errno)) }
    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    let milliseconds = Int32(clamping: Int(timeout.timeInterval * 1000))
    guard poll(&waiting, 1, milliseconds) == 1 else { return "no answer within \(timeout.formattedSeconds)" }
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
    return error == 0 ? nil : String(cString: strerror(error))
  }
}
