import Core
import Foundation
import LaunchesDomain

/// Every stream of a launch on its card, official first: who publishes it, what kind it is, its
/// language and address, and `● live` on those Launch Library 2's fresh copy says are on air
/// (``LaunchDay/liveWebcasts(at:)``; the card's Webcast field says as of when).
enum WebcastSection {
  static func section(of launch: Launch, formatter: DisplayFormatter) -> Card.Section? {
    guard let streams = launch.launchDay.webcasts?.ranked, !streams.isEmpty else { return nil }
    let language = formatter.language
    let live = Set(launch.launchDay.liveWebcasts(at: formatter.now).map(\.url))
    let entries = streams.map { stream in
      let facts = [
        live.contains(stream.url) ? Strings.live(language) : nil, stream.publisher.map(TerminalText.singleLine),
        kind(of: stream)?(language), stream.language.map(TerminalText.singleLine),
      ].compactMap { $0 }
      let url = stream.url.absoluteString
      return Card.Entry(value: (facts.isEmpty ? "" : facts.joined(separator: " · ") + ": ") + url, url: url)
    }
    return Card.Section(
      key: "webcasts", title: Strings.title(language) + " (\(formatter.integer(streams.count)))", entries: entries)
  }

  /// Our words for LL2's kinds of stream, by its type id; its own name for another.
  private static func kind(of stream: LaunchWebcast) -> Phrase? {
    switch stream.typeID {
    case 1: Phrase(en: "official webcast", ru: "официальная трансляция")
    case 3: Phrase(en: "unofficial webcast", ru: "неофициальная трансляция")
    case 4: Phrase(en: "unofficial re-stream", ru: "неофициальная ретрансляция")
    default: stream.typeName.map { name in Phrase(en: name.lowercased(), ru: name.lowercased()) }
    }
  }

  private enum Strings {
    static let title = Phrase(en: "Webcasts", ru: "Трансляции")
    static let live = Phrase(en: "● live", ru: "● в эфире")
  }
}
