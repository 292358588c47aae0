import AppContainer
import Core
import Foundation
import LaunchesDomain
import LaunchesPresentation

/// `spacex next --wait`: runs a ``LaunchWatch`` and says what happens on stderr as it waits (the
/// launch, each change of it, a failed sync); at the moment, one line on stdout and exit 0; when
/// the wait cannot end well, exit 1 with the reason.
struct NextWait {
  let watch: LaunchWatch
  let formatter: DisplayFormatter

  /// Why the wait ended without the moment (exit 1).
  struct Ended: UserFacingError {
    var text: Phrase
    var kind: FailureKind { .unavailable }
    func message(in language: Language) -> String { text(language) }
  }

  func run() async throws -> CommandOutput {
    let formatter = self.formatter
    let language = formatter.language
    let outcome = try await watch.run { event in
      let line: String
      switch event {
      case .watching(let launch):
        let lead =
          watch.lead > 0
          ? Phrase(en: ", until ", ru: ", до ")(language) + TimeSpan.short(watch.lead, language: language)
            + Phrase(en: " before", ru: " до старта")(language)
          : ""
        line =
          Phrase(en: "waiting for ", ru: "ожидание: ")(language) + TerminalText.sanitized(launch.name) + " ("
          + formatter.date(launch.date, precision: launch.datePrecision) + lead + ")"
      case .changed(let change):
        line = TerminalText.sanitized(change.launchName) + ": " + LaunchChangeText.text(change, formatter: formatter)
      case .refreshFailed(let reason):
        line = Phrase(en: "could not refresh: ", ru: "не удалось обновить: ")(language) + reason
      }
      // Whole, as it leaves: a refresh's failure quotes what a server said.
      FileHandle.standardError.write(Data(("spacex: " + TerminalText.singleLine(line) + "\n").utf8))
    }
    switch outcome {
    case .due(let launch):
      let name = TerminalText.sanitized(launch.name)
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      let left = launch.date.timeIntervalSince(watch.clock())
      let text =
        launch.success != nil
        ? Phrase(en: "\(name) has flown (\(when))", ru: "\(name): запуск состоялся (\(when))")
        : Phrase(
          en: "\(name) lifts off in \(TimeSpan.short(max(left, 0), language: .en)) (\(when))",
          ru: "\(name): старт через \(TimeSpan.short(max(left, 0), language: .ru)) (\(when))")
      return CommandOutput(text(language) + "\n")
    case .noFirmTime(let launch):
      let name = TerminalText.sanitized(launch.name)
      let status = launch.launchDay.status?.longText(language) ?? ""
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      throw Ended(
        text: Phrase(
          en:
            "\(name) has no firm time any more (\(status.isEmpty ? "" : status + ", ")\(when)): scrubbed with no new date",
          ru:
            "у запуска \(name) больше нет точного времени (\(status.isEmpty ? "" : status + ", ")\(when)): отбой без новой даты"
        ))
    case .vanished(let name):
      throw Ended(
        text: Phrase(
          en: "\(name) is no longer in the launch data", ru: "запуска \(name) больше нет в данных"))
    case .stale(let reason):
      throw Ended(
        text: Phrase(
          en: "the launches could not be refreshed (\(reason)); stopped waiting",
          ru: "не удалось обновить данные о запусках (\(reason)); ожидание прекращено"))
    }
  }
}
