import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole frames. A lock makes each frame one uninterrupted write, so concurrent replies
/// never interleave on the wire.
package final class MessageWriter: Sendable {
  private let lock = Mutex(())
  private let sink: @Sendable (Data) -> Bool

  /// Writes to `sink`, which returns `false` once the reader has gone away.
  package init(sink: @escaping @Sendable (Data) -> Bool) {
    self.sink = sink
  }

  /// Writes to a file descriptor, completely, retrying interrupted and partial writes.
  package convenience init(fileDescriptor: Int32) {
    self.init { bytes in
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = Foundation.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return false
          }
          offset += written
        }
        return true
      }
    }
  }

  /// Writes `bytes` as one unit; returns `false` if the reader has gone away.
  @discardableResult
  package func write(_ bytes: Data) -> Bool {
    lock.withLock { _ in sink(bytes) }
  }
}

/// Reads a file descriptor in chunks on a thread of its own, so a blocking `read(2)` never holds
/// a thread of the cooperative pool. The stream finishes at end of input or on a read error.
package enum FileDescriptorReader {
  package static func chunks(of fileDescriptor: Int32, chunkSize: Int = 64 * 1024) -> AsyncStream<Data> {
    AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
          let count = buffer.withUnsafeMutableBytes { Foundation.read(fileDescriptor, $0.baseAddress!, chunkSize) }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          continuation.yield(Data(buffer[0..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
  }
}
