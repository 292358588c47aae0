#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to `descriptor`, going on after an interrupted or partial write: `0`
/// when every byte was written, else the `errno` that stopped it (`EIO` for a write of nothing).
package func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return written < 0 ? errno : EIO }
    offset += written
  }
  return 0
}
