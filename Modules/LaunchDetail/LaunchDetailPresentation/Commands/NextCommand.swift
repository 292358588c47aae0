import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain

/// `spacex next [--rocket REF]`: the next launch's card, with a countdown that ticks on a
/// terminal until `q` or Ctrl-C, and is said once in a pipe.
enum NextCommand {
  static func command(_ repository: any LaunchDetailRepository, marks: MarkRegistry) -> TextCommand {
    TextCommand(
      name: "next",
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
      call: call,
      run: { context in try await run(context, repository, marks: marks.snapshot(LaunchDetailPresenter.markKind)) })
  }

  private static func run(_ context: CommandContext, _ repository: any LaunchDetailRepository, marks: RowMarks)
    async throws -> CommandOutput
  {
    let rocket = try rocket(context.arguments)
    let formatter = context.formatter
    let detail = try await repository.next(rocket: rocket, now: formatter.now, refresh: false)
    context.noteProvenance(detail.provenance)
    let card = LaunchDetailPresenter.card(for: detail.value, formatter: formatter, marks: marks).text(
      width: formatter.width, bold: formatter.usesColor)
    let mission = detail.value.mission
    let language = formatter.language
    let due: @Sendable (Date) -> String? = { now in
      DueText.relative(mission.date, precision: mission.datePrecision, now: now, language: language)
    }
    let label = Phrase(en: "Due: ", ru: "Срок: ")(language)
    let dueNow = due(formatter.now).map { label + $0 + "\n" } ?? ""
    // Only a launch known to the hour has a clock worth watching.
    var ticking: (@Sendable () -> Void)?
    if mission.datePrecision == .hour {
      ticking = { @Sendable in LiveLine.run { due(Date()).map { label + $0 } } }
    }
    return CommandOutput(
      card + "\n" + dueNow, footer: ProvenanceText.line(detail.provenance, formatter: formatter) + "\n",
      separated: true, live: ticking)
  }

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
