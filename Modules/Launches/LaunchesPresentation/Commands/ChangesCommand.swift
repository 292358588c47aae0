import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// `spacex changes [--since 24h|7d|DATE] [--rocket REF]`: what the ledger recorded.
enum ChangesCommand {
  static let command = {
    var command = show
    // Its `--rocket` is the launch query's: completion offers the same names.
    command.takes(LaunchQuery.options, named: ["rocket"])
    return command
  }()

  private static let show = TextCommand.showing(
    .changes, name: "changes",
    abstract: Phrase(
      en: "What changed: new launches, slips, scrubs, outcomes", ru: "Что изменилось: новые запуски, переносы, отбои"),
    usage: "spacex changes [--since 24h|7d|YYYY-MM-DD] [--rocket REF] [--notes]",
    help: [
      Phrase(
        en: "--since S        a span back from now (24h, 7d, 1h30m), a day or a date-time; default 7d",
        ru: "--since S        промежуток назад (24h, 7d, 1h30m), день или момент; по умолчанию 7d"),
      Phrase(
        en: "--rocket REF     only that rocket's launches (falcon9, starship)",
        ru: "--rocket REF     только запуски этой ракеты (falcon9, starship)"),
      Phrase(
        en: "--notes          Launch Library 2's editors' notes too, among the changes by time",
        ru: "--notes          и заметки редакторов Launch Library 2, среди изменений по времени"),
      Phrase(
        en: "Changes are recorded by each Launch Library 2 sync, from the second one on.",
        ru: "Изменения записывает каждая синхронизация с Launch Library 2, начиная со второй."),
      Phrase(en: "Example: spacex changes --since 24h", ru: "Пример: spacex changes --since 24h"),
    ],
    params: { arguments in .object(try params(arguments)) },
    call: { arguments in MethodCall(LaunchesChangesMethod.method, try params(arguments)) })

  /// The flags as the method's params; a `--since` that names no moment is a usage error.
  private static func params(_ arguments: [String]) throws -> [String: JSONValue] {
    let options = try CommandOptions(arguments, accepting: ["--since", "--rocket"], flags: ["--notes"])
    if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
    var params: [String: JSONValue] = [:]
    if let since = options["--since"] {
      guard LaunchChange.since(parsing: since, now: .now) != nil else {
        throw UsageError.invalidValue(
          since, for: "--since",
          expected: Phrase(
            en: "24h, 7d (up to 100 years), YYYY-MM-DD or a date-time",
            ru: "24h, 7d (не больше 100 лет), ГГГГ-ММ-ДД или момент"))
      }
      params["since"] = .string(since)
    }
    if let rocket = options["--rocket"] { params["rocket"] = .string(rocket) }
    if options.has("--notes") { params["notes"] = .bool(true) }
    return params
  }
}
