import Core

/// Launch Library 2's word for where a launch stands (its status ids), shown as LL2 says it
/// wherever a launch not flown yet would otherwise only be "upcoming".
package enum LaunchStatusWord: Int, Sendable, Hashable, CaseIterable {
  case go = 1
  case toBeDetermined = 2
  case success = 3
  case failure = 4
  case hold = 5
  case inFlight = 6
  case partialFailure = 7
  case toBeConfirmed = 8
  case payloadDeployed = 9
  /// An id this version does not know: shown as "upcoming" (never more than LL2 said).
  case other = 0

  package init(launchLibraryID id: Int) {
    self = LaunchStatusWord(rawValue: id) ?? .other
  }

  /// A result, not a state of waiting.
  package var isOutcome: Bool { self == .success || self == .failure || self == .partialFailure }

  /// How precisely a countdown may count to a launch dated to `precision` with this word: LL2's
  /// TBD says its time is not set, so it is counted in days (`in 47 days`), never to the hour
  /// or the second.
  package func countdownPrecision(_ precision: DatePrecision) -> DatePrecision {
    self == .toBeDetermined && precision == .hour ? .day : precision
  }

  /// LL2's abbreviation, for JSON: `Go`, `TBD`, `TBC`, `Hold`, `In Flight`, …
  package var abbreviation: String {
    switch self {
    case .go: "Go"
    case .toBeDetermined: "TBD"
    case .success: "Success"
    case .failure: "Failure"
    case .hold: "Hold"
    case .inFlight: "In Flight"
    case .partialFailure: "Partial Failure"
    case .toBeConfirmed: "TBC"
    case .payloadDeployed: "Payload Deployed"
    case .other: "Unknown"
    }
  }

  /// How a list or card words it (`go`, `TBD`, `in flight`); `nil` for outcomes and unknown ids,
  /// which keep the project's own words (success, failure, upcoming).
  package var text: Phrase? {
    guard !isOutcome, self != .other else { return nil }
    let en = self == .toBeDetermined || self == .toBeConfirmed ? abbreviation : abbreviation.lowercased()
    return Phrase(en: en, ru: longText.ru)
  }

  /// The long form, for a change ("status Go → Hold").
  package var longText: Phrase {
    switch self {
    case .go: Phrase(en: "Go", ru: "готов")
    case .toBeDetermined: Phrase(en: "TBD", ru: "не назначен")
    case .toBeConfirmed: Phrase(en: "TBC", ru: "уточняется")
    case .hold: Phrase(en: "Hold", ru: "задержан")
    case .inFlight: Phrase(en: "In Flight", ru: "в полёте")
    case .payloadDeployed: Phrase(en: "Payload Deployed", ru: "груз выведен")
    case .success: Phrase(en: "Success", ru: "успех")
    case .failure: Phrase(en: "Failure", ru: "авария")
    case .partialFailure: Phrase(en: "Partial Failure", ru: "частичная неудача")
    case .other: Phrase(en: "unknown", ru: "неизвестно")
    }
  }
}
