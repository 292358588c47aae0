/// Input that cannot be acted on: an unknown command, option or value. Exit status 2 in
/// `spacex`, invalid params in `spacex-rpc`. Its text exists in every language.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line that says what is wrong and, where possible, what is allowed.
  package var text: Phrase
  /// The name of the offending parameter or option (`limit`, `--source`), for RPC error data.
  package var parameter: String?
  /// The value it was most likely meant as, where one is close (`upcoming` for `upcomming`), for
  /// RPC error data.
  package var suggestion: String?

  package init(_ text: Phrase, parameter: String? = nil, suggestion: String? = nil) {
    self.text = text
    self.parameter = parameter
    self.suggestion = suggestion
  }

  /// The English text, for protocol messages and logs.
  package var message: String { text.en }
  package var description: String { text.en }

  /// "invalid value 'x' for --source (expected one of: auto, live, cache, bundled)"; with
  /// `closest`, "invalid value 'upcomming' for --status; did you mean 'upcoming'? (expected …)".
  package static func invalidValue(_ value: String, for parameter: String, expected: Phrase, closest: String? = nil)
    -> UsageError
  {
    let hint = didYouMean(closest)
    return UsageError(
      Phrase(
        en: "invalid value '\(value)' for \(parameter)\(hint.en) (expected \(expected.en))",
        ru: "недопустимое значение '\(value)' для \(parameter)\(hint.ru) (ожидается \(expected.ru))"),
      parameter: parameter, suggestion: closest)
  }

  /// A value that is none of `choices`: says which are allowed, and the one it most likely meant.
  package static func invalidChoice(_ value: String, for parameter: String, choices: [String]) -> UsageError {
    invalidValue(value, for: parameter, expected: oneOf(choices), closest: closestChoice(to: value, among: choices))
  }

  /// The choice `value` was most likely meant as (a typo or two away), if any.
  package static func closestChoice(to value: String, among choices: [String]) -> String? {
    LooseName.suggestions(for: value, among: choices, limit: 1).first
  }

  package static func missingValue(for parameter: String) -> UsageError {
    UsageError(
      Phrase(en: "missing value for \(parameter)", ru: "не указано значение \(parameter)"), parameter: parameter)
  }

  /// "missing value for --cache-dir: '--offline' is an option (to give it as the value, write
  /// --cache-dir=--offline)".
  package static func optionAsValue(_ value: String, for parameter: String) -> UsageError {
    UsageError(
      Phrase(
        en:
          "missing value for \(parameter): '\(value)' is an option (to give it as the value, write \(parameter)=\(value))",
        ru:
          "не указано значение \(parameter): '\(value)' — это параметр (чтобы передать его как значение, напишите \(parameter)=\(value))"
      ),
      parameter: parameter)
  }

  package static func missing(_ name: String) -> UsageError {
    UsageError(Phrase(en: "missing \(name)", ru: "не указан \(name)"), parameter: name)
  }

  /// "--before needs --wait".
  package static func requires(_ option: String, _ other: String) -> UsageError {
    UsageError(
      Phrase(en: "\(option) needs \(other)", ru: "\(option) используется только с \(other)"), parameter: option)
  }

  /// "--wait cannot be used with --format".
  package static func conflicting(_ option: String, _ other: String) -> UsageError {
    UsageError(
      Phrase(en: "\(option) cannot be used with \(other)", ru: "\(option) нельзя использовать с \(other)"),
      parameter: option)
  }

  package static func unexpectedArgument(_ argument: String) -> UsageError {
    UsageError(
      Phrase(en: "unexpected argument '\(argument)'", ru: "лишний аргумент '\(argument)'"), parameter: argument)
  }

  /// "unknown option '--stauts'; did you mean '--status'?"
  package static func unknownOption(_ name: String, closest: String?) -> UsageError {
    let hint = didYouMean(closest)
    return UsageError(
      Phrase(en: "unknown option '\(name)'\(hint.en)", ru: "неизвестный параметр '\(name)'\(hint.ru)"), parameter: name)
  }

  /// "unknown command 'rockest'; did you mean 'rockets'?"
  package static func unknownCommand(_ name: String, closest: String?) -> UsageError {
    let hint = didYouMean(closest)
    return UsageError(
      Phrase(en: "unknown command '\(name)'\(hint.en)", ru: "неизвестная команда '\(name)'\(hint.ru)"), parameter: name)
  }

  private static func didYouMean(_ closest: String?) -> Phrase {
    closest.map { Phrase(en: "; did you mean '\($0)'?", ru: "; возможно, имелось в виду '\($0)'?") }
      ?? Phrase(en: "", ru: "")
  }

  /// "one of: a, b, c" for a fixed set of choices.
  package static func oneOf(_ choices: [String]) -> Phrase {
    let list = choices.joined(separator: ", ")
    return Phrase(en: "one of: \(list)", ru: "одно из: \(list)")
  }
}

extension UsageError: UserFacingError, SuggestingError {
  package var kind: FailureKind { .invalidInput }
  package var suggestions: [String] { suggestion.map { [$0] } ?? [] }
  package func message(in language: Language) -> String { text(language) }
}
