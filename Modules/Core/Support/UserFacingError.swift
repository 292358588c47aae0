/// What kind of failure a user is looking at; each frontend maps it in one place
/// (an exit status in `spacex`, an error code in `spacex-rpc`).
package enum FailureKind: String, Sendable, Hashable {
  /// The reference names nothing (exit 1; RPC `notFound`).
  case notFound
  /// No source could answer (exit 1; RPC `dataUnavailable`).
  case unavailable
  /// The input is not acceptable (exit 2; RPC invalid params).
  case invalidInput
  /// The data could not be vouched for: it could not be refreshed when it had to be, or what it
  /// says has passed unconfirmed (exit 3, so a `&&` after `spacex next --wait` never fires on
  /// unchecked data; RPC `dataUnavailable`).
  case unverified

  /// The exit status `spacex` ends with.
  package var exitStatus: Int32 {
    switch self {
    case .notFound, .unavailable: 1
    case .invalidInput: 2
    case .unverified: 3
    }
  }
}

/// An error that knows how to explain itself to a person, in their language.
package protocol UserFacingError: Error {
  var kind: FailureKind { get }
  /// The parameter or option at fault, for ``FailureKind/invalidInput`` (RPC `data.field`).
  var parameter: String? { get }
  /// Whether it only says the data has nothing to show (no launch is upcoming): a screen is then
  /// empty with this message, not failed.
  var isNothingToShow: Bool { get }
  func message(in language: Language) -> String
}

extension UserFacingError {
  package var parameter: String? { nil }
  package var isNothingToShow: Bool { false }
}

extension DataUnavailableError: UserFacingError {
  package var kind: FailureKind { .unavailable }

  package func message(in language: Language) -> String {
    let lead = Phrase(en: "No data available", ru: "Данные недоступны")(language)
    return "\(lead) (\(endpoint)): \(description)"
  }
}

/// An error that can offer close matches ("did you mean …").
package protocol SuggestingError: Error {
  var suggestions: [String] { get }
}

/// The "not found" sentence every feature uses: what was asked for, and close matches.
package enum NotFoundMessage {
  /// "'falcon' is ambiguous: 3 match (Falcon 1, Falcon 9, Falcon Heavy). Which one?"; where a
  /// choice is typed otherwise than it is named, or has a date, each says it: "'Demo-2' is
  /// ambiguous: 2 match: 17 (COTS 2, 2012-05-22); 94 (CCtCap Demo Mission 2, 2020-05-30). Which
  /// one?" (ten at most, then "…").
  package static func ambiguous(_ reference: String, choices: [ReferenceChoice], language: Language) -> String {
    let described = choices.contains { $0.shown != $0.reference }
    let shown =
      choices.prefix(10).map(\.shown).joined(separator: described ? "; " : ", ") + (choices.count > 10 ? ", …" : "")
    let list = described ? ": " + shown : " (" + shown + ")"
    return Phrase(
      en: "'\(reference)' is ambiguous: \(choices.count) match\(list). Which one?",
      ru: "«\(reference)» неоднозначно: подходят \(choices.count)\(list). Какой именно?")(language)
  }

  /// "'Demo-2' is ambiguous: 2 match. Which one?": the lead of a list of choices each on a line
  /// of its own.
  package static func ambiguousLead(_ reference: String, count: Int, language: Language) -> String {
    Phrase(
      en: "'\(reference)' is ambiguous: \(count) match. Which one?",
      ru: "«\(reference)» неоднозначно: подходят \(count). Какой именно?")(language)
  }

  /// "No rocket matches 'falcon 8'. Did you mean: Falcon 1, Falcon 9?"
  /// - Parameter noMatch: the first sentence, e.g. "No rocket matches 'falcon 8'."
  package static func text(_ noMatch: Phrase, suggestions: [String], language: Language) -> String {
    guard !suggestions.isEmpty else { return noMatch(language) }
    let list = suggestions.joined(separator: ", ")
    return noMatch(language) + " "
      + Phrase(en: "Did you mean: \(list)?", ru: "Возможно, вы имели в виду: \(list)?")(language)
  }
}
