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
      .initialize, summary: "Optional handshake: sets this session's locale and units; returns server info.",
      params: InitializeParams.self, effects: .changes(.settings, .views)
    ) { params, context in
      let before = settings.current
      settings.override(units: params.units, language: params.locale.map(Language.preferredTag))
      if settings.current != before {
        await views.settingsDidChange(formatter: core.formatter(), notify: context.notify)
      }
      return InitializeResult(
        serverInfo: .init(name: "spacex-rpc", version: AppInfo.version),
        capabilities: .init(
          methods: ((context.app?.declaredMethods ?? []).map(\.rawValue) + ["shutdown", "exit"]).sorted()))
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
  var locale: String?
  var units: UnitSystem?
}

struct InitializeResult: Codable, Sendable {
  struct ServerInfo: Codable, Sendable {
    var name: String
    var version: String
  }

  struct Capabilities: Codable, Sendable {
    var methods: [String]
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
