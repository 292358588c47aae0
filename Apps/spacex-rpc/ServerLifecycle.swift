import AppContainer
import Core
import Foundation
import JSONRPC

/// `initialize` and `rpc.discover`: the server's own methods (`shutdown` and `exit` are the
/// connection's, since they change how it serves).
extension Feature {
  static let serverLifecycle = Feature(name: "server.lifecycle") { container in
    try container.methods.register(
      "initialize", summary: "Optional handshake: sets this session's locale and units; returns server info.",
      params: InitializeParams.self
    ) { params, context in
      context.container.core.settings.override(units: params.units, language: params.locale.map(Language.preferredTag))
      return InitializeResult(
        serverInfo: .init(name: "spacex-rpc", version: AppInfo.version),
        capabilities: .init(methods: (context.container.methods.all.map(\.name) + ["shutdown", "exit"]).sorted()))
    }
    try container.methods.register(
      "rpc.discover", summary: "An OpenRPC document describing every method.", params: NoParams.self
    ) { _, context in
      OpenRPCDocument(methods: context.container.methods.all)
    }
  }
}

struct InitializeParams: Decodable, Sendable {
  var locale: String?
  var units: UnitSystem?
}

struct InitializeResult: Encodable, Sendable {
  struct ServerInfo: Encodable, Sendable {
    var name: String
    var version: String
  }

  struct Capabilities: Encodable, Sendable {
    var methods: [String]
  }

  var serverInfo: ServerInfo
  var capabilities: Capabilities
}

/// A first OpenRPC document: every registered method with its summary.
struct OpenRPCDocument: Encodable, Sendable {
  struct Info: Encodable, Sendable {
    var title = "spacex-rpc"
    var version = AppInfo.version
  }

  struct Method: Encodable, Sendable {
    var name: String
    var summary: String
    var params: [String] = []
  }

  var openrpc = "1.3.2"
  var info = Info()
  var methods: [Method]

  init(methods: [RPCMethod]) {
    self.methods = methods.map { Method(name: $0.name, summary: $0.summary) }.sorted { $0.name < $1.name }
  }
}

extension Language {
  /// `ru`, `ru-RU`, `ru_RU.UTF-8` → Russian; anything else → English.
  static func preferredTag(_ tag: String) -> Language {
    tag.lowercased().hasPrefix("ru") ? .ru : .en
  }
}
