import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// The live ``HTTPClient``: one libcurl transfer per request, on a thread of its own (a transfer
/// blocks), with libcurl loaded only when the first request is sent (see ``LibCurl``). A
/// request's connect timeout is checked by a ``ConnectProbe`` first and kept by libcurl too.
/// Cancelling the Swift task aborts the transfer at libcurl's next progress call (well within a
/// second), which closes the connection.
package struct CurlHTTPClient: HTTPClient {
  private let probe: ConnectProbe

  package init(probe: ConnectProbe = .shared) {
    self.probe = probe
  }

  package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let connectTimeout = request.connectTimeout { try await probe.check(request.url, within: connectTimeout) }
    let curl = try LibCurl.shared.get()
    let transfer = Transfer()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
        Thread { continuation.resume(with: transfer.run(request, curl)) }.start()
      }
    } onCancel: {
      transfer.cancelled.withLock { $0 = true }
    }
  }
}

/// One exchange's state, reached from libcurl's callbacks through their user-data pointer.
private final class Transfer: Sendable {
  /// `CURLPROTO_HTTP | CURLPROTO_HTTPS`.
  static let httpAndHTTPS = 1 | 2
  static let maximumRedirects = 5
  /// The most an answer may hold, decompressed: the largest we read (a page of 100 Launch Library 2
  /// launches in `detailed` mode) is a few MiB.
  static let maximumBodyBytes = 64 << 20

  let cancelled = Locked(false)
  /// Set when the body passed ``maximumBodyBytes`` and the transfer was stopped for it.
  private let overflowed = Locked(false)
  private let received = Locked<(body: Data, headers: [String: String])>((Data(), [:]))

  /// Runs the whole exchange on the calling thread.
  func run(_ request: HTTPRequest, _ curl: LibCurl) -> Result<HTTPResponse, any Error> {
    guard let handle = curl.easyInit() else { return .failure(HTTPTransportError.other("libcurl gave no handle")) }
    defer { curl.easyCleanup(handle) }
    var owned: [UnsafeMutablePointer<CChar>] = []
    defer { for pointer in owned { free(pointer) } }
    func text(_ value: String) -> UnsafeMutablePointer<CChar> {
      let copy = strdup(value)!
      owned.append(copy)
      return copy
    }
    var headerList: OpaquePointer?
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      headerList = curl.slistAppend(headerList, text("\(name): \(value)"))
    }
    defer { curl.slistFreeAll(headerList) }
    let me = Unmanaged.passUnretained(self).toOpaque()
    _ = curl.setPointer(handle, LibCurl.Option.url, text(request.url.absoluteString))
    _ = curl.setLong(handle, LibCurl.Option.noSignal, 1)  // threads: no SIGALRM for timeouts
    // http and https only, there and after a redirect (a redirect to ftp:// or file:// is refused),
    // and at most a few redirects.
    _ = curl.setLong(handle, LibCurl.Option.protocols, Transfer.httpAndHTTPS)
    _ = curl.setLong(handle, LibCurl.Option.redirectProtocols, Transfer.httpAndHTTPS)
    _ = curl.setLong(handle, LibCurl.Option.followLocation, 1)
    _ = curl.setLong(handle, LibCurl.Option.maximumRedirects, Transfer.maximumRedirects)
    _ = curl.setPointer(handle, LibCurl.Option.acceptEncoding, text(""))  // whatever curl can decode
    _ = curl.setLong(handle, LibCurl.Option.timeoutMilliseconds, Int(request.timeout.timeInterval * 1000))
    if let connect = request.connectTimeout {
      _ = curl.setLong(handle, LibCurl.Option.connectTimeoutMilliseconds, Int(connect.timeInterval * 1000))
    }
    if request.method != "GET" { _ = curl.setPointer(handle, LibCurl.Option.customRequest, text(request.method)) }
    let body = request.body.map { data -> UnsafeMutablePointer<CChar> in
      let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: max(data.count, 1))
      _ = data.withUnsafeBytes { raw in
        raw.copyBytes(to: UnsafeMutableRawBufferPointer(start: bytes, count: data.count))
      }
      return bytes
    }
    defer { body?.deallocate() }
    if let body, let count = request.body?.count {
      _ = curl.setLong(handle, LibCurl.Option.postFieldSize, count)
      _ = curl.setPointer(handle, LibCurl.Option.postFields, body)
    }
    _ = curl.setPointer(handle, LibCurl.Option.httpHeader, UnsafeRawPointer(headerList))
    _ = curl.setWrite(handle, LibCurl.Option.writeFunction, Transfer.onBody)
    _ = curl.setPointer(handle, LibCurl.Option.writeData, me)
    _ = curl.setWrite(handle, LibCurl.Option.headerFunction, Transfer.onHeader)
    _ = curl.setPointer(handle, LibCurl.Option.headerData, me)
    _ = curl.setLong(handle, LibCurl.Option.noProgress, 0)
    _ = curl.setProgress(handle, LibCurl.Option.xferInfoFunction, Transfer.onProgress)
    _ = curl.setPointer(handle, LibCurl.Option.xferInfoData, me)

    let code = withExtendedLifetime(self) { curl.easyPerform(handle) }
    guard code == LibCurl.Code.ok else { return .failure(failure(code, handle, curl, request)) }
    var status = 0
    _ = curl.getLong(handle, LibCurl.Info.responseCode, &status)
    let (bytes, headers) = received.withLock { $0 }
    return .success(HTTPResponse(status: status, headers: headers, body: bytes))
  }

  /// What a failed transfer means: as URLSession's errors were classified before.
  private func failure(_ code: Int32, _ handle: LibCurl.Handle, _ curl: LibCurl, _ request: HTTPRequest) -> any Error {
    let reason = curl.describe(code)
    switch code {
    case LibCurl.Code.abortedByCallback:
      return CancellationError()
    case LibCurl.Code.writeError where overflowed.withLock({ $0 }):
      return HTTPTransportError.tooLarge(limit: Transfer.maximumBodyBytes)
    case LibCurl.Code.timedOut:
      // No connection was made: the network is in the way, not a slow server.
      var connected = 0.0
      _ = curl.getDouble(handle, LibCurl.Info.connectTime, &connected)
      return connected == 0 ? HTTPTransportError.cannotConnect(reason) : HTTPTransportError.timedOut
    case LibCurl.Code.couldNotConnect, LibCurl.Code.couldNotResolveHost, LibCurl.Code.couldNotResolveProxy:
      return HTTPTransportError.cannotConnect(reason)
    // A connection closed with no reply, or before the whole body: worth another try.
    case LibCurl.Code.gotNothing, LibCurl.Code.receiveError, LibCurl.Code.sendError, LibCurl.Code.partialFile:
      return HTTPTransportError.connectionLost
    default:
      return HTTPTransportError.other("\(reason) (curl error \(code))")
    }
  }

  private static func transfer(_ pointer: UnsafeMutableRawPointer?) -> Transfer? {
    pointer.map { Unmanaged<Transfer>.fromOpaque($0).takeUnretainedValue() }
  }

  private static let onBody: LibCurl.WriteCallback = { data, size, count, user in
    guard let transfer = transfer(user), let data else { return 0 }
    let length = size * count
    // Written decompressed: a compression bomb passes the limit as surely as an endless body.
    let kept = transfer.received.withLock { state -> Bool in
      guard state.body.count + length <= maximumBodyBytes else { return false }
      state.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
      return true
    }
    guard kept else {
      transfer.overflowed.withLock { $0 = true }
      return 0  // stops the transfer with CURLE_WRITE_ERROR
    }
    return length
  }

  /// Header lines, one a call; a status line starts a new response (after a redirect).
  private static let onHeader: LibCurl.WriteCallback = { data, size, count, user in
    guard let transfer = transfer(user), let data else { return 0 }
    let length = size * count
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
    transfer.received.withLock { state in
      if line.hasPrefix("HTTP/") { state.headers = [:] }
      guard let colon = line.firstIndex(of: ":") else { return }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      state.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return length
  }

  /// Non-zero aborts the transfer: how a cancelled task stops it.
  private static let onProgress: LibCurl.ProgressCallback = { user, _, _, _, _ in
    guard let transfer = transfer(user) else { return 0 }
    return transfer.cancelled.withLock { $0 } ? 1 : 0
  }
}
