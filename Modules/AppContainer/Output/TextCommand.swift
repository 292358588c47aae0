import Core
import Foundation
import JSONRPC

/// A command of the `spacex` frontend, contributed by a feature's Presentation target.
package struct TextCommand: Sendable {
  /// The word that runs it: `rockets`, `rocket`.
  package var name: String
  /// One line for the command list.
  package var abstract: Phrase
  /// The synopsis, e.g. `spacex rocket REF`.
  package var usage: String { described().usage }
  /// Extra help: arguments, options and an example, one line each.
  package var help: [Phrase] { described().help }
  /// Both, made when asked for (help, completion, the manual), not at every start: a command
  /// whose flags are a declared query writes them from its options, which a run that only lists
  /// launches never reads.
  private let described: @Sendable () -> (usage: String, help: [Phrase])
  /// The `spacex-rpc` call that answers the same question, for `--format json` and `tsv`: the
  /// arguments checked as for text (a bad one is the same usage error) and turned into params.
  /// `nil` for a command that only talks to a terminal (`browse`).
  package var call: (@Sendable (_ arguments: [String]) throws -> MethodCall)?
  /// The `--format` values the command writes itself as it runs (`spacex watch`'s JSON lines):
  /// for those the frontend runs it with ``CommandContext/format`` set instead of asking ``call``.
  package var streams: Set<OutputFormat> = []
  /// The values it accepts after each of its own flags, where they are few and fixed
  /// (`--status`: `active inactive …`), for completion; read from the usage when not given.
  package var choices: [String: [String]] {
    get {
      declaredCompletion().choices.merging(ownChoices) { _, own in own }.merging(choicesWhenAsked()) { _, late in late }
    }
    set { ownChoices = newValue }
  }
  /// Choices only known once every feature has registered (`watch --on`'s events other features
  /// add), read when completion asks; they win over ``choices`` set for the same flag.
  package var choicesWhenAsked: @Sendable () -> [String: [String]] = { [:] }
  /// The kind of names from the data completion reads for each of its flags that takes one
  /// (`--rocket`: rockets), as it completes; its own, so two commands' `--type` never mix.
  package var names: [String: CompletionNames] {
    get { declaredCompletion().names.merging(ownNames) { _, own in own } }
    set { ownNames = newValue }
  }
  private var ownChoices: [String: [String]] = [:]
  private var ownNames: [String: CompletionNames] = [:]
  /// What the query its flags are declared by (``takes(_:)``) offers, worked out when completion
  /// asks: a run that only lists launches never does.
  var declaredCompletion: @Sendable () -> (choices: [String: [String]], names: [String: CompletionNames]) = {
    ([:], [:])
  }
  /// Whether it lists dated launches, which `--format ics` (with `--alarm`) makes a calendar of.
  package var writesCalendars = false
  /// Whether its answer holds charts (its ``call``'s rows are ``MethodCall/Rows/charts``), which
  /// `--format svg` draws as a picture.
  package var drawsCharts = false
  /// Its own picture for `--format svg`, drawn from its ``call``'s result (the JSON the method
  /// answered) in a language, for an answer that is no bar chart (`spacex sky`'s sky plot);
  /// ``ChartPicture/document(width:height:title:asOf:language:body:)`` gives it the page.
  package var picture: (@Sendable (_ result: Data, _ language: Language) throws -> String)?

  /// The `--format` values it takes: text always; JSON and TSV through its ``call``, or those it
  /// ``streams``; a calendar where it ``writesCalendars``, a picture where it ``drawsCharts`` or
  /// draws its own ``picture``.
  package var formats: [OutputFormat] {
    guard call != nil else { return [.text] + OutputFormat.allCases.filter { $0 != .text && streams.contains($0) } }
    return [.text, .json, .tsv] + (writesCalendars ? [.ics] : []) + (drawsCharts || picture != nil ? [.svg] : [])
  }
  package var run: @Sendable (CommandContext) async throws -> CommandOutput

  package init(
    name: String, abstract: Phrase, usage: @autoclosure @escaping @Sendable () -> String,
    help: @autoclosure @escaping @Sendable () -> [Phrase] = [],
    call: (@Sendable (_ arguments: [String]) throws -> MethodCall)? = nil,
    run: @escaping @Sendable (CommandContext) async throws -> CommandOutput
  ) {
    self.name = name
    self.abstract = abstract
    self.described = { (usage(), help()) }
    self.call = call
    self.run = run
  }
}

/// A method of `spacex-rpc` with its params, as a command asks for it.
package struct MethodCall: Sendable, Hashable {
  /// Where the result keeps what `--format tsv` lists, one line each.
  package enum Rows: Sendable, Hashable {
    /// A list envelope's `items` (also what `--format ics` reads).
    case items
    /// One member holding one object: a get method's `item`.
    case member(String)
    /// The result is the one row (the settings).
    case whole
    /// Every value of every chart under `charts`, one row each: `{chart, bar, series, value}`.
    case charts
  }

  package var method: MethodName
  package var params: JSONValue?
  package var rows: Rows

  package init(_ method: MethodName, _ params: [String: JSONValue]? = nil, rows: Rows = .items) {
    self.method = method
    self.params = params.map(JSONValue.object)
    self.rows = rows
  }
}

extension TextCommand {
  /// A command that shows a registered screen, loaded once: the same text `spacex browse` shows
  /// for it, the same failures (thrown, for the exit status), one rendering path.
  /// - Parameters:
  ///   - params: the screen's `view.open` params from the command's arguments (a bad argument
  ///     is a usage error).
  ///   - line: a line for the screen to apply once loaded, from the arguments, as typed in
  ///     `spacex browse` (`settings set length ft` is `length ft` on the settings screen); `nil`
  ///     when the arguments ask only to show it.
  package static func showing(
    _ screen: ScreenName, name: String, abstract: Phrase, usage: @autoclosure @escaping @Sendable () -> String,
    help: @autoclosure @escaping @Sendable () -> [Phrase] = [],
    params: @escaping @Sendable (_ arguments: [String]) throws -> JSONValue?,
    line: (@Sendable (_ arguments: [String]) throws -> [String]?)? = nil,
    call: (@Sendable (_ arguments: [String]) throws -> MethodCall)? = nil
  ) -> TextCommand {
    TextCommand(name: name, abstract: abstract, usage: usage(), help: help(), call: call) { context in
      guard let factory = context.screens[screen] else { throw RegistrationError.missing("screen \(screen)") }
      let opened = try await factory.open(try params(context.arguments))
      try await opened.send(.load)
      if let words = try line?(context.arguments), try await !opened.command(words) {
        throw UsageError.unexpectedArgument(words.joined(separator: " "))
      }
      guard let (output, provenance) = try await opened.output(context.formatter) else {
        throw RegistrationError.missing("a command output for screen \(screen)")
      }
      if let provenance { context.noteProvenance(provenance) }
      return output
    }
  }
}

/// What a running command gets: its own arguments (global options already removed), the app as
/// assembled (its screens, for a command that shows one; everything, for the frontend's own
/// commands that walk it), and the settings in force. What else it needs it was given when it
/// was registered.
package struct CommandContext: Sendable {
  package var arguments: [String]
  package var app: AppContainer
  package var screens: ScreenRegistry { app.screens }
  package var formatter: DisplayFormatter
  /// The `--format` asked for, for a command that ``TextCommand/streams`` it; `.text` else.
  package var format: OutputFormat
  /// Tells the frontend where the shown data came from, so it can warn on stderr when the data
  /// is not fresh from the API.
  package var noteProvenance: @Sendable (Provenance) -> Void

  package init(
    arguments: [String], app: AppContainer, formatter: DisplayFormatter, format: OutputFormat = .text,
    noteProvenance: @escaping @Sendable (Provenance) -> Void = { _ in }
  ) {
    self.arguments = arguments
    self.app = app
    self.formatter = formatter
    self.format = format
    self.noteProvenance = noteProvenance
  }
}

/// Commands by name, in registration order (the order `spacex --help` lists them).
package typealias CommandRegistry = NamedRegistry<TextCommand>

extension TextCommand: NamedEntry {
  package static let kind = "command"
}

extension TextCommand {
  /// A command that shows one item named by its arguments (`spacex rocket falcon 9`: `{ref}`);
  /// its `--format` answer is `method`'s, one row from its `member`.
  package static func showingItem(
    _ screen: ScreenName, method: MethodName, member: String = "item", name: String, abstract: Phrase,
    usage: @autoclosure @escaping @Sendable () -> String, help: @autoclosure @escaping @Sendable () -> [Phrase] = []
  ) -> TextCommand {
    showing(
      screen, name: name, abstract: abstract, usage: usage(), help: help(),
      params: { arguments in .object(try CommandArguments.referenceParams(arguments)) },
      call: { arguments in
        MethodCall(method, try CommandArguments.referenceParams(arguments), rows: .member(member))
      })
  }
}
