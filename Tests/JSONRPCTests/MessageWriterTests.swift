import Foundation
import JSONRPC
import Locking
import TestSupport
import Testing

/// Frames written from many tasks at once come out whole, once each, in each writer's order; a
/// writer that finds another at work does not wait for it; `flush` waits for everything.
@Suite struct MessageWriterTests {
  @Test func concurrentFrames_ComeOutWholeAndInEachWritersOrder_ThroughAPipe() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let writer = MessageWriter(fileDescriptor: writeEnd)
    let collected = Task.detached { () -> Data in
      var all = Data()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while case let count = read(readEnd, &buffer, buffer.count), count > 0 {
        all.append(contentsOf: buffer[0..<count])
      }
      return all
    }
    let padding = String(repeating: "x", count: 3_000)  // frames larger than a pipe write is atomic for
    await withTaskGroup(of: Void.self) { group in
      for writerNumber in 0..<8 {
        group.addTask {
          for frame in 0..<200 { writer.write(Data("\(writerNumber) \(frame) \(padding)\n".utf8)) }
        }
      }
    }
    writer.flush()
    close(writeEnd)
    let lines = String(decoding: await collected.value, as: UTF8.self).split(separator: "\n")
    close(readEnd)
    #expect(lines.count == 8 * 200)
    var next = [Int](repeating: 0, count: 8)
    for line in lines {
      let fields = line.split(separator: " ")
      #expect(fields.count == 3 && fields[2] == padding[...])
      guard let writerNumber = Int(fields[0]), let frame = Int(fields[1]) else { continue }
      #expect(frame == next[writerNumber], "writer \(writerNumber) out of order")
      next[writerNumber] = frame + 1
    }
  }

  @Test func aWriterFindingAnotherAtWork_ReturnsAtOnce_AndFlushWaitsForBoth() async throws {
    let release = DispatchSemaphore(value: 0)
    let written = Locked<[String]>([])
    let writer = MessageWriter { data in
      let text = String(decoding: data, as: UTF8.self)
      if text == "first" { release.wait() }  // the first write is slow
      written.withLock { $0.append(text) }
      return true
    }
    let first = Thread { writer.write(Data("first".utf8)) }
    first.start()
    while written.withLock({ $0.isEmpty }) {
      // Until the first write is under way (it waits inside the sink).
      if writer.isWritingForTests { break }
      try await Task.sleep(for: .milliseconds(1))
    }
    // On a thread of its own, so a writer that did wait would fail this test, not hang it.
    let secondReturned = DispatchSemaphore(value: 0)
    Thread {
      writer.write(Data("second".utf8))
      secondReturned.signal()
    }.start()
    // A writer that did wait would wait until `release`, below: for ever, but for the bound.
    #expect(
      secondReturned.wait(timeout: WallClockBounds.eventDeadline) == .success,
      "the second write waited for the first")
    #expect(written.withLock { $0 }.isEmpty)
    release.signal()
    writer.flush()
    #expect(written.withLock { $0 } == ["first", "second"])
  }

  @Test func aReaderGone_FailsThisWriteAndEveryLaterOne() {
    let calls = Locked(0)
    let writer = MessageWriter { _ in
      calls.withLock { $0 += 1 }
      return false
    }
    #expect(!writer.write(Data("a".utf8)))
    #expect(!writer.write(Data("b".utf8)))
    writer.flush()
    #expect(calls.withLock { $0 } == 1)
  }
}
