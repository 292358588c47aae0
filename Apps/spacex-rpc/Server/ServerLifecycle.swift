import AppContainer
import Core
import Foundation
import JSONRPC

/// `initialize` and `rpc.discover`: the server's own methods (`shutdown` and `exit` are the
/// connection's, since they change how it serves). Both describe every method: they read the
/// assembled app their context carries.
extension Feature {
  static let serverLifecycle = Feature(
    name: "server.lifecycle", offers: [.method(.initialize), .method(.discover)]
  ) { container in
    let (settings, views, core) = (container.core.settings, container.views, container.core)
    try container.methods.register(
      .initialize,
      summary:
        "Optional handshake: sets this session's locale and units, and with capabilities.drawnLines {positionEncodings} asks for every view drawn as the terminal draws it; returns server info, and capabilities.statusLine {method, everySeconds}: what a status line asks, how often.",
      params: InitializeParams.self, effects: .changes(.settings, .views)
    ) { params, context in
      let before = settings.current
      settings.override(units: params.units, language: params.locale.map(Language.preferredTag))
      let drawing = params.capabilities?.drawnLines.map { PositionEncoding.chosen(from: $0.positionEncodings) }
      if let drawing {
        await views.draw(in: drawing)
        // A countdown's line is drawn again each second, at the time then.
        await views.tickEachSecond(formatter: { core.formatter() }, notify: context.notify)
      }
      if settings.current != before {
        await views.settingsDidChange(formatter: core.formatter(), notify: context.notify)
      }
      return InitializeResult(
        serverInfo: .init(name: "spacex-rpc", version: AppInfo.version),
        capabilities: .init(
          methods: ((context.app?.declaredMethods ?? []).map(\.rawValue) + ["shutdown", "exit"]).sorted(),
          drawnLines: drawing.map {
            .init(positionEncoding: $0, words: ClientWords.of(settings.current.language), home: .home)
          },
          statusLine: context.app?.declaredStatusLine.map { .init(method: $0.rawValue) }))
    }
    // The registry is complete once the server runs, so the document is built and encoded once.
    let discovered = Locked<OpenRPCAnswer?>(nil)
    try container.methods.register(
      .discover, summary: "An OpenRPC document describing every method.", params: NoParams.self,
      effects: .none
    ) { _, context in
      if let known = discovered.withLock({ $0 }) { return known }
      // Every feature, registered now if a request has not needed it yet.
      guard let container = try context.assemble?(.everything) ?? context.app else {
        throw RegistrationError.missing("the method registry")
      }
      let marks = try container.marks()
      let answer = try OpenRPCAnswer(
        OpenRPCDocument(
          topics: container.screens.topics(.en), methods: container.methods.all,
          notifications: container.methods.notifications,
          screens: container.screens.all.map {
            OpenRPCDocument.ScreenDescription(
              name: $0.name.rawValue, schemas: $0.schemas(), home: $0.home, layout: $0.layout?.json(marks: marks),
              keys: container.actions.on($0.name).map(\.json))
          },
          marks: Dictionary(uniqueKeysWithValues: marks.kinds.map { ($0, marks.keys($0)) })))
      discovered.withLock { $0 = answer }
      return answer
    }
  }
}

struct InitializeParams: Decodable, Sendable {
  /// What the client can take: `drawnLines` asks for every view's lines as the terminal draws
  /// them, span offsets in the first of `positionEncodings` the server counts in (`utf-8`,
  /// `utf-16`, `utf-32`; `utf-8` when none is).
  struct ClientCapabilities: Decodable, Sendable {
    struct DrawnLines: Decodable, Sendable {
      var positionEncodings: [String]?
    }

    var drawnLines: DrawnLines?
  }

  var locale: String?
  var units: UnitSystem?
  var capabilities: ClientCapabilities?
}

struct InitializeResult: Codable, Sendable {
  struct ServerInfo: Codable, Sendable {
    var name: String
    var version: String
  }

  struct Capabilities: Codable, Sendable {
    struct DrawnLines: Codable, Sendable {
      /// How span offsets are counted in this session.
      var positionEncoding: PositionEncoding
      /// The words around the lines until a view answers with its own (the first "Loading…").
      var words: ClientWords
      /// The screen a client starts on, so it names none itself: `home`, the top-level screens.
      var home: ScreenName
    }

    var methods: [String]
    /// Present when the client asked for drawn lines: every view opened or sent with a `width`
    /// (or resized) carries `lines`.
    var drawnLines: DrawnLines?
    /// Present when a feature answers a status line: the method a client asks for it.
    var statusLine: StatusLine?
  }

  /// How a client fills its status line (Neovim's `statusline()`, Emacs' mode line): it asks
  /// `method` with `{width}` about every `everySeconds` while a session is open and shows
  /// `text` (nothing for `null`). The answer comes from the cache alone, so asking that often
  /// costs no request.
  struct StatusLine: Codable, Sendable {
    var method: String
    var everySeconds = 1
  }

  var serverInfo: ServerInfo
  var capabilities: Capabilities
}

extension Language {
  /// `ru`, `ru-RU`, `ru_RU.UTF-8` → Russian; anything else → English.
  static func preferredTag(_ tag: String) -> Language {
    tag.lowercased().hasPrefix("ru") ? .ru : .en
  }
}
