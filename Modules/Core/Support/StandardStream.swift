import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// stdout and stderr as a command writes to them: a write that fails (a full disk, a closed
/// descriptor, `2>/dev/full`) never stops the process (Foundation's `FileHandle.write` traps),
/// and a failed write of the answer is remembered, so the command can exit non-zero instead of
/// claiming success for output nobody got (``finish(_:language:)``). Answers are written here,
/// not with `print`: stdio drops a buffer it failed to write and forgets the failure unless its
/// error flag is read, which strict concurrency keeps out of reach (`stdout` is a global var).
package enum StandardStream: Sendable {
  case output, error

  /// Whether a write to stdout failed in this process, by us or by stdio (`print`).
  private static let outputFailure = Atomic<Int32>(0)

  private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

  /// Writes all of `text` (after what `print` buffered, so the order holds); `false` when the
  /// stream refused it. A failure on stderr is dropped: there is nowhere left to say it.
  @discardableResult
  package func write(_ text: String) -> Bool {
    if self == .output, fflush(nil) != 0 { Self.noteOutputFailure(errno) }
    var text = text
    let failure = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    guard failure == 0 else {
      if self == .output { Self.noteOutputFailure(failure) }
      return false
    }
    return true
  }

  /// `status`, or 1 when some of the answer never reached stdout: stdio's buffer is flushed and
  /// its error flag read, and the failure is said on stderr (if that still takes it).
  package static func finish(_ status: Int32, language: @autoclosure () -> Language) -> Int32 {
    Log.summarizeRepeats()
    // Every stdio stream: stdout is the only buffered one we write (stderr is unbuffered), and a
    // failed write leaves its bytes in the buffer, so this flush fails again.
    if fflush(nil) != 0 { noteOutputFailure(errno == 0 ? EIO : errno) }
    let failure = outputFailure.load(ordering: .relaxed)
    guard failure != 0 else { return status }
    let reason = String(cString: strerror(failure))
    StandardStream.error.write(
      Phrase(en: "spacex: could not write the output: ", ru: "spacex: не удалось записать вывод: ")(language())
        + reason + "\n")
    return status == 0 ? 1 : status
  }

  private static func noteOutputFailure(_ code: Int32) {
    _ = outputFailure.compareExchange(expected: 0, desired: code == 0 ? EIO : code, ordering: .relaxed)
  }
}
