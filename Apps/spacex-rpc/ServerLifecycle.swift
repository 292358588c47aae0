import AppContainer
import Core
import Foundation
import JSONRPC
import Synchronization

/// `initialize` and `rpc.discover`: the server's own methods (`shutdown` and `exit` are the
/// connection's, since they change how it serves).
extension Feature {
  static let serverLifecycle = Feature(name: "server.lifecycle") { container in
    try container.methods.register(
      "initialize", summary: "Optional handshake: sets this session's locale and units; returns server info.",
      params: InitializeParams.self
    ) { params, context in
      let settings = context.container.core.settings
      let before = settings.current
      settings.override(units: params.units, language: params.locale.map(Language.preferredTag))
      if settings.current != before {
        let (views, formatter, notify) = (context.container.views, context.container.core.formatter(), context.notify)
        context.afterReply { await views.settingsDidChange(formatter: formatter, notify: notify) }
      }
      return InitializeResult(
        serverInfo: .init(name: "spacex-rpc", version: AppInfo.version),
        capabilities: .init(methods: (context.container.methods.all.map(\.name) + ["shutdown", "exit"]).sorted()))
    }
    // The registry is complete once the server runs, so the document is built and encoded once.
    let discovered = Mutex<OpenRPCAnswer?>(nil)
    try container.methods.register(
      "rpc.discover", summary: "An OpenRPC document describing every method.", params: NoParams.self
    ) { _, context in
      if let known = discovered.withLock({ $0 }) { return known }
      let answer = try OpenRPCAnswer(OpenRPCDocument(methods: context.container.methods.all))
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

/// The OpenRPC document of `rpc.discover`, read off the method registry: names, summaries and
/// params as JSON Schema inferred from each method's params type, so it cannot drift from the code.
struct OpenRPCDocument: Codable, Sendable {
  struct Info: Codable, Sendable {
    var title = "spacex-rpc"
    var version = AppInfo.version
    var description = "SpaceX rockets, launches and launchpads over JSON-RPC 2.0 (LSP framing or NDJSON)."
  }

  /// An OpenRPC content descriptor: one named parameter.
  struct Param: Codable, Sendable {
    var name: String
    var required: Bool
    var schema: JSONValue
  }

  struct Method: Codable, Sendable {
    var name: String
    var summary: String
    var paramStructure: String
    var params: [Param]
    var result: Param
  }

  /// Application error codes (outside the JSON-RPC reserved range).
  struct ErrorDescription: Codable, Sendable {
    var code: Int
    var message: String
  }

  var openrpc = "1.3.2"
  var info = Info()
  var methods: [Method]
  var components: [String: [String: ErrorDescription]]

  init(methods: [RPCMethod]) {
    self.methods = methods.map { method in
      Method(
        name: method.name, summary: method.summary, paramStructure: method.paramsSchema == nil ? "either" : "by-name",
        params: Self.params(method.paramsSchema),
        result: Param(name: "result", required: true, schema: method.resultSchema ?? .object([:])))
    }.sorted { $0.name < $1.name }
    // IMPORTANT: keep in step with the application codes in JSONRPC/ErrorCode.swift and README.md.
    let errors: [(String, ErrorCode, String)] = [
      ("NotFound", .notFound, "The id, name or flight number names nothing; data.suggestions lists close matches."),
      ("DataUnavailable", .dataUnavailable, "No data source could answer."),
      ("UnknownView", .unknownView, "The view id is not open (never opened, or closed)."),
      ("InvalidState", .invalidState, "The server is shutting down."),
      ("RequestCancelled", .requestCancelled, "Cancelled with $/cancelRequest."),
    ]
    components = [
      "errors": Dictionary(
        uniqueKeysWithValues: errors.map { ($0.0, ErrorDescription(code: $0.1.rawValue, message: $0.2)) })
    ]
  }

  /// One content descriptor per property of a by-name params schema.
  private static func params(_ schema: JSONValue?) -> [Param] {
    guard case .object(let properties)? = schema?["properties"] else { return [] }
    var required = Set<String>()
    if case .array(let names)? = schema?["required"] {
      for case .string(let name) in names { required.insert(name) }
    }
    return properties.keys.sorted().map {
      Param(name: $0, required: required.contains($0), schema: properties[$0] ?? .object([:]))
    }
  }
}

/// `rpc.discover`'s answer: the document with its JSON, encoded once. Through `Codable` (and so
/// in its own schema) it is the document itself.
struct OpenRPCAnswer: Codable, Sendable, JSONWritable {
  let document: OpenRPCDocument
  private let encoded: Data

  init(_ document: OpenRPCDocument) throws {
    self.document = document
    encoded = try JSONEncoder.sortedKeys().encode(document)
  }

  init(from decoder: any Decoder) throws {
    try self.init(try OpenRPCDocument(from: decoder))
  }

  func encode(to encoder: any Encoder) throws {
    try document.encode(to: encoder)
  }

  func write(to json: inout JSONWriter) {
    json.raw(encoded)
  }
}

extension Language {
  /// `ru`, `ru-RU`, `ru_RU.UTF-8` → Russian; anything else → English.
  static func preferredTag(_ tag: String) -> Language {
    tag.lowercased().hasPrefix("ru") ? .ru : .en
  }
}
