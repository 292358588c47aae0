#if canImport(Glibc)
  import Glibc
#endif

/// glibc's malloc, told to keep one arena for the whole process.
enum MallocArenas {
  /// A command's work moves to a thread of the concurrency pool at its first `await`, and there
  /// its allocations came from a second arena, which glibc grows a few pages at a time with
  /// `mprotect(2)`: 4 % of a warm `spacex launches` in perf, for a process that never allocates
  /// from two threads at once. With one arena (`MALLOC_ARENA_MAX=1`) the main heap serves them.
  /// Must run before a second thread allocates. `mallopt` is looked up because Swift's Glibc
  /// module does not import `malloc.h`.
  static func useOne() {
    #if os(Linux)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let arenaMaximum: Int32 = -8  // M_ARENA_MAX
      _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 1)
    #endif
  }
}
