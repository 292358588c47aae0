import AppContainer
import Core
import Foundation

/// The one place `spacex` turns an error into a message on stderr and an exit status:
/// 2 for usage errors, 1 for everything else.
///
/// Every message is one line: CONTRACT.md promises a one-line hint, which wins over the
/// three-line argument-parser layout STYLE.md sketches; the usage is one `--help` away.
enum ErrorReporter {
  static func report(_ error: any Error, command: TextCommand?, language: Language) -> Int32 {
    switch error {
    case let failure as any UserFacingError where failure.kind == .invalidInput:
      writeUsage(failure.message(in: language), command: command)
      return 2
    case let failure as any UserFacingError:
      write(["Error: " + failure.message(in: language)])
      return 1
    case let registration as RegistrationError:
      write(["Internal error: \(registration)"])
      return 1
    default:
      write(["Error: \(error)"])
      return 1
    }
  }

  /// "Error: …. See 'spacex launches --help'."
  private static func writeUsage(_ message: String, command: TextCommand?) {
    let help = command.map { "spacex \($0.name) --help" } ?? "spacex --help"
    let sentence = message.hasSuffix(".") || message.hasSuffix("?") ? message : message + "."
    write(["Error: \(sentence) See '\(help)'."])
  }

  private static func write(_ lines: [String]) {
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
