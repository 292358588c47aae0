import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain

/// The related parts of a launch detail as card sections, one line per item, each with the id its
/// own screen opens it by (a booster's and a capsule's serial), so a link to it opens from there.
struct DetailSections {
  let detail: LaunchDetail<Launch>
  let formatter: DisplayFormatter

  private var language: Language { formatter.language }
  private let strings = LaunchDetailStrings.self

  var all: [Card.Section] {
    [
      section("payloads", strings.payloads, detail.payloads) { payload($0) },
      section("crew", strings.crew, detail.crew) {
        [Card.Entry(value: line([$0.name, $0.agency, $0.role]), id: $0.id)]
      },
      section("capsules", strings.capsules, detail.capsules) { capsule($0) },
      section("ships", strings.ships, detail.ships) {
        [
          Card.Entry(
            value: line([
              $0.name, $0.roles.map { APIVocabulary.shipRole($0, language) }.joined(separator: ", "), $0.homePort,
            ]), id: $0.id)
        ]
      },
      section("cores", strings.cores, detail.cores) { core($0) },
      links(),
    ].compactMap { $0 }
  }

  /// A section with its item count, "unavailable" in place of items that could not be fetched,
  /// or nothing for a part the launch does not have.
  private func section<Item>(
    _ key: String, _ title: Phrase, _ related: Related<[Item]>, _ entries: (Item) -> [Card.Entry]
  ) -> Card.Section? {
    switch related {
    case .unavailable:
      return Card.Section(key: key, title: title(language), lines: [strings.unavailable(language)])
    case .complete(let items) where items.isEmpty:
      return nil
    case .complete(let items), .partial(let items, _):
      return Card.Section(key: key, title: "\(title(language)) (\(items.count))", entries: items.flatMap(entries))
    }
  }

  private func line(_ parts: [String?]) -> String {
    parts.compactMap { $0.map(TerminalText.sanitized) }.filter { !$0.isEmpty }.joined(separator: " · ")
  }

  private func payload(_ payload: Payload) -> [Card.Entry] {
    let orbit = payload.orbit.map { "\(strings.orbit(language)) \(APIVocabulary.orbit($0, language))" }
    let type = payload.type.map { APIVocabulary.payloadType($0, language) }
    var entries = [Card.Entry(value: line([payload.name, type, formatter.mass(payload.mass), orbit]), id: payload.id)]
    let parties = [
      (strings.customers, payload.customers), (strings.nationalities, payload.nationalities),
      (strings.manufacturers, payload.manufacturers),
    ].filter { !$0.1.isEmpty }.map { "\($0.0(language)): \($0.1.joined(separator: ", "))" }
    if !parties.isEmpty { entries.append(Card.Entry(value: line(parties), level: 1)) }
    return entries
  }

  private func capsule(_ capsule: Capsule) -> [Card.Entry] {
    [
      Card.Entry(
        value: line([
          capsule.serial, capsule.status.map { APIVocabulary.capsuleStatus($0, language) },
          capsule.reuseCount.map { strings.timesFlownBefore($0, language) },
        ]), id: capsule.serial
      )
    ]
  }

  /// "B1049 · flight 3 · reused · drone ship OCISLY: landed" ("landing planned" before the
  /// launch). A landing attempt the data does not record (`null`) is unknown, never "no landing
  /// attempt".
  private func core(_ core: CoreUse) -> [Card.Entry] {
    let flight = core.flight.map { "\(strings.coreFlight(language)) \($0)" }
    let reuse = core.isReused.map { ($0 ? strings.reused : strings.new)(language) }
    let landing: String
    switch core.landingAttempt {
    case true?:
      let outcome = core.landingSuccess.map { ($0 ? strings.landed : strings.landingFailed)(language) }
      let place = [core.landingType.map { APIVocabulary.landingType($0, language) }, core.landpad].compactMap { $0 }
        .joined(separator: " ")
      // A landing still to come is planned, not of unknown outcome.
      let pending = (detail.launch.isUpcoming ? strings.landingPlanned : strings.landingUnknown)(language)
      landing = [place.isEmpty ? nil : place, outcome ?? pending].compactMap { $0 }.joined(separator: ": ")
    case false?:
      landing = strings.noLanding(language)
    case nil:
      landing = strings.landingNotRecorded(language)
    }
    return [
      Card.Entry(value: line([core.serial ?? Phrase.unknown(language), flight, reuse, landing]), id: core.serial)
    ]
  }

  private func links() -> Card.Section? {
    let links = detail.launch.links
    let entries: [(Phrase, WebLink?)] = [
      (strings.webcast, links.webcast), (strings.article, links.article), (strings.wikipedia, links.wikipedia),
      (strings.pressKit, links.pressKit), (strings.patch, links.patch), (strings.reddit, links.reddit),
      (strings.flickr, links.flickr.first),
    ]
    let linked = entries.compactMap { label, url in
      url.map { Card.Entry(label: label(language), value: $0.absoluteString, url: $0.absoluteString) }
    }
    return linked.isEmpty ? nil : Card.Section(key: "links", title: strings.links(language), entries: linked)
  }

  /// One note per incomplete part: why it is unavailable, or how many referenced records are missing.
  static func incompleteNotes(_ detail: LaunchDetail<Launch>, language: Language) -> [String] {
    let strings = LaunchDetailStrings.self
    let parts: [(Phrase, (unavailable: String?, missing: Int))] = [
      (strings.rocket, state(detail.rocket)), (strings.launchpad, state(detail.launchpad)),
      (strings.payloads, state(detail.payloads)), (strings.crew, state(detail.crew)),
      (strings.capsules, state(detail.capsules)), (strings.ships, state(detail.ships)),
      (strings.cores, state(detail.cores)),
    ]
    // Parts unavailable for one reason (a launch only Launch Library 2 knows gets four parts from
    // one record) are named together, so the reason is said once.
    var notes: [(names: [String], reason: String?, missing: Int)] = []
    for (title, state) in parts {
      let name = title(language)
      if let reason = state.unavailable {
        if let same = notes.firstIndex(where: { $0.reason == reason }) {
          notes[same].names.append(name)
        } else {
          notes.append(([name], reason, 0))
        }
      } else if state.missing > 0 {
        notes.append(([name], nil, state.missing))
      }
    }
    return notes.map { note in
      guard let reason = note.reason else {
        return "\(note.names[0]) (\(LaunchDetailStrings.missingIDs(note.missing, language)))"
      }
      let word = note.names.count > 1 ? LaunchDetailStrings.unavailablePlural : LaunchDetailStrings.unavailable
      return "\(note.names.joined(separator: ", ")) \(word(language)) (\(reason))"
    }
  }

  private static func state<Value>(_ related: Related<Value>) -> (unavailable: String?, missing: Int) {
    switch related {
    case .complete: (nil, 0)
    case .partial(_, let missing): (nil, missing.count)
    case .unavailable(let reason): (reason, 0)
    }
  }
}
