import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

/// `spacex next [--rocket REF]`: the next launch's card, with a countdown that ticks on a
/// terminal until `q` or Ctrl-C, and is said once in a pipe. `spacex next --wait [--before 10m]`
/// waits instead (see ``NextWait``).
enum NextCommand {
  /// The command's name, which its status line (``QuickStatusLine``) answers too.
  static let name = "next"

  static func command(launches: any LaunchRepository, log: any LaunchChangeLog, clock: AppClock) -> TextCommand {
    let show = TextCommand.showing(
      .next, name: name,
      abstract: Phrase(en: "The next launch, with a countdown", ru: "Ближайший запуск с обратным отсчётом"),
      usage: "spacex next [--rocket REF] [--wait [--before 10m]] [--line [--width N]]",
      help: [
        Phrase(
          en: "--rocket REF     only that rocket's launches (falcon9, heavy)",
          ru: "--rocket REF     только запуски этой ракеты (falcon9, heavy)"),
        Phrase(
          en: "--wait           wait until the launch is due, following slips; exit 0 then",
          ru: "--wait           ждать запуска, следя за переносами; затем выйти с кодом 0"),
        Phrase(
          en: "--before SPAN    with --wait: that long before liftoff (10m, 1h; default 0)",
          ru: "--before SPAN    с --wait: за столько до старта (10m, 1h; по умолчанию 0)"),
        Phrase(
          en: "--line           one line for a status bar, from the cache only (never fetches or waits)",
          ru: "--line           одна строка для строки состояния, только из кэша (без запросов и ожидания)"),
        Phrase(
          en: "--width N        with --line: at most N columns (default 60)",
          ru: "--width N        с --line: не шире N столбцов (по умолчанию 60)"),
        Phrase(
          en: "On a terminal the countdown ticks until you press q or Ctrl-C.",
          ru: "В терминале отсчёт идёт, пока не нажата q или Ctrl-C."),
        Phrase(
          en: "--wait exits 1 when the launch loses its firm time (scrubbed, no new date) or leaves the data.",
          ru:
            "--wait завершается с кодом 1, если запуск теряет точное время (отбой без новой даты) или исчезает из данных."
        ),
        Phrase(
          en:
            "It exits 3 when it cannot vouch for the time: too old to trust and no refresh possible, or passed with no liftoff.",
          ru:
            "Код 3 — если за время нельзя поручиться: данные устарели и не обновляются, или время прошло без старта."
        ),
        Phrase(
          en: "Example: spacex next --wait --before 10m && notify-send \"Launch in 10 minutes\"",
          ru: "Пример: spacex next --wait --before 10m && notify-send \"Запуск через 10 минут\""),
      ],
      params: { arguments in try parsed(arguments).rocket.map { .object(["rocket": .string($0)]) } }, call: call)
    var command = show
    command.run = { context in
      let options = try parsed(context.arguments)
      if let width = options.lineWidth {
        return try await line(launches: launches, rocket: options.rocket, width: width, clock: clock, context.formatter)
      }
      guard let lead = options.lead else { return try await show.run(context) }
      let watch = LaunchWatch(
        launches: launches, log: log, rocket: options.rocket, lead: lead, clock: clock.now,
        sleep: { try await clock.sleep(.seconds($0)) })
      return try await NextWait(watch: watch, formatter: context.formatter).run()
    }
    // Its `--rocket` is the launch query's: completion offers the same names.
    command.takes(LaunchQuery.options, named: ["rocket"])
    return command
  }

  private struct Options {
    var rocket: String?
    /// How long before liftoff to stop waiting; `nil` without `--wait`.
    var lead: TimeInterval?
    /// `--line`'s width; `nil` without `--line`.
    var lineWidth: Int?
  }

  /// The status line, from the cache alone; exit 1 (saying why on stderr) when there is none.
  private static func line(
    launches: any LaunchRepository, rocket: String?, width: Int, clock: AppClock, _ formatter: DisplayFormatter
  ) async throws -> CommandOutput {
    guard
      let text = try await StatusLine.current(
        launches: launches, rocket: rocket, width: width, now: clock.now(), language: formatter.language)
    else {
      throw CommandFailure(
        text: Phrase(en: "no launch to come in the cache", ru: "в кэше нет предстоящего запуска"), kind: .notFound)
    }
    return CommandOutput(text + "\n")
  }

  private static func parsed(_ arguments: [String]) throws -> Options {
    let options = try CommandOptions(
      arguments, accepting: ["--rocket", "--before", "--width"], flags: ["--wait", Offer.statusLineFlag])
    if let extra = options.positional.first { throw UsageError.unexpectedArgument(extra) }
    var lead: TimeInterval?
    if let before = options["--before"] {
      guard options.has("--wait") else { throw UsageError.requires("--before", "--wait") }
      guard let span = TimeSpan.parse(before) else {
        throw UsageError.invalidValue(
          before, for: "--before",
          expected: Phrase(
            en: "a span like 10m, 1h or 90s, up to 100 years", ru: "промежуток: 10m, 1h, 90s, не больше 100 лет"))
      }
      lead = span
    } else if options.has("--wait") {
      lead = 0
    }
    var lineWidth: Int?
    if options.has(Offer.statusLineFlag) {
      if options.has("--wait") { throw UsageError.conflicting(Offer.statusLineFlag, "--wait") }
      lineWidth = StatusLine.defaultWidth
      if let text = options["--width"] {
        guard let width = Int(text), StatusLine.widths.contains(width) else {
          throw UsageError.invalidValue(
            text, for: "--width",
            expected: Phrase(
              en: "columns, \(StatusLine.widths.lowerBound) to \(StatusLine.widths.upperBound)",
              ru: "число столбцов от \(StatusLine.widths.lowerBound) до \(StatusLine.widths.upperBound)"))
        }
        lineWidth = width
      }
    } else if options["--width"] != nil {
      throw UsageError.requires("--width", Offer.statusLineFlag)
    }
    return Options(rocket: options["--rocket"], lead: lead, lineWidth: lineWidth)
  }

  /// `launches.next {rocket?}`, for `--format json`; waiting has no JSON answer.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    let options = try parsed(arguments)
    if options.lead != nil { throw UsageError.conflicting("--wait", "--format") }
    if options.lineWidth != nil { throw UsageError.conflicting(Offer.statusLineFlag, "--format") }
    return MethodCall(
      LaunchesNextMethod.method, options.rocket.map { ["rocket": .string($0)] } ?? [:], rows: .member("launch"))
  }
}
