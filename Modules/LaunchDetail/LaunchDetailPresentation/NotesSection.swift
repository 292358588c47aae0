import Core
import Foundation
import LaunchesDomain

/// Launch Library 2's editors' notes on a launch under its history, newest first: each in LL2's
/// words, by whom and when, with its link.
enum NotesSection {
  static func section(of launch: Launch, formatter: DisplayFormatter) -> Card.Section? {
    guard let notes = launch.launchDay.notes?.newestFirst, !notes.isEmpty else { return nil }
    let entries = notes.map { note in
      let when = note.at.map { DateText.timestamp($0, timeZone: formatter.timeZone) }
      let by = [note.author.map(TerminalText.singleLine), when].compactMap { $0 }.joined(separator: ", ")
      let text = TerminalText.singleLine(note.comment) + (by.isEmpty ? "" : " (\(by))")
      let url = note.url?.absoluteString
      return Card.Entry(value: text + (url.map { ": " + $0 } ?? ""), url: url)
    }
    let title = Phrase(en: "Launch Library 2's notes", ru: "Заметки Launch Library 2")(formatter.language)
    return Card.Section(key: "notes", title: title + " (\(formatter.integer(notes.count)))", entries: entries)
  }
}
