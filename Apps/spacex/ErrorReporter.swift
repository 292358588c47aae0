import AppContainer
import Core
import Foundation

/// The one place `spacex` turns an error into a message on stderr and an exit status:
/// 2 for usage errors, 1 for everything else.
enum ErrorReporter {
  static func report(_ error: any Error, command: TextCommand?, language: Language) -> Int32 {
    switch error {
    case let usage as UsageError:
      let help = command.map { "spacex \($0.name) --help" } ?? "spacex --help"
      var lines = ["Error: \(usage.message)"]
      if let command { lines.append("Usage: \(command.usage)") }
      lines.append("See '\(help)'.")
      write(lines)
      return 2
    case let failure as any UserFacingError:
      write(["Error: " + failure.message(in: language)])
      return failure.kind == .invalidInput ? 2 : 1
    case let registration as RegistrationError:
      write(["Internal error: \(registration)"])
      return 1
    default:
      write(["Error: \(error)"])
      return 1
    }
  }

  private static func write(_ lines: [String]) {
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
