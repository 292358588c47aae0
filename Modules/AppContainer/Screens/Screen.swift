import Core
import Foundation
import JSONRPC

/// One screen of the app (the rocket list, a launch, the settings), as both frontends host it:
/// the text browser renders it, `spacex-rpc` keeps it open as a view. Features contribute
/// screens; the hosts know none of them.
package protocol Screen: Sendable {
  /// Applies one input and returns once the screen's state has settled.
  /// - Throws: ``RPCError/invalidParams(_:_:)`` (or a domain invalid-input error) for an input
  ///   the screen does not take or a query it cannot accept.
  func send(_ input: ScreenInput) async throws
  /// The screen's state now, presented with `formatter`.
  func render(_ formatter: DisplayFormatter) async -> ScreenRender
  /// The screen as the terminal shows it, rows numbered where a number opens something.
  func text(_ formatter: DisplayFormatter) async -> String
  /// Where choosing row `number` (1-based, as shown) leads, if anywhere.
  func destination(ofRow number: Int) async -> ScreenLink?
  /// Other screens this one leads to by a key (a launch's launchpad: `p`).
  func links() async -> [ScreenLink]
  /// A line the screen itself understands (the settings screen: `length ft`); `false` if not.
  func command(_ words: [String]) async throws -> Bool
  /// Something another feature keeps changed (`favourites`); a screen that shows it reloads.
  /// Screens render afresh after this anyway, so row marks need nothing here.
  func dependencyDidChange(_ topic: String) async
  /// What it takes besides load, refresh and retry: more pages (`n`).
  var inputs: ScreenInputs { get }
  /// The query a user sets with `f` (`setQuery`), if the screen takes one.
  var filter: ScreenFilter? { get }
  /// What the screen understands typed on its own (see ``command(_:)``), for the browser's help.
  var typing: Phrase? { get }
  /// The query in force, as `name value` pairs for the title line (`status failed`).
  func filters() async -> [(name: String, value: String)]
  /// The loaded screen as a one-shot command prints it, with where its data came from (`nil`
  /// for data of the user's own, the settings); throws what made it fail; `nil` before it has
  /// loaded, or for a screen no command shows.
  func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)?
}

/// The inputs a screen takes beyond loading, so a frontend offers only keys that work there.
package struct ScreenInputs: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  package static let paging = ScreenInputs(rawValue: 1)
}

/// The query of a screen that takes one, as a person types it in `spacex browse`.
package struct ScreenFilter: Sendable {
  /// The fields a person sets (`status`, `year`, …): what `clear` resets. Fields set by the link
  /// that opened the screen (a rocket's launches) are not among them.
  package var fields: [String]
  /// How to type them: `status S | year Y | search TEXT | sort newest|oldest`.
  package var syntax: Phrase

  package init(fields: [String], syntax: Phrase) {
    self.fields = fields
    self.syntax = syntax
  }
}

extension Screen {
  package func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? { nil }
  package var inputs: ScreenInputs { [] }
  package var filter: ScreenFilter? { nil }
  package var typing: Phrase? { nil }
  package func filters() async -> [(name: String, value: String)] { [] }
  package func dependencyDidChange(_ topic: String) async {}
  package func destination(ofRow number: Int) async -> ScreenLink? { nil }
  package func links() async -> [ScreenLink] { [] }
  package func command(_ words: [String]) async throws -> Bool { false }
}

/// A way from one screen to another: the screen's name and its `view.open` params.
package struct ScreenLink: Sendable, Hashable {
  /// The key that follows it in the text browser (empty for row links).
  package var key: String
  /// What the key hint says (`launchpad`), or what a row leads to.
  package var title: Phrase
  package var screen: String
  package var params: JSONValue?
  /// The name of what it opens (`CCSFS SLC 40`), for the browser's path line; else `title`.
  package var heading: String?
  /// The card field it belongs to (`launchpad`), so an editor can follow it from that line.
  package var field: String?

  package init(
    key: String = "", title: Phrase, screen: String, params: JSONValue? = nil, heading: String? = nil,
    field: String? = nil
  ) {
    self.key = key
    self.title = title
    self.screen = screen
    self.params = params
    self.heading = heading
    self.field = field
  }
}

/// A link as a view's state carries it: a key, its hint in the session's language, and the
/// `view.open` it stands for.
package struct ScreenStateLink: Sendable, Hashable, Codable, JSONWritable {
  package var key: String
  package var title: String
  package var screen: String
  package var params: JSONValue?
  /// The card field it belongs to, if any.
  package var field: String?

  package init(_ link: ScreenLink, language: Language) {
    key = link.key
    title = link.title(language)
    screen = link.screen
    params = link.params
    field = link.field
  }

  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("field", field)
    json.member("key", key)
    json.member("params", params)
    json.member("screen", screen)
    json.member("title", title)
    json.endObject()
  }
}

/// What a screen can be asked to do.
package enum ScreenInput: Sendable, Hashable {
  /// Load for the first time.
  case load
  case nextPage
  case refresh
  case retry
  /// New query fields: an omitted field keeps its value, `null` resets it.
  case setQuery([String: JSONValue])
}

/// A screen's presented state: what `view.*` returns and `view.didChange` carries.
package struct ScreenRender: Sendable, Hashable {
  package var state: ScreenState
  package var snapshot: ListSnapshot

  package init(state: ScreenState, snapshot: ListSnapshot) {
    self.state = state
    self.snapshot = snapshot
  }
}

/// `{status, source?, stale?, fetchedAt?, sources?, message?, data?}`: the contract's `state`.
package struct ScreenState: Sendable, Hashable, Codable {
  /// `idle`, `loading`, `loaded`, `empty` or `failed`.
  package var status: String
  package var source: DataSourceKind?
  package var stale: Bool?
  package var fetchedAt: Date?
  /// Each provider's part, as list envelopes give it.
  package var sources: [ProviderProvenance]?
  /// For `empty` and `failed`: what to tell the user (which filter emptied the list, what failed);
  /// for `loaded` stale data: how old it is and why the source could not refresh it.
  package var message: String?
  /// The screen's content (items, a card), already formatted for the current settings, and
  /// already encoded: it is only ever sent.
  package var data: EncodedJSON?
  /// Where keys lead from here (a launch's launchpad: `p`), once loaded.
  package var links: [ScreenStateLink]?
  /// The language its strings are in (`en`, `ru`), so a client titles its columns alike.
  package var language: Language?

  package init(
    status: String, provenance: Provenance? = nil, message: String? = nil, data: EncodedJSON? = nil
  ) {
    self.status = status
    self.source = provenance?.source
    self.stale = provenance?.isStale
    self.fetchedAt = provenance?.fetchedAt
    self.sources = provenance?.sources
    self.message = message
    self.data = data
  }

  /// `value` as JSON, through the same encoder as every RPC result, its strings made safe to show:
  /// a screen's content is drawn into an editor's buffer as it comes.
  package static func json(_ value: some Encodable) -> EncodedJSON? {
    try? EncodedJSON(textForPeople: value)
  }
}

extension ScreenState: JSONSchemaAnnotating {
  package static let memberAnnotations: [String: JSONValue] = [
    "status": .object([
      "enum": .array(["idle", "loading", "loaded", "empty", "failed"]),
      "description": "Where the screen's load is; `empty` and `failed` come with a message.",
    ]),
    "data": .object([
      "description": "The screen's content, formatted for the current settings: its shape is the screen's."
    ]),
    "message": .object([
      "description":
        "For `empty` and `failed`: which filter emptied the list, or what failed; for `loaded` stale data: how old it is and why it could not be refreshed."
    ]),
    "links": .object([
      "description":
        "Where keys lead from the loaded screen: {key, title, screen, params, field?}; open one with view.open {screen, params}; field names the card field it belongs to."
    ]),
  ]
}

extension ScreenState: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("data", data)
    json.member("fetchedAt", fetchedAt)
    json.member("language", language?.rawValue)
    json.member("links", links)
    json.member("message", message)
    json.member("source", source)
    json.member("sources", sources)
    json.member("stale", stale)
    json.member("status", status)
    json.endObject()
  }
}

/// How a feature opens one of its screens from `view.open` params.
package struct ScreenFactory: Sendable {
  package var name: String
  /// Set for a top-level screen: `spacex browse` lists it on its home screen.
  package var home: HomeEntry?
  /// How a client draws it from its state's `data` (its card, its list's columns and rows).
  package var layout: ScreenLayout?
  /// The keys its links take once loaded, and the screens they open (`p` → `launchpad`), so
  /// assembly can check both before anyone follows one. See ``linking(_:)``.
  package var linkKeys: [String: String] = [:]
  /// The screens that links other features add to it open (``LinkContribution``), keyed as their
  /// data has it (a booster's serial).
  package var contributedLinks: [String] = []
  /// The JSON Schemas of its `view.open` params and of its `state.data`, for `rpc.discover`;
  /// inferred from the types when asked for.
  package var schemas: @Sendable () -> (params: JSONValue, data: JSONValue)
  /// Opens one from `view.open` params; what it needs (repositories, the marks registry) it
  /// captured when its feature registered it.
  package var open: @Sendable (_ params: JSONValue?) async throws -> any Screen

  /// - Parameters:
  ///   - params: what `view.open` takes for it (the matching method's params type).
  ///   - data: what its state's `data` holds once loaded.
  package init<Params: Decodable & Sendable, Data: Decodable & Sendable>(
    name: String, home: HomeEntry? = nil, layout: ScreenLayout? = nil, params: Params.Type, data: Data.Type,
    open: @escaping @Sendable (_ params: JSONValue?) async throws -> any Screen
  ) {
    self.name = name
    self.home = home
    self.layout = layout
    self.schemas = {
      (JSONSchemaInference.schema(of: Params.self), JSONSchemaInference.schema(of: Data.self))
    }
    self.open = open
  }
}

extension ScreenFactory {
  /// The same factory, declaring the links its screens offer: key → the screen it opens.
  package func linking(_ keys: [String: String]) -> ScreenFactory {
    var factory = self
    factory.linkKeys = keys
    return factory
  }
}

/// How a top-level screen appears on the browser's home screen.
package struct HomeEntry: Sendable, Hashable {
  package var title: Phrase
  /// Where it stands among the others (lower first); features leave gaps for later ones.
  package var order: Int
  /// A key that opens it from any screen (`s` for the settings), if it has one.
  package var key: String?

  package init(title: Phrase, order: Int, key: String? = nil) {
    self.title = title
    self.order = order
    self.key = key
  }
}

/// Screens by name (`rockets`, `launches`, `launch`, …).
package typealias ScreenRegistry = NamedRegistry<ScreenFactory>

extension ScreenFactory: NamedEntry {
  package static let kind = "screen"
}

extension NamedRegistry<ScreenFactory> {
  /// What the app has, from the top-level screens the features registered, in their order:
  /// "rockets, launches, launchpads, favourites and settings". For taglines.
  package func topics(_ language: Language) -> String {
    let titles = all.compactMap(\.home).sorted { $0.order < $1.order }.map { $0.title(language).lowercased() }
    guard titles.count > 1 else { return titles.first ?? "" }
    let and = Phrase(en: " and ", ru: " и ")(language)
    return titles.dropLast().joined(separator: ", ") + and + titles[titles.count - 1]
  }
}
