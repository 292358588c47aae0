import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole frames, in the order they are given, each uninterrupted.
///
/// Frames given while one is being written queue up, and whichever caller is writing writes them
/// all in one go when it is done: under load (32 requests in flight) replies no longer wait in
/// line for a lock to make one `write(2)` each, which cost more than answering them. A caller that
/// finds a writer at work returns at once, unless the queue holds more than ``queueLimit`` bytes
/// (a client that stopped reading), when it waits, as a blocked write would have.
package final class MessageWriter: Sendable {
  private struct Queue {
    var frames: [Data] = []
    var bytes = 0
    var isWriting = false
    var readerGone = false
  }

  /// How much may wait to be written before callers wait too.
  package static let queueLimit = 16 << 20

  private let queue = Locked(Queue())
  /// Signalled whenever the queue shrinks or writing stops.
  private let progress = NSCondition()
  private let sink: @Sendable ([Data]) -> Bool

  /// Writes to `sink`, one frame per call, which returns `false` once the reader has gone away.
  package convenience init(sink: @escaping @Sendable (Data) -> Bool) {
    self.init(batchSink: { frames in frames.allSatisfy(sink) })
  }

  private init(batchSink: @escaping @Sendable ([Data]) -> Bool) {
    self.sink = batchSink
  }

  /// Writes to a file descriptor, completely, retrying interrupted and partial writes; frames
  /// waiting together go out in one `writev(2)`, from where they lie.
  package convenience init(fileDescriptor: Int32) {
    self.init { frames in
      var start = frames.startIndex
      while start < frames.endIndex {
        let end = min(start + FileDescriptorWriting.framesPerCall, frames.endIndex)
        var vectors: [iovec] = []
        vectors.reserveCapacity(end - start)
        guard
          FileDescriptorWriting.pinned(
            frames[start..<end], into: &vectors, { FileDescriptorWriting.writeAll(fileDescriptor, $0) })
        else { return false }
        start = end
      }
      return true
    }
  }

  /// Queues `bytes` as one frame, after every frame given before; returns `false` once the
  /// reader has gone away. The frame is written by the time every earlier caller's is, and
  /// certainly once ``flush()`` returns.
  @discardableResult
  package func write(_ bytes: Data) -> Bool {
    let (writes, gone) = queue.withLock { queue -> (Bool, Bool) in
      guard !queue.readerGone else { return (false, true) }
      queue.frames.append(bytes)
      queue.bytes += bytes.count
      guard !queue.isWriting else { return (false, false) }
      queue.isWriting = true
      return (true, false)
    }
    if gone { return false }
    if writes {
      drain()
    } else {
      waitWhile { $0.bytes > Self.queueLimit && $0.isWriting }
    }
    return !queue.withLock { $0.readerGone }
  }

  /// Whether a write is under way, for tests that time what waits for it.
  package var isWritingForTests: Bool { queue.withLock { $0.isWriting } }

  /// Returns once every frame given so far has been written (or the reader has gone away).
  package func flush() {
    waitWhile { $0.isWriting || !$0.frames.isEmpty }
  }

  /// Writes what is queued, batch after batch, until the queue is empty.
  private func drain() {
    while true {
      let batch = queue.withLock { queue -> [Data]? in
        guard !queue.frames.isEmpty, !queue.readerGone else {
          queue.isWriting = false
          queue.frames = []
          return nil
        }
        defer { (queue.frames, queue.bytes) = ([], 0) }
        return queue.frames
      }
      progress.broadcastLocked()
      guard let batch else { return }
      if !sink(batch) { queue.withLock { $0.readerGone = true } }
    }
  }

  private func waitWhile(_ condition: (Queue) -> Bool) {
    progress.lock()
    defer { progress.unlock() }
    while queue.withLock({ condition($0) }) { progress.wait() }
  }
}

/// `writev(2)` of frames, each pinned where it lies for the call.
private enum FileDescriptorWriting {
  /// Well under IOV_MAX (1024).
  static let framesPerCall = 64

  /// Runs `body` with every frame's bytes pinned and listed in `vectors`.
  static func pinned(_ frames: ArraySlice<Data>, into vectors: inout [iovec], _ body: ([iovec]) -> Bool) -> Bool {
    guard let frame = frames.first else { return body(vectors) }
    return frame.withUnsafeBytes { bytes in
      vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: bytes.baseAddress), iov_len: bytes.count))
      return pinned(frames.dropFirst(), into: &vectors, body)
    }
  }

  /// Writes every byte `vectors` lists, resuming after interrupted and partial writes; `false`
  /// once the reader has gone away.
  static func writeAll(_ fileDescriptor: Int32, _ vectors: [iovec]) -> Bool {
    var vectors = vectors.filter { $0.iov_len > 0 }
    var first = 0
    while first < vectors.count {
      let written = vectors[first...].withUnsafeBufferPointer {
        writev(fileDescriptor, $0.baseAddress, Int32($0.count))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      var left = written
      while first < vectors.count, left >= vectors[first].iov_len {
        left -= vectors[first].iov_len
        first += 1
      }
      if left > 0 {
        vectors[first].iov_base += left
        vectors[first].iov_len -= left
      }
    }
    return true
  }
}

extension NSCondition {
  /// Wakes every waiter, taking the lock so none misses it between its check and its wait.
  fileprivate func broadcastLocked() {
    lock()
    broadcast()
    unlock()
  }
}

/// Reads a file descriptor in chunks on a thread of its own, so a blocking `read(2)` never holds
/// a thread of the cooperative pool. The stream finishes at end of input or on a read error.
package enum FileDescriptorReader {
  /// The descriptor's bytes as they come, read on a thread of their own, at most `readAhead`
  /// chunks ahead of the consumer: the thread reads the next chunk only once one already read has
  /// been taken, so a client writing faster than its requests are served (`yes REQUEST |
  /// spacex-rpc`) waits in its pipe instead of in our memory.
  package static func chunks(of fileDescriptor: Int32, chunkSize: Int = 64 * 1024, readAhead: Int = 4) -> PacedChunks {
    // Made with no slots and given them after: libdispatch traps when a semaphore is freed below
    // the value it was made with, which a reader blocked at the end of input would be.
    let slots = DispatchSemaphore(value: 0)
    for _ in 0..<max(1, readAhead) { slots.signal() }
    let stream = AsyncStream<Data>(bufferingPolicy: .unbounded) { continuation in
      let thread = Thread {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
          slots.wait()
          let count = buffer.withUnsafeMutableBytes { Foundation.read(fileDescriptor, $0.baseAddress!, chunkSize) }
          if count < 0, errno == EINTR {
            slots.signal()
            continue
          }
          guard count > 0 else { break }
          continuation.yield(Data(buffer[0..<count]))
        }
        continuation.finish()
      }
      thread.start()
    }
    return PacedChunks(stream: stream, slots: slots)
  }
}

/// Chunks read ahead by at most a few: taking one lets the reading thread read another.
package struct PacedChunks: AsyncSequence, Sendable {
  package typealias Element = Data
  package typealias Failure = Never

  let stream: AsyncStream<Data>
  let slots: DispatchSemaphore

  package struct AsyncIterator: AsyncIteratorProtocol {
    package typealias Element = Data
    package typealias Failure = Never

    var base: AsyncStream<Data>.Iterator
    let slots: DispatchSemaphore

    package mutating func next() async -> Data? {
      guard let chunk = await base.next() else { return nil }
      slots.signal()
      return chunk
    }
  }

  package func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator(), slots: slots) }
}
