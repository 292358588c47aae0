import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain
import LaunchesPresentation

/// Builds the launch detail card: the launch's own facts as fields, and every related part as a
/// section. A part that could not be fetched says so, in place and in a closing "Partial" note.
package enum LaunchDetailPresenter {
  /// The kind of row other features mark launches on (the same as the launch list's).
  package static let markKind = "launch"

  /// The card, its title led by other features' badges (`★ Crew-5 — success`).
  /// - Parameter history: the changes the ledger recorded of the launch, oldest first.
  /// - Parameter countdown: whether a launch still to come says its countdown (the next launch's
  ///   screen says it on a ticking line of its own).
  /// - Parameter asOf: when its data was fetched, when that is older than ``LaunchFreshness``
  ///   allows: said beside its date.
  /// - Parameter liveAsOf: when the Launch Library 2 copy that says a webcast is live was fetched:
  ///   said with the claim.
  package static func card(
    for detail: LaunchDetail<Launch>, formatter: DisplayFormatter, marks: RowMarks, history: [LaunchChange] = [],
    countdown: Bool = true, asOf: Date? = nil, liveAsOf: Date? = nil
  ) -> Card {
    var card = card(
      for: detail, formatter: formatter, history: history, countdown: countdown, asOf: asOf, liveAsOf: liveAsOf)
    card.title = marks.badges(for: detail.launch.id) + card.title
    return card
  }

  package static func card(
    for detail: LaunchDetail<Launch>, formatter: DisplayFormatter, history: [LaunchChange] = [],
    countdown: Bool = true, asOf: Date? = nil, liveAsOf: Date? = nil
  ) -> Card {
    let language = formatter.language
    let strings = LaunchDetailStrings.self
    let launch = detail.launch
    let outcome = LaunchOutcome(
      success: launch.success, isUpcoming: launch.isUpcoming, date: launch.date, precision: launch.datePrecision,
      now: formatter.now, isPartialFailure: launch.isPartialFailure)
    var fields: [Card.Field] = [
      .init(
        key: "flight", label: strings.flight(language), value: launch.flightNumber.map { String($0) } ?? "—"),
      .init(
        key: "date", label: strings.date(language),
        value: formatter.date(launch.date, precision: launch.datePrecision)
          + (asOf.map { " (" + AgeText.asOf($0, now: formatter.now, formatter: formatter) + ")" } ?? "")),
    ]
    fields += LaunchDayFields(launch: launch, formatter: formatter, countdown: countdown, liveAsOf: liveAsOf).fields
    fields += [
      .init(key: "rocket", label: strings.rocket(language), value: text(detail.rocket, language) { $0?.name }),
      .init(
        key: "launchpad", label: strings.launchpad(language),
        value: text(detail.launchpad, language) { $0.map(launchpad) }),
    ]
    fields += launch.failures.map {
      .init(key: "failure", label: strings.failure(language), value: failure($0, formatter: formatter))
    }
    if let details = launch.details.map(TerminalText.sanitized), !details.isEmpty {
      fields.append(.init(key: "details", label: strings.details(language), value: details))
    }
    // Said only when Launch Library 2 took part: which facts come from where.
    if launch.providers.contains(.launchLibrary) {
      fields.append(
        .init(key: "sources", label: strings.sources(language), value: strings.providers(launch.providers, language)))
    }
    // The facts in a line each, then launch day: where to watch it, then what happens when.
    var sections = [
      FactsSection.section(of: detail, formatter: formatter), WebcastSection.section(of: launch, formatter: formatter),
      TimelineText.section(of: launch, formatter: formatter),
    ].compactMap { $0 }
    sections += DetailSections(detail: detail, formatter: formatter).all
    let changes = LaunchChangeText.history(history, formatter: formatter)
    if !changes.isEmpty {
      sections.append(Card.Section(key: "history", title: strings.history(language), lines: changes))
    }
    // Why it moved, under the record that it moved.
    if let notes = NotesSection.section(of: launch, formatter: formatter) { sections.append(notes) }
    let subtitle = outcome == .upcoming ? launch.launchDay.status?.text ?? outcome.text : outcome.text
    return Card(
      title: TerminalText.sanitized(launch.name), subtitle: subtitle(language), fields: fields, sections: sections)
  }

  /// When the Launch Library 2 part of `provenance` was fetched: what a live webcast is as of.
  package static func liveAsOf(_ provenance: Provenance) -> Date? {
    provenance.part(.launchLibrary)?.fetchedAt
  }

  /// "2 parts partial: payloads (live: HTTP 500), crew (1 referenced record missing)", or nil.
  package static func partialNotice(for detail: LaunchDetail<Launch>, language: Language) -> String? {
    let notes = DetailSections.incompleteNotes(detail, language: language)
    guard !notes.isEmpty else { return nil }
    return LaunchDetailStrings.partial(language) + ": " + notes.joined(separator: "; ")
  }

  /// The notice wrapped to the formatter's width, if it has one.
  package static func partialNotice(for detail: LaunchDetail<Launch>, formatter: DisplayFormatter) -> String? {
    guard let notice = partialNotice(for: detail, language: formatter.language) else { return nil }
    guard let width = formatter.width else { return notice }
    return DisplayWidth.wrap(notice, width: width).joined(separator: "\n")
  }

  static func text<Value>(_ related: Related<Value>, _ language: Language, _ value: (Value) -> String?) -> String {
    guard let found = related.value else { return LaunchDetailStrings.unavailable(language) }
    return value(found).map(TerminalText.sanitized) ?? Phrase.unknown(language)
  }

  /// "KSC LC 39A (Kennedy Space Center Historic Launch Complex 39A), Cape Canaveral, Florida".
  static func launchpad(_ pad: LaunchpadInfo) -> String {
    let place = [pad.locality, pad.region].compactMap { $0 }.joined(separator: ", ")
    let name = pad.fullName.map { "\(pad.name) (\($0))" } ?? pad.name
    return place.isEmpty ? name : "\(name), \(place)"
  }

  /// "T+00:02:19, 40 km: reason" (the reason in the API's words).
  static func failure(_ failure: LaunchFailure, formatter: DisplayFormatter) -> String {
    let kilometres = Phrase(en: "km", ru: "км")(formatter.language)
    let when = [
      failure.time.map { TimelineText.countdownClock($0, formatter.language) },
      failure.altitude.map { "\(formatter.integer($0)) \(kilometres)" },
    ].compactMap { $0 }
    let reason = failure.reason.map(TerminalText.sanitized)
    return [when.isEmpty ? nil : when.joined(separator: ", "), reason].compactMap { $0 }.joined(separator: ": ")
  }
}
