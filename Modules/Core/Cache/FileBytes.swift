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

  private static func withOpenFile(_ path: String, _ body: (Int32, Int) throws -> Data) throws -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw error()
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw error() }
    guard status.st_mode & S_IFMT == S_IFREG else { throw POSIXError(.EISDIR) }
    return try body(descriptor, Int(status.st_size))
  }

  private static func error() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
