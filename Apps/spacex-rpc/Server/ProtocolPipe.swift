#if canImport(Glibc)
  import Glibc
#endif

/// The pipe replies go out through, when it is one.
enum ProtocolPipe {
  /// Asks Linux for a 1 MiB pipe buffer instead of 64 KiB (the most an unprivileged process may
  /// take, `/proc/sys/fs/pipe-max-size`): a client with 32 requests in flight has some 350 KB of
  /// replies coming, and with 64 KiB the server stopped to wait for it after every fifth. Where
  /// the output is not a pipe, or the system says no, nothing changes.
  static func widen(_ fileDescriptor: Int32) {
    #if os(Linux)
      // F_SETPIPE_SZ (fcntl.h, with _GNU_SOURCE, which Swift's Glibc module does not define).
      let setPipeSize: Int32 = 1031
      _ = fcntl(fileDescriptor, setPipeSize, Int32(1 << 20))
    #endif
  }
}
