import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file's bytes by path, `nil` when there is no such file and an error for any other failure:
/// what `Data(contentsOf:)` does, without the URL, whose path Foundation would work out again (see
/// ``Foundation/URL/filePath``).
package enum FileBytes {
  /// Read into memory: for small files a person may edit in place while a process reads them.
  package static func contents(atPath path: String) throws -> Data? {
    try withOpenFile(path) { descriptor, size in
      var data = Data(count: size)
      var filled = 0
      while filled < size {
        let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, size - filled) }
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { throw Self.error() }
        if count == 0 { break }  // the file shrank meanwhile: what is there
        filled += count
      }
      return data.prefix(filled)
    }
  }

  /// Mapped read-only: a process touches only the pages it decodes, and nothing is copied. Only
  /// for files that are replaced whole (`rename(2)`), never changed in place: a mapping keeps the
  /// file it was made from, but a file truncated under it would end the process.
  package static func mapped(atPath path: String) throws -> Data? {
    try withOpenFile(path) { descriptor, size in
      guard size > 0 else { return Data() }
      let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
      guard let address, address != MAP_FAILED else { throw Self.error() }
      return Data(bytesNoCopy: address, count: size, deallocator: .custom { munmap($0, $1) })
    }
  }

  /// The first `count` bytes at most (a cache file's header), read as ``contents(atPath:)`` is.
  package static func prefix(atPath path: String, count: Int) throws -> Data? {
    try withOpenFile(path) { descriptor, size in
      var data = Data(count: min(size, count))
      let filled = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      guard filled >= 0 else { throw Self.error() }
      return data.prefix(filled)
    }
  }

  /// Opened without waiting (`O_NONBLOCK`: a FIFO put where a file should be would otherwise
  /// hang the open until someone writes to it), then checked: only a regular file is read, and
  /// only one of this user's (or root's), since a file another user put in our directories is
  /// not ours to trust.
  private static func withOpenFile(_ path: String, _ body: (Int32, Int) throws -> Data) throws -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw error()
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw error() }
    guard status.st_mode & S_IFMT == S_IFREG else { throw NotARegularFile(path: path) }
    guard status.st_uid == geteuid() || status.st_uid == 0 else { throw ForeignOwner(path: path) }
    return try body(descriptor, Int(status.st_size))
  }

  /// Why a file was refused before anything was read from it.
  package protocol Refusal: Error, CustomStringConvertible {}

  /// A directory, FIFO, socket or device where a file of ours should be.
  package struct NotARegularFile: Refusal {
    package var path: String
    package var description: String { "\(path) is not a regular file" }
  }

  /// A file owned by another user.
  package struct ForeignOwner: Refusal {
    package var path: String
    package var description: String { "\(path) belongs to another user; not trusted" }
  }

  private static func error() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
