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
      StandardStream.error.write("spacex: " + TerminalText.singleLine(line) + "\n")
    }
    switch outcome {
    case .due(let launch, _):
      let name = TerminalText.sanitized(launch.name)
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      let left = launch.date.timeIntervalSince(watch.clock())
      let text =
        if launch.success != nil {
          Phrase(en: "\(name) has flown (\(when))", ru: "\(name): запуск состоялся (\(when))")
        } else if launch.launchDay.status == .inFlight {
          Phrase(en: "\(name) is in flight (\(when))", ru: "\(name): в полёте (\(when))")
        } else if left >= 1 {
          Phrase(
            en: "\(name) lifts off in \(TimeSpan.short(left, language: .en)) (\(when))",
            ru: "\(name): старт через \(TimeSpan.short(left, language: .ru)) (\(when))")
        } else if left > -1 {
          Phrase(en: "\(name) lifts off now (\(when))", ru: "\(name): старт сейчас (\(when))")
        } else {
          // Its time has come and gone within the grace, still Go: due, not flown ("in 0s" was a lie).
          Phrase(
            en: "\(name): due \(TimeSpan.short(-left, language: .en)) ago, awaiting liftoff (\(when))",
            ru:
              "\(name): время старта прошло \(TimeSpan.short(-left, language: .ru)) назад, ждём подтверждения (\(when))"
          )
        }
      return CommandOutput(text(language) + "\n")
    case .noFirmTime(let launch):
      let name = TerminalText.sanitized(launch.name)
      let status = launch.launchDay.status?.longText(language) ?? ""
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      throw CommandFailure.unavailable(
        Phrase(
          en:
            "\(name) has no firm time any more (\(status.isEmpty ? "" : status + ", ")\(when)): scrubbed with no new date",
          ru:
            "у запуска \(name) больше нет точного времени (\(status.isEmpty ? "" : status + ", ")\(when)): отбой без новой даты"
        ))
    case .vanished(let name):
      throw CommandFailure.unavailable(
        Phrase(
          en: "\(name) is no longer in the launch data", ru: "запуска \(name) больше нет в данных"))
    case .stale(let reason):
      throw CommandFailure.unverified(
        Phrase(
          en: "the launches could not be refreshed (\(reason)); stopped waiting",
          ru: "не удалось обновить данные о запусках (\(reason)); ожидание прекращено"))
    case .unverified(let launch, let checkedAt, let reason):
      let name = TerminalText.sanitized(launch.name)
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      let known = known(checkedAt)
      throw CommandFailure.unverified(
        Phrase(
          en: "cannot vouch for \(name) at \(when): known \(known(.en)), and a refresh failed (\(reason))",
          ru: "нельзя поручиться за время \(name) (\(when)): данные \(known(.ru)), обновить не удалось (\(reason))"))
    case .passedUnconfirmed(let launch, let checkedAt):
      let name = TerminalText.sanitized(launch.name)
      let when = formatter.date(launch.date, precision: launch.datePrecision)
      let status = launch.launchDay.status?.longText(language) ?? "—"
      let known = known(checkedAt)
      throw CommandFailure.unverified(
        Phrase(
          en: "\(name)'s time (\(when)) has passed with no sign of liftoff (status \(status), \(known(.en)))",
          ru: "время \(name) (\(when)) прошло, а старт не подтверждён (статус \(status), \(known(.ru)))"))
    }
  }

  /// "as of 21:16, 47m ago", or that nothing live was ever read.
  private func known(_ checkedAt: Date?) -> Phrase {
    guard let checkedAt else {
      return Phrase(en: "only from the offline sample", ru: "только из встроенного образца")
    }
    return AgeText.asOf(checkedAt, now: watch.clock(), timeZone: formatter.timeZone)
  }
}
