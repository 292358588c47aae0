import Core

/// A command of the `spacex` frontend, contributed by a feature's Presentation target.
package struct TextCommand: Sendable {
  /// The word that runs it: `rockets`, `rocket`.
  package var name: String
  /// One line for the command list.
  package var abstract: Phrase
  /// The synopsis, e.g. `spacex rocket REF`.
  package var usage: String
  /// Extra help: arguments, options and an example, one line each.
  package var help: [Phrase]
  package var run: @Sendable (CommandContext) async throws -> String

  package init(
    name: String, abstract: Phrase, usage: String, help: [Phrase] = [],
    run: @escaping @Sendable (CommandContext) async throws -> String
  ) {
    self.name = name
    self.abstract = abstract
    self.usage = usage
    self.help = help
    self.run = run
  }
}

/// What a running command gets: its own arguments (global options already removed) and the app.
package struct CommandContext: Sendable {
  package var arguments: [String]
  package var container: AppContainer
  package var formatter: DisplayFormatter
  /// Tells the frontend where the shown data came from, so it can warn on stderr when the data
  /// is not fresh from the API.
  package var noteProvenance: @Sendable (Provenance) -> Void

  package init(
    arguments: [String], container: AppContainer, formatter: DisplayFormatter,
    noteProvenance: @escaping @Sendable (Provenance) -> Void = { _ in }
  ) {
    self.arguments = arguments
    self.container = container
    self.formatter = formatter
    self.noteProvenance = noteProvenance
  }
}

/// Commands by name, in registration order (the order `spacex --help` lists them).
package struct CommandRegistry: Sendable {
  package private(set) var all: [TextCommand] = []

  package init() {}

  package mutating func register(_ command: TextCommand) throws(RegistrationError) {
    guard self[command.name] == nil else { throw .duplicate(kind: "command", name: command.name) }
    all.append(command)
  }

  package subscript(name: String) -> TextCommand? {
    all.first { $0.name == name }
  }
}
