import Core

/// Why a command of this feature could not do what it was asked, said in both languages, with
/// the kind that sets its exit status: a wait that ended without its moment or a webcast with
/// nothing to open (``FailureKind/unavailable``), a time nobody can vouch for
/// (``FailureKind/unverified``).
struct CommandFailure: UserFacingError {
  var text: Phrase
  var kind: FailureKind
  func message(in language: Language) -> String { text(language) }

  static func unavailable(_ text: Phrase) -> CommandFailure { CommandFailure(text: text, kind: .unavailable) }
  static func unverified(_ text: Phrase) -> CommandFailure { CommandFailure(text: text, kind: .unverified) }
}
