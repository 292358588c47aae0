import Foundation

/// One option of a query, declared once: its name (`--name` on a command, `name` in a method's
/// and a screen's params), the values it takes, its help in both languages, its description for
/// `rpc.discover`, where completion finds names for it, and how its text sets the query. What a
/// command, a method and a screen that take the query say about it all comes from here
/// (``QueryDeclaration``), as swift-argument-parser's `@Option` does for one command.
package struct QueryOption<Query: Sendable>: Sendable {
  /// The member of params; `--name` on a command.
  package var name: String
  /// What help shows for its value (`REF`, `S`, `D`).
  package var placeholder: String
  /// What values it takes: the schema's keywords and completion's words follow from it.
  package var values: QueryValues
  /// Its line in a command's help, after the flag.
  package var help: Phrase
  /// Its description in `rpc.discover`.
  package var summary: String
  /// A flag standing for one of its values (`--all` for `--limit all`).
  package var shorthand: QueryShorthand?
  /// The kind of names from the data completion offers for its value (`rockets`), which the
  /// feature that knows them registers (``CompletionNames``); `nil` for none.
  package var names: CompletionNames?
  /// Sets the query from the text given, already one of ``values`` where those are words.
  package var set: @Sendable (inout Query, String) throws(QueryValueError) -> Void

  package init(
    _ name: String, placeholder: String, values: QueryValues, help: Phrase, summary: String,
    shorthand: QueryShorthand? = nil, names: CompletionNames? = nil,
    set: @escaping @Sendable (inout Query, String) throws(QueryValueError) -> Void
  ) {
    self.name = name
    self.placeholder = placeholder
    self.values = values
    self.help = help
    self.summary = summary
    self.shorthand = shorthand
    self.names = names
    self.set = set
  }

  /// One of a closed set of words (`--status S`), in any case: the declaration checks the word
  /// (naming the closest when none matches) and `set` gets it lower-cased. The words are the
  /// caller's (`Status.allCases.map(\.rawValue)`, where the type is known: asked for here, generic
  /// over it, they cost every start a scan of the conformance records).
  package static func choice(
    _ name: String, words: [String], help: Phrase, summary: String,
    set: @escaping @Sendable (inout Query, String) -> Void
  ) -> QueryOption {
    QueryOption(name, placeholder: "S", values: .words(words), help: help, summary: summary) { query, text in
      set(&query, text.lowercased())
    }
  }

  /// A UTC year of four digits (`--year 2020`).
  package static func year(
    _ name: String, help: Phrase, summary: String, set: @escaping @Sendable (inout Query, Int) -> Void
  ) -> QueryOption {
    QueryOption(name, placeholder: "Y", values: .year, help: help, summary: summary) {
      query, text throws(QueryValueError) in set(&query, try QueryValues.year(text))
    }
  }

  /// A real UTC calendar day as `YYYY-MM-DD`, at 00:00 UTC; `set` may refuse it in the light of
  /// the options set before it (a last day before the first).
  package static func day(
    _ name: String, help: Phrase, summary: String,
    set: @escaping @Sendable (inout Query, Date) throws(QueryValueError) -> Void
  ) -> QueryOption {
    QueryOption(name, placeholder: "D", values: .day, help: help, summary: summary) {
      query, text throws(QueryValueError) in try set(&query, try QueryValues.day(text))
    }
  }

  /// Any text (`--search TEXT`): `set` decides what a blank one means.
  package static func text(
    _ name: String, placeholder: String = "TEXT", help: Phrase, summary: String, names: CompletionNames? = nil,
    set: @escaping @Sendable (inout Query, String) -> Void
  ) -> QueryOption {
    QueryOption(name, placeholder: placeholder, values: .text, help: help, summary: summary, names: names) {
      query, text in set(&query, text)
    }
  }
}

/// A flag that stands for one value of an option: `--all` is `--limit all`. Giving both is a
/// usage error.
package struct QueryShorthand: Sendable, Hashable {
  /// The flag's name, without dashes.
  package var flag: String
  package var value: String
  package var help: Phrase

  package init(flag: String, value: String, help: Phrase) {
    self.flag = flag
    self.value = value
    self.help = help
  }
}

/// A kind of name from the data that completion offers as an option's value (`rockets`), by
/// whichever feature knows them; an option names the kind, never the feature.
package struct CompletionNames: Sendable, Hashable {
  package var kind: String

  package init(_ kind: String) {
    self.kind = kind
  }
}

/// Why a value was refused: what was expected, and the value most likely meant.
package struct QueryValueError: Error, Sendable, Hashable {
  package var expected: Phrase
  package var closest: String?

  package init(expected: Phrase, closest: String? = nil) {
    self.expected = expected
    self.closest = closest
  }

}
