import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal as the full-screen browser needs it, and back as it was: raw input (each key as
/// typed, no echo, Ctrl-C and Ctrl-Z as keys), the alternate screen, no cursor, mouse wheel
/// and clicks reported (SGR 1006). Whatever ends the browser restores it: a return, a thrown
/// error, SIGTERM, SIGHUP, Ctrl-C; Ctrl-Z restores it before stopping, and ``enter()`` takes it
/// again on `fg`.
package final class TerminalMode: @unchecked Sendable {
  // @unchecked: `saved` is written once, in `init`, before any signal handler can read it.
  private var saved = termios()
  private let input: Int32
  private let output: Int32

  /// Reads the terminal's settings now, to restore them later; `nil` when `input` is no terminal.
  package init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    (self.input, self.output) = (input, output)
    guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &saved) == 0 else { return nil }
  }

  /// Raw input, the alternate screen, the cursor hidden, the mouse reported.
  package func enter() {
    makeRaw()
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h")
  }

  /// Whether input is raw now: a shell that continued us may have set its own modes after we
  /// set ours.
  package var isRaw: Bool {
    var now = termios()
    return tcgetattr(input, &now) == 0 && now.c_lflag & tcflag_t(ICANON) == 0
  }

  /// Raw input, as ``enter()`` sets it, without touching the screen.
  package func makeRaw() {
    var raw = saved
    // As cfmakeraw: Ctrl-C and Ctrl-Z come as keys, so stopping happens between frames, never
    // in the middle of one (a stop by signal raced the shell for the terminal).
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // Not flushed: keys typed since a resume are kept.
    tcsetattr(input, TCSANOW, &raw)
  }

  /// The terminal as it was: the main screen, the cursor, no mouse reports, the saved modes.
  /// Safe to call from a signal handler's queue and more than once.
  package func restore() {
    write("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    var saved = saved
    tcsetattr(input, TCSAFLUSH, &saved)
  }

  /// The window's size, from the terminal; `nil` when it does not say.
  package func size() -> TerminalSize? {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Writes `text` whole, retrying what a signal interrupted.
  package func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { writeBytes(output, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }
}

/// `write(2)`, under a name the method above does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
