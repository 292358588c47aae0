import AppContainer
import Core
import JSONRPC
import LaunchesDomain

/// `spacex launches [--rocket REF] [--status S] [--year Y] [--from D] [--to D] [--search TEXT]
/// [--sort newest|oldest] [--page N] [--limit N]`.
enum LaunchesCommand {
  static let options = ["--rocket", "--status", "--year", "--from", "--to", "--search", "--sort", "--page", "--limit"]

  static let command = listing(
    name: "launches",
    abstract: Phrase(
      en: "List launches, filtered, sorted and paged", ru: "Список запусков с фильтрами, сортировкой и страницами"),
    example: Phrase(
      en: "Example: spacex launches --rocket falcon9 --status failed",
      ru: "Пример: spacex launches --rocket falcon9 --status failed"),
    method: LaunchesListMethod.method, scope: nil)

  /// A command that shows a launch-list screen once, with the launch query's flags: `launches`,
  /// or another feature's own list (`favourites`: its screen, with its `scope`) and its RPC
  /// `method`. Flags are checked here, so a bad one is a usage error naming the flag.
  static func listing(name: String, abstract: Phrase, example: Phrase, method: String, scope: LaunchScope?)
    -> TextCommand
  {
    var command = TextCommand.showing(
      name, name: name, abstract: abstract,
      usage:
        "spacex \(name) [--rocket REF] [--status S] [--year Y] [--from D] [--to D] [--search TEXT] [--sort S] [--page N] [--limit N|all] [--all]",
      help: queryHelp + [example],
      params: { arguments in .object(try params(arguments)) },
      call: call(method))
    command.writesCalendars = true
    return command
  }

  /// The flags, checked, as the screen's (and the method's) params.
  private static func params(_ arguments: [String]) throws -> [String: JSONValue] {
    let options = try validated(arguments)
    var params: [String: JSONValue] = [:]
    for (flag, value) in options.values { params[String(flag.dropFirst(2))] = .string(value) }
    if options.has("--all") { params["limit"] = .string("all") }
    return params
  }

  /// The flags as `method`'s params, for `--format json|tsv|ics`.
  private static func call(_ method: String) -> @Sendable ([String]) throws -> MethodCall {
    { arguments in MethodCall(method, try params(arguments)) }
  }

  private static let queryHelp = [
    Phrase(
      en: "--rocket REF     a rocket id or name (falcon9, \"Falcon 9\")",
      ru: "--rocket REF     идентификатор или название ракеты"),
    Phrase(
      en: "--status S       all (default), success, failed, upcoming",
      ru: "--status S       all (по умолчанию), success, failed, upcoming"),
    Phrase(en: "--year Y         launches in that UTC year", ru: "--year Y         запуски этого года (UTC)"),
    Phrase(en: "--from/--to D    YYYY-MM-DD, inclusive, UTC", ru: "--from/--to D    ГГГГ-ММ-ДД, включительно, UTC"),
    Phrase(
      en: "--search TEXT    in the launch name, any case and accents",
      ru: "--search TEXT    в названии, без учёта регистра и диакритики"),
    Phrase(
      en: "--sort S         newest (default) or oldest", ru: "--sort S         newest (по умолчанию) или oldest"),
    Phrase(
      en: "--page N         page from 1; --limit N rows per page, 1 to 100 (default 20)",
      ru: "--page N         страница с 1; --limit N строк на странице, 1–100 (по умолчанию 20)"),
    Phrase(
      en: "--all            every match on one page (also --limit all), for pipes",
      ru: "--all            все совпадения на одной странице (или --limit all), для конвейеров"),
  ]

  /// The options, checked as the launch query checks them (a bad value is a usage error naming
  /// the option), for passing on as params.
  static func validated(_ arguments: [String]) throws -> CommandOptions {
    let options = try CommandOptions(arguments, accepting: Self.options, flags: ["--all"])
    if options.has("--all"), options["--limit"] != nil { throw UsageError.conflicting("--all", "--limit") }
    _ = try query(options)
    return options
  }

  private static func query(_ options: CommandOptions) throws -> LaunchQuery {
    if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
    let input = LaunchQueryInput(
      rocket: options["--rocket"], status: options["--status"], year: options["--year"], from: options["--from"],
      to: options["--to"], search: options["--search"], sort: options["--sort"], page: options["--page"],
      limit: options.has("--all") ? "all" : options["--limit"])
    do {
      return try LaunchQuery(parsing: input)
    } catch .invalidParameter(let name, let value, let expected, let closest) {
      throw UsageError.invalidValue(value, for: "--\(name)", expected: expected, closest: closest)
    } catch {
      throw error
    }
  }
}
