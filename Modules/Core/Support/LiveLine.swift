import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line a terminal rewrites in place (`spacex next`'s countdown), looked at every second and
/// written only when its text changed, until the user types `q` or Ctrl-C, input ends, or the
/// line has nothing more to say.
package enum LiveLine {
  /// One tick: lines to say for good above the live line (what changed since the last tick), and
  /// the live line now, `nil` to end after saying them.
  package struct Frame: Sendable, Equatable {
    package var said: [String]
    package var line: String?

    package init(said: [String] = [], line: String?) {
      self.said = said
      self.line = line
    }
  }

  /// Draws `frame()` each second (its said lines above, its live line rewritten in place when its
  /// text changes) until a frame has no line, or `q` or Ctrl-C.
  /// - Note: call only when stdout is a terminal. Keys are read without Enter while it runs, and
  ///   the terminal is set back as it was, Ctrl-C included (read as a key, not a signal).
  /// - Parameter language: of the line on stderr that says how to stop it: a countdown days
  ///   away changes once a minute, and without it looked hung.
  package static func run(language: Language, frames frame: () -> Frame) {
    StandardStream.error.write(
      Phrase(en: "spacex: counting down; q or Ctrl-C stops", ru: "spacex: идёт отсчёт; q или Ctrl-C — остановить")(
        language) + "\n")
    let restore = KeyboardMode.enterSingleKeys()
    defer { restore?() }
    write("\u{1B}[?25l")  // no blinking cursor over the digits
    var shown: String?
    // The cursor back, on a line of its own (after said lines it is at a line's start already).
    defer { write("\u{1B}[?25h" + (shown == nil ? "" : "\n")) }
    while true {
      let next = frame()
      // Our cursor moves, then each line made safe: whatever it quotes can move nothing.
      for said in next.said {
        write("\r\u{1B}[K" + TerminalText.singleLine(said) + "\n")
        shown = nil
      }
      guard let text = next.line else { return }
      if text != shown { write("\r\u{1B}[K" + TerminalText.singleLine(text)) }
      shown = text
      if quitRequested(waitingUpTo: 1000 - Int(Date().timeIntervalSince1970 * 1000) % 1000) { return }
    }
  }

  /// Waits for a key for up to `milliseconds`; `true` for `q`, Ctrl-C or end of input.
  private static func quitRequested(waitingUpTo milliseconds: Int) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(max(1, milliseconds))) > 0 else { return false }
    var byte: UInt8 = 0
    let count = read(STDIN_FILENO, &byte, 1)
    return count <= 0 || byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") || byte == 3
  }

  private static func write(_ text: String) {
    StandardStream.output.write(text)
  }
}

/// The terminal's input mode, switched to single keys without echo or signals for a while.
private enum KeyboardMode {
  /// Returns what sets it back; `nil` when stdin is not a terminal (nothing to change).
  static func enterSingleKeys() -> (() -> Void)? {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var single = original
    single.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &single) == 0 else { return nil }
    return {
      var saved = original
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
  }
}
