import AppContainer
import Core
import JSONRPC
import LaunchDetailDomain

/// `spacex next [--rocket REF]`: the next launch's card, with a countdown that ticks on a
/// terminal until `q` or Ctrl-C, and is said once in a pipe.
enum NextCommand {
  /// Shows the `next` screen.
  static let command = TextCommand.showing(
    "next", name: "next",
    abstract: Phrase(en: "The next launch, with a countdown", ru: "Ближайший запуск с обратным отсчётом"),
    usage: "spacex next [--rocket REF]",
    help: [
      Phrase(
        en: "--rocket REF     only that rocket's launches (falcon9, heavy)",
        ru: "--rocket REF     только запуски этой ракеты (falcon9, heavy)"),
      Phrase(
        en: "On a terminal the countdown ticks until you press q or Ctrl-C.",
        ru: "В терминале отсчёт идёт, пока не нажата q или Ctrl-C."),
      Phrase(en: "Example: spacex next --rocket starship", ru: "Пример: spacex next --rocket starship"),
    ],
    params: { arguments in try rocket(arguments).map { .object(["rocket": .string($0)]) } }, call: call)

  /// `--rocket REF`, if given.
  private static func rocket(_ arguments: [String]) throws -> String? {
    let options = try CommandOptions(arguments, accepting: ["--rocket"])
    if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
    return options["--rocket"]
  }

  /// `launches.next {rocket?}`, for `--format json`.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    let rocket = try rocket(arguments)
    return MethodCall(LaunchesNextMethod.method, rocket.map { ["rocket": .string($0)] } ?? [:], rows: .member("launch"))
  }
}
