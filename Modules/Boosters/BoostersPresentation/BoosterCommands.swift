import AppContainer
import BoostersDomain
import Core
import JSONRPC

/// `spacex boosters [--sort flights|last|serial] [--status S] [--block N]` and `spacex booster REF`.
enum BoosterCommands {
  static let list = TextCommand.showing(
    "boosters", name: "boosters",
    abstract: Phrase(en: "List boosters with their flights and landings", ru: "Ступени: полёты и посадки"),
    usage: "spacex boosters [--sort flights|last|serial] [--status S] [--block N]",
    help: [
      Phrase(
        en: "--sort flights (default: the fleet leaders), last (most recently flown) or serial",
        ru: "--sort flights (по умолчанию: больше всего полётов), last (недавно летавшие) или serial"),
      Phrase(
        en: "--status active|inactive|lost|expended|retired|unknown, --block 1-5: only those",
        ru: "--status active|inactive|lost|expended|retired|unknown, --block 1-5: только такие"),
      Phrase(en: "Example: spacex boosters --status active", ru: "Пример: spacex boosters --status active"),
    ],
    params: { .object(try params($0)) },
    call: { MethodCall(BoosterMethods.list, try params($0)) })

  static let detail = TextCommand.showingItem(
    "booster", method: BoosterMethods.get, name: "booster",
    abstract: Phrase(en: "Show one booster's whole career", ru: "Вся история одной ступени"),
    usage: "spacex booster REF",
    help: [
      Phrase(
        en: "REF: a serial, in any case, with or without the B (B1062, b1062, 1062)",
        ru: "REF: серийный номер в любом регистре, можно без B (B1062, b1062, 1062)")
    ])

  /// `--sort last --status active` as the list's params; a bad flag or value is a usage error.
  private static func params(_ arguments: [String]) throws -> [String: JSONValue] {
    var params: [String: JSONValue] = [:]
    var index = 0
    let flags = ["--sort": "sort", "--status": "status", "--block": "block"]
    while index < arguments.count {
      let (flag, inline) = split(arguments[index])
      index += 1
      guard let name = flags[flag] else {
        throw flag.hasPrefix("-")
          ? UsageError.unknownOption(
            flag, closest: LooseName.suggestions(for: flag, among: Array(flags.keys), limit: 1).first)
          : UsageError.unexpectedArgument(flag)
      }
      guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
        throw UsageError.missingValue(for: flag)
      }
      if inline == nil { index += 1 }
      params[name] = .string(value)
    }
    // Checked as the method checks them, so the command and the method refuse alike.
    _ = try MethodParams.decode(BoosterQueryParams.self, from: .object(params)).query()
    return params
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
