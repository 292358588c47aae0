import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Mutable state behind a lock: Synchronization's `Mutex`, which ThreadSanitizer can see.
///
/// On Linux `Mutex` locks with futex calls inside the prebuilt Synchronization library, which
/// ThreadSanitizer does not instrument: it sees two threads touch the guarded value and no lock
/// between them, and reports a race at every site (407 in the suite). So each critical section
/// also tells ThreadSanitizer what the lock did (acquired on entry, released on exit), as the
/// Swift runtime does for tasks. Release builds carry none of it: the annotations exist only in
/// debug builds, the ones `swift test --sanitize=thread` makes, and cost nothing when no sanitizer
/// is loaded.
package final class Locked<Value>: Sendable {
  private let mutex: Mutex<Value>

  package init(_ value: sending Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with the value, holding the lock.
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      #if DEBUG
        ThreadSanitizerAnnotations.acquired(self)
        defer { ThreadSanitizerAnnotations.releasing(self) }
      #endif
      return try body(&value)
    }
  }
}

#if DEBUG
  /// ThreadSanitizer's `__tsan_acquire` and `__tsan_release`, looked up once: present only when the
  /// process was built with `-sanitize=thread`, so an ordinary debug build finds neither and each
  /// call is a nil check.
  private enum ThreadSanitizerAnnotations {
    typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    static let acquire = lookUp("__tsan_acquire")
    static let release = lookUp("__tsan_release")

    static func acquired(_ lock: AnyObject) {
      acquire?(Unmanaged.passUnretained(lock).toOpaque())
    }

    static func releasing(_ lock: AnyObject) {
      release?(Unmanaged.passUnretained(lock).toOpaque())
    }

    private static func lookUp(_ name: String) -> Annotation? {
      // The process's own symbols (RTLD_DEFAULT): the sanitizer's runtime is linked into it.
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else { return nil }
      return unsafeBitCast(symbol, to: Annotation.self)
    }
  }
#endif
