import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How wide text output may be: `COLUMNS`, else the terminal's width when stdout is one (80 when
/// it will not say), else no limit: a pipe gets whole lines, so `grep` finds a long launch name.
package enum TerminalWidth {
  /// The most columns text is laid out in, whatever `COLUMNS` says.
  package static let widest = 10_000

  package static func current(environment: [String: String]) -> Int? {
    // A width past any screen is taken as the widest one: arithmetic on widths never overflows.
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return min(columns, widest) }
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }
}
