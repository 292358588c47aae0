import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which version of a file is on disk: its inode, size and modification time (to the nanosecond).
/// Our writes replace files by renaming a new one into place, so any change shows as a new inode;
/// comparing versions costs one `stat`, far less than reading and decoding the file again.
package struct FileVersion: Hashable, Sendable {
  private let inode: UInt64
  private let size: Int64
  private let modifiedSeconds: Int
  private let modifiedNanoseconds: Int

  /// The version of the file at `path`; `nil` when there is none.
  package init?(of path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      (modifiedSeconds, modifiedNanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
    #else
      (modifiedSeconds, modifiedNanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
    #endif
  }
}

/// A value read from a file, kept while the file stays at the version it was read from.
package final class FileVersionedValue<Value: Sendable>: Sendable {
  private let kept = Locked<(version: FileVersion, value: Value)?>(nil)

  package init() {}

  /// The value kept for `version`, if that is the version it was read from.
  package func value(at version: FileVersion) -> Value? {
    kept.withLock { $0?.version == version ? $0?.value : nil }
  }

  package func keep(_ value: Value, at version: FileVersion) {
    kept.withLock { $0 = (version, value) }
  }
}
