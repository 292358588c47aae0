import AppContainer
import Core
import JSONRPC

/// `spacex launch REF`: the launch screen, shown once.
enum LaunchCommand {
  static let command = TextCommand.showing(
    "launch", name: "launch", abstract: Phrase(en: "Show everything about one launch", ru: "Всё об одном запуске"),
    usage: "spacex launch REF",
    help: [
      Phrase(
        en: "REF: a launch id, flight number, or exact name in any case",
        ru: "REF: идентификатор, номер полёта или точное название запуска в любом регистре"),
      Phrase(en: "Example: spacex launch CRS-7", ru: "Пример: spacex launch CRS-7"),
    ],
    params: { arguments in .object(try CommandArguments.referenceParams(arguments)) },
    call: call)

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      LaunchesGetMethod.method, try CommandArguments.referenceParams(arguments),
      rows: .member("launch"))
  }
}
