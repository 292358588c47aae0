import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libcurl, opened with `dlopen` the first time a request is sent.
///
/// FoundationNetworking links libcurl and its TLS, HTTP/2 and IDN libraries into every process
/// at start-up, about 6.6 ms of a 9.5 ms `spacex --version` on the static release, though most
/// runs answer from the cache and never send a request. Here the library is loaded only by the
/// process that needs it. Only the few entry points an HTTP GET or POST needs are bound.
///
/// - Important: `curl_easy_setopt` and `curl_easy_getinfo` are variadic in C; they are called
///   through non-variadic pointer types with one argument of the option's type, which the SysV
///   x86-64 and AAPCS64 (Linux) calling conventions pass the same way.
final class LibCurl: Sendable {
  typealias Handle = OpaquePointer
  typealias WriteCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
  typealias ProgressCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

  /// The loaded library, or why it could not be loaded.
  static let shared: Result<LibCurl, HTTPTransportError> = load()

  let easyInit: @convention(c) () -> Handle?
  let easyCleanup: @convention(c) (Handle?) -> Void
  let easyPerform: @convention(c) (Handle?) -> Int32
  let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
  let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
  let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
  let setWrite: @convention(c) (Handle?, Int32, WriteCallback?) -> Int32
  let setProgress: @convention(c) (Handle?, Int32, ProgressCallback?) -> Int32
  let getLong: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32
  let getDouble: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Double>?) -> Int32
  let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
  let slistFreeAll: @convention(c) (OpaquePointer?) -> Void

  // MARK: Options and codes (curl.h)

  enum Option {
    static let writeData: Int32 = 10_001
    static let url: Int32 = 10_002
    static let postFields: Int32 = 10_015
    static let httpHeader: Int32 = 10_023
    static let headerData: Int32 = 10_029
    static let customRequest: Int32 = 10_036
    static let xferInfoData: Int32 = 10_057
    static let acceptEncoding: Int32 = 10_102
    static let writeFunction: Int32 = 20_011
    static let headerFunction: Int32 = 20_079
    static let xferInfoFunction: Int32 = 20_219
    static let noProgress: Int32 = 43
    static let followLocation: Int32 = 52
    static let maximumRedirects: Int32 = 68
    /// `CURLOPT_PROTOCOLS`, `CURLOPT_REDIR_PROTOCOLS`: bit masks, known to every libcurl since 7.19.4
    /// (their `_STR` successors only to 7.85 on).
    static let protocols: Int32 = 181
    static let redirectProtocols: Int32 = 182
    static let postFieldSize: Int32 = 60
    static let noSignal: Int32 = 99
    static let timeoutMilliseconds: Int32 = 155
    static let connectTimeoutMilliseconds: Int32 = 156
  }

  enum Info {
    static let responseCode: Int32 = 0x20_0002
    static let connectTime: Int32 = 0x30_0005
  }

  enum Code {
    static let ok: Int32 = 0
    static let couldNotResolveProxy: Int32 = 5
    static let couldNotResolveHost: Int32 = 6
    static let couldNotConnect: Int32 = 7
    static let partialFile: Int32 = 18
    static let timedOut: Int32 = 28
    static let sslConnectError: Int32 = 35
    static let abortedByCallback: Int32 = 42
    static let writeError: Int32 = 23
    static let gotNothing: Int32 = 52
    static let sendError: Int32 = 55
    static let receiveError: Int32 = 56
  }

  private init(_ library: UnsafeMutableRawPointer) throws(HTTPTransportError) {
    func bind<T>(_ name: String, as type: T.Type) throws(HTTPTransportError) -> T {
      guard let symbol = dlsym(library, name) else { throw .other("libcurl has no \(name)") }
      return unsafeBitCast(symbol, to: type)
    }
    easyInit = try bind("curl_easy_init", as: (@convention(c) () -> Handle?).self)
    easyCleanup = try bind("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self)
    easyPerform = try bind("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self)
    easyStrerror = try bind("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
    setLong = try bind("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, Int) -> Int32).self)
    setPointer = try bind("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self)
    setWrite = try bind("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, WriteCallback?) -> Int32).self)
    setProgress = try bind("curl_easy_setopt", as: (@convention(c) (Handle?, Int32, ProgressCallback?) -> Int32).self)
    getLong = try bind(
      "curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32).self)
    getDouble = try bind(
      "curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Double>?) -> Int32).self)
    slistAppend = try bind(
      "curl_slist_append", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self)
    slistFreeAll = try bind("curl_slist_free_all", as: (@convention(c) (OpaquePointer?) -> Void).self)
    let globalInit = try bind("curl_global_init", as: (@convention(c) (Int) -> Int32).self)
    // CURL_GLOBAL_DEFAULT (SSL and, where it matters, Win32): once, before any thread uses curl.
    guard globalInit(3) == Code.ok else { throw .other("libcurl could not be initialised") }
  }

  private static func load() -> Result<LibCurl, HTTPTransportError> {
    // The OpenSSL build first, as FoundationNetworking uses; the others Debian ships as fallbacks.
    for name in ["libcurl.so.4", "libcurl.so", "libcurl-gnutls.so.4", "libcurl-nss.so.4"] {
      guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
      do {
        return .success(try LibCurl(library))
      } catch {
        return .failure(error)
      }
    }
    return .failure(.other("libcurl is not installed (Debian: libcurl4), so nothing can be fetched"))
  }

  /// curl's own words for `code`.
  func describe(_ code: Int32) -> String {
    easyStrerror(code).map { String(cString: $0) } ?? "curl error \(code)"
  }
}
