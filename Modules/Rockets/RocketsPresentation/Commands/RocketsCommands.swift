import AppContainer
import Core
import JSONRPC

/// `spacex rockets` and `spacex rocket REF`: the rocket screens, shown once.
enum RocketsCommands {
  static let list = TextCommand.showing(
    "rockets", name: "rockets", abstract: Phrase(en: "List all rockets", ru: "Список всех ракет"),
    usage: "spacex rockets",
    help: [Phrase(en: "Example: spacex rockets --units imperial", ru: "Пример: spacex rockets --units imperial")],
    params: { arguments in
      try CommandArguments.expectNone(arguments)
      return nil
    },
    call: listCall)

  static let detail = TextCommand.showing(
    "rocket", name: "rocket", abstract: Phrase(en: "Show one rocket's details", ru: "Подробности о ракете"),
    usage: "spacex rocket REF",
    help: [
      Phrase(
        en: "REF: a rocket id or name, in any case, with or without spaces or dashes",
        ru: "REF: идентификатор или название ракеты, в любом регистре, с пробелами или дефисами или без них"),
      Phrase(en: "Example: spacex rocket falcon9", ru: "Пример: spacex rocket falcon9"),
    ],
    params: { arguments in .object(try CommandArguments.referenceParams(arguments)) },
    call: detailCall)

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func listCall(_ arguments: [String]) throws -> MethodCall {
    try CommandArguments.expectNone(arguments)
    return MethodCall(RocketMethods.list)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func detailCall(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      RocketMethods.get, try CommandArguments.referenceParams(arguments),
      rows: .member("item"))
  }
}
