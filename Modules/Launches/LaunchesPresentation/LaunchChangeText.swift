import Core
import Foundation
import LaunchesDomain

/// A recorded change in words, the same in `spacex changes`, a launch card's history and the
/// lines `spacex next --wait` prints while it waits.
package enum LaunchChangeText {
  /// What a change is, for a list's column and a client's switch: `new`, `slip` (later),
  /// `earlier`, `newDate` (a firm time again after a date known only to the day or worse),
  /// `hold`, `resumed`, `scrub`, `liftoff` (In Flight), `outcome`, `status`, `pad`, `name`,
  /// `webcastLive`, `webcastEnded`.
  package static func event(_ change: LaunchChange) -> String {
    switch change.kind {
    case .new: "new"
    case .date:
      if DatePrecision(launchLibrary: change.fromPrecision) != .hour,
        DatePrecision(launchLibrary: change.toPrecision) == .hour
      {
        "newDate"
      } else {
        (change.slip ?? 0) < 0 ? "earlier" : "slip"
      }
    case .status:
      if change.isOutcome {
        "outcome"
      } else if change.to.flatMap(Int.init).map(LaunchStatusWord.init(launchLibraryID:)) == .inFlight {
        "liftoff"
      } else if change.isHold {
        "hold"
      } else if change.isResumption {
        "resumed"
      } else {
        change.isScrub ? "scrub" : "status"
      }
    case .pad: "pad"
    case .name: "name"
    case .webcast: change.to == "true" ? "webcastLive" : "webcastEnded"
    }
  }

  /// One line: `Date moved +2d 1h: 2026-12-03 21:00 → 2026-12-05 22:00`, `Hold: Go → Hold`,
  /// `Scrubbed: Go → TBD`.
  /// - Parameter short: a list's cell: a date change says its size and the new date only
  ///   (`Slip +2d 1h → 2026-12-05 22:00`); the old one is in the item.
  package static func text(_ change: LaunchChange, formatter: DisplayFormatter, short: Bool = false) -> String {
    let language = formatter.language
    switch change.kind {
    case .new:
      let date = change.to.flatMap(APIDate.parse).map { self.date($0, change.toPrecision, formatter) }
      return Phrase(en: "New launch", ru: "Новый запуск")(language) + (date.map { ", \($0)" } ?? "")
    case .date:
      guard let (from, to) = change.dates else { return Phrase(en: "Date changed", ru: "Дата изменена")(language) }
      let before = date(from, change.fromPrecision, formatter)
      let after = date(to, change.toPrecision, formatter)
      let slip = to.timeIntervalSince(from)
      let size = abs(slip) < 1 ? "" : " " + TimeSpan.signed(slip, language: language)
      if short {
        let word = slip < 0 ? Phrase(en: "Earlier", ru: "Раньше") : Phrase(en: "Slip", ru: "Перенос")
        return word(language) + size + " → " + after
      }
      return Phrase(en: "Date moved", ru: "Дата сдвинута")(language) + size + ": \(before) → \(after)"
    case .status:
      let before = status(change.from)(language)
      let after = status(change.to)(language)
      if change.isOutcome { return Phrase(en: "Launched: ", ru: "Запуск: ")(language) + after }
      // A hold pauses the count and a scrub calls the attempt off: said as launch day says them.
      if change.isHold { return Phrase(en: "Hold: ", ru: "Задержка отсчёта: ")(language) + "\(before) → \(after)" }
      if change.isResumption {
        return Phrase(en: "Count resumed: ", ru: "Отсчёт возобновлён: ")(language) + "\(before) → \(after)"
      }
      if change.isScrub { return Phrase(en: "Scrubbed: ", ru: "Отбой: ")(language) + "\(before) → \(after)" }
      return Phrase(en: "Status ", ru: "Статус ")(language) + "\(before) → \(after)"
    case .pad:
      return Phrase(en: "Pad: ", ru: "Площадка: ")(language)
        + "\(sanitized(change.from) ?? "—") → \(sanitized(change.to) ?? "—")"
    case .name:
      return Phrase(en: "Renamed: ", ru: "Переименован: ")(language)
        + "\(sanitized(change.from) ?? "—") → \(sanitized(change.to) ?? "—")"
    case .webcast:
      return change.to == "true"
        ? Phrase(en: "Webcast live", ru: "Трансляция идёт")(language)
        : Phrase(en: "Webcast ended", ru: "Трансляция закончилась")(language)
    }
  }

  /// When the sync saw it, in the reader's zone, as a table column shows times (`2026-12-01 10:02`).
  package static func seen(_ change: LaunchChange, formatter: DisplayFormatter) -> String {
    DateText.sortable(change.seenAt, precision: .hour, timeZone: formatter.timeZone)
  }

  /// A recorded date as precisely as LL2 knew it, in the column style (the zone is said once, by
  /// the table's header or the line's end).
  private static func date(_ date: Date, _ precision: String?, _ formatter: DisplayFormatter) -> String {
    DateText.sortable(date, precision: DatePrecision(launchLibrary: precision), timeZone: formatter.timeZone)
  }

  private static func status(_ id: String?) -> Phrase {
    id.flatMap(Int.init).map { LaunchStatusWord(launchLibraryID: $0).longText } ?? Phrase(en: "—", ru: "—")
  }

  private static func sanitized(_ text: String?) -> String? { text.map(TerminalText.sanitized) }

  /// A card's history: the date's moves on one line (`Date moved 3 times: Dec 3 21:00 → Dec 5
  /// 20:14 → Dec 6 19:50`), then every other change, oldest first, each with when it was seen.
  package static func history(_ changes: [LaunchChange], formatter: DisplayFormatter) -> [String] {
    let language = formatter.language
    let zone = DateText.zoneLabel(formatter.timeZone)
    var lines: [String] = []
    let moves = changes.compactMap { change in change.dates.map { (change, $0.from, $0.to) } }
    if let (first, from, _) = moves.first, let (last, _, _) = moves.last {
      let stops =
        [date(from, first.fromPrecision, formatter)] + moves.map { date($0.2, $0.0.toPrecision, formatter) }
      let times = movesWord.word(for: moves.count, in: language)
      let head = Phrase(en: "Date moved \(moves.count) \(times)", ru: "Дата сдвигалась \(moves.count) \(times)")
      let lastSeen = Phrase(en: ", last seen ", ru: ", последний раз ")(language)
      lines.append(
        head(language) + ": " + stops.joined(separator: " → ") + lastSeen + seen(last, formatter: formatter) + " "
          + zone)
    }
    for change in changes where change.kind != .date {
      lines.append(text(change, formatter: formatter) + " (" + seen(change, formatter: formatter) + " " + zone + ")")
    }
    return lines
  }

  private static let movesWord = PluralPhrase(
    en: PluralForms(one: "time", other: "times"), ru: PluralForms(one: "раз", few: "раза", many: "раз"))
}
