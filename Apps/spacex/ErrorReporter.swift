import AppContainer
import Core
import Foundation

/// The one place `spacex` turns an error into a message on stderr and an exit status:
/// 2 for usage errors, 1 for everything else.
///
/// Every usage error is one line: the README promises a one-line hint, which wins over the
/// three-line layout argument parsers usually print (error, usage, hint); the usage is one
/// `--help` away. An ambiguous reference lists its choices below, one command line each.
enum ErrorReporter {
  /// - Parameter arguments: the command line as typed, without the program's name: an ambiguous
  ///   reference's choices are it with the reference replaced.
  static func report(_ error: any Error, command: TextCommand?, arguments: [String], language: Language) -> Int32 {
    switch error {
    case let failure as any UserFacingError where failure.kind == .invalidInput:
      writeUsage(failure.message(in: language), command: command, language: language)
      return 2
    case let failure as any UserFacingError:
      if let (reference, choices) = (failure as? any AmbiguousReferenceError)?.ambiguity {
        AmbiguityHint.lines(
          reference: reference, choices: choices, arguments: arguments, label: errorLabel(language), language: language
        ).forEach(write)
      } else {
        write(errorLabel(language) + failure.message(in: language))
      }
      return failure.kind.exitStatus
    case let registration as RegistrationError:
      write(Phrase(en: "Internal error: ", ru: "Внутренняя ошибка: ")(language) + "\(registration)")
      return 1
    default:
      write(errorLabel(language) + "\(error)")
      return 1
    }
  }

  private static let errorLabel = Phrase(en: "Error: ", ru: "Ошибка: ")

  /// "Error: …. See 'spacex launches --help'."
  private static func writeUsage(_ message: String, command: TextCommand?, language: Language) {
    let help = command.map { "spacex \($0.name) --help" } ?? "spacex --help"
    let sentence = message.hasSuffix(".") || message.hasSuffix("?") ? message : message + "."
    let see = Phrase(en: "See '\(help)'.", ru: "См. '\(help)'.")(language)
    write(errorLabel(language) + sentence + " " + see)
  }

  private static func write(_ line: String) {
    // An error may quote what was typed or what a server said: nothing in it drives the terminal.
    StandardStream.error.write(TerminalText.forTerminal(line) + "\n")
  }
}
