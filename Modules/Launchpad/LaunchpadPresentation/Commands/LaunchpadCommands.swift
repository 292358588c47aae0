import AppContainer
import Core
import JSONRPC

/// `spacex launchpads` and `spacex launchpad REF`: the launchpad screens, shown once.
enum LaunchpadCommands {
  static let list = TextCommand.showing(
    "launchpads", name: "launchpads", abstract: Phrase(en: "List all launchpads", ru: "Список стартовых площадок"),
    usage: "spacex launchpads",
    help: [Phrase(en: "Example: spacex launchpads --lang ru", ru: "Пример: spacex launchpads --lang ru")],
    params: { arguments in
      try CommandArguments.expectNone(arguments)
      return nil
    },
    call: listCall)

  static let detail = TextCommand.showing(
    "launchpad", name: "launchpad",
    abstract: Phrase(en: "Show one launchpad and its launches", ru: "Площадка и её запуски"),
    usage: "spacex launchpad REF",
    help: [
      Phrase(
        en: "REF: a launchpad id, or its short or full name in any case (\"KSC LC 39A\", ksc-lc-39a)",
        ru: "REF: идентификатор, краткое или полное название площадки в любом регистре"),
      Phrase(en: "Example: spacex launchpad \"KSC LC 39A\"", ru: "Пример: spacex launchpad \"KSC LC 39A\""),
    ],
    params: { arguments in .object(try CommandArguments.referenceParams(arguments)) },
    call: detailCall)

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func listCall(_ arguments: [String]) throws -> MethodCall {
    try CommandArguments.expectNone(arguments)
    return MethodCall(LaunchpadMethods.list)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func detailCall(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      LaunchpadMethods.get, try CommandArguments.referenceParams(arguments),
      rows: .member("item"))
  }
}
