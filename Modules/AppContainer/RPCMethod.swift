import Core
import Foundation
import JSONRPC

/// A method of `spacex-rpc`, contributed by a feature's Presentation target.
package struct RPCMethod: Sendable, NamedEntry {
  package static let kind = "method"
  /// `rockets.list`.
  package var name: String
  /// One line for `rpc.discover`.
  package var summary: String
  /// The params' and result's JSON Schemas, inferred when first asked for (see ``Schemas``).
  fileprivate var schemas: Schemas? = nil
  /// Decodes the params, runs, and returns the encoded result.
  package var handler: @Sendable (JSONValue?, MethodContext) async throws -> Data
  /// Params a client might send, for `rpc.discover`'s example (`nil`: none needed).
  package var example: [String: JSONValue]?
  /// What it reads and changes, which orders it among the requests around it.
  package var effects: MethodEffects
  /// The same for every request, when no topic depends on the params: resolved once.
  fileprivate let requestEffects: MessageEffects?

  fileprivate init(
    name: String, summary: String, effects: MethodEffects, schemas: Schemas? = nil,
    handler: @escaping @Sendable (JSONValue?, MethodContext) async throws -> Data, example: [String: JSONValue]? = nil
  ) {
    self.name = name
    self.summary = summary
    self.effects = effects
    self.requestEffects = effects.dependsOnParams ? nil : effects.resolved(for: nil)
    self.schemas = schemas
    self.handler = handler
    self.example = example
  }

  /// The params' JSON Schema, inferred from the params type (`nil`: raw params, any shape).
  package var paramsSchema: JSONValue? { schemas?.params }
  /// The result's JSON Schema, inferred from the result type when it is also `Decodable`.
  package var resultSchema: JSONValue? { schemas?.result }
}

/// A method's schemas, inferred once, on first use: only `rpc.discover` reads them, and inferring
/// every method's at registration was a quarter of the CPU time of a `spacex launches` run.
private final class Schemas: Sendable {
  private let infer: @Sendable () -> (params: JSONValue?, result: JSONValue?)
  private let inferred = Locked<(params: JSONValue?, result: JSONValue?)?>(nil)

  init(_ infer: @escaping @Sendable () -> (params: JSONValue?, result: JSONValue?)) {
    self.infer = infer
  }

  var params: JSONValue? { value.params }
  var result: JSONValue? { value.result }

  private var value: (params: JSONValue?, result: JSONValue?) {
    if let known = inferred.withLock({ $0 }) { return known }
    let value = infer()
    inferred.withLock { $0 = value }
    return value
  }
}

/// What a running method gets: the settings in force for this request, and a way to talk to the
/// client beyond its reply. What else it needs (repositories, the view host) it was given when it
/// was registered.
package struct MethodContext: Sendable {
  package var formatter: DisplayFormatter
  /// The app as assembled, for the server's own methods that describe it (`rpc.discover`);
  /// `nil` where a method runs on its own (a test).
  package var app: AppContainer?
  /// Sends a notification now. A method sends those its change causes before it returns, so the
  /// client has the whole new state by the time it reads the answer.
  package var notify: @Sendable (_ method: String, _ params: Data) -> Void

  package init(
    formatter: DisplayFormatter, app: AppContainer? = nil,
    notify: @escaping @Sendable (_ method: String, _ params: Data) -> Void = { _, _ in }
  ) {
    self.formatter = formatter
    self.app = app
    self.notify = notify
  }
}

/// A notification the server sends, as `rpc.discover` describes it.
package struct NotificationDescription: Sendable {
  package var name: String
  package var summary: String
  /// The params' JSON Schema, inferred when asked for.
  package var paramsSchema: @Sendable () -> JSONValue
}

/// For methods without params: none, `null` or `{}` (JSON-RPC clients often send it); any member
/// is refused, as for every method.
package struct NoParams: Decodable, Sendable {
  private enum NoKeys: CodingKey {}

  package init() {}

  /// Opens the object, asking for no member, so every member it has is reported as unknown.
  package init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: NoKeys.self)
  }
}

/// Methods by name. Registration is typed: each method names its params and result types, and
/// the registry does the JSON work, so handlers only ever see decoded values.
package struct MethodRegistry: Sendable {
  private var methods = NamedRegistry<RPCMethod>()
  /// What the server sends on its own, for `rpc.discover`'s `x-notifications`.
  package private(set) var notifications: [NotificationDescription] = []

  package init() {}

  /// Every method, in registration order.
  package var all: [RPCMethod] { methods.all }

  package subscript(name: String) -> RPCMethod? {
    methods[name]
  }

  fileprivate mutating func append(_ method: RPCMethod) throws(RegistrationError) {
    try methods.register(method)
  }

  /// What `request` reads and changes, for the connection's scheduling. A method we do not know
  /// touches nothing: it is answered with an error.
  package func effects(of request: Request) -> MessageEffects {
    guard let method = self[request.method] else { return .independent }
    return method.requestEffects ?? method.effects.resolved(for: request.params)
  }

  /// Declares a notification the server sends (`settings.didChange`), with its params' type.
  package mutating func registerNotification<Params: Decodable & Sendable>(
    _ name: String, summary: String, params: Params.Type
  ) throws(RegistrationError) {
    guard !notifications.contains(where: { $0.name == name }) else {
      throw .duplicate(kind: "notification", name: name)
    }
    notifications.append(
      NotificationDescription(name: name, summary: summary) { JSONSchemaInference.schema(of: Params.self) })
  }

  /// Registers a method. `effects` says what it reads and changes: the server runs a request only
  /// after the earlier ones that change what it touches, so every method must say (`.none` when
  /// it touches no state), and a wrong declaration shows as answers out of order.
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ name: String,
    summary: String,
    params: Params.Type,
    effects: MethodEffects,
    example: [String: JSONValue]? = nil,
    handler: @escaping @Sendable (Params, MethodContext) async throws -> Result
  ) throws(RegistrationError) {
    try register(name, summary, effects, example, handler, encode: { try JSONWriter.encode($0) })
  }

  /// The same for a result that writes its own JSON, chosen where the method is registered: asking
  /// at the first answer whether a result is ``JSONWritable`` searched every conformance record.
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable & JSONWritable>(
    _ name: String,
    summary: String,
    params: Params.Type,
    effects: MethodEffects,
    example: [String: JSONValue]? = nil,
    handler: @escaping @Sendable (Params, MethodContext) async throws -> Result
  ) throws(RegistrationError) {
    try register(name, summary, effects, example, handler, encode: { JSONWriter.data($0) })
  }

  private mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ name: String, _ summary: String, _ effects: MethodEffects, _ example: [String: JSONValue]?,
    _ handler: @escaping @Sendable (Params, MethodContext) async throws -> Result,
    encode: @escaping @Sendable (Result) throws -> Data
  ) throws(RegistrationError) {
    try append(
      RPCMethod(
        name: name, summary: summary, effects: effects, schemas: Self.schemas(Params.self, Result.self),
        handler: { raw, context in
          let params = try MethodParams.decode(Params.self, from: raw)
          return try encode(try await handler(params, context))
        }, example: example))
  }

  /// The same, with answers remembered by what they depend on (see ``AnswerMemo``); the handler
  /// gets what the key was worked out from (`nil` when the memo could not tell). Its results write
  /// their own JSON: an answer worth remembering is one asked for often.
  package mutating func register<
    Params: Decodable & Sendable, Result: Encodable & Sendable & JSONWritable, Key: Hashable & Sendable,
    Payload: Sendable
  >(
    _ name: String,
    summary: String,
    params: Params.Type,
    effects: MethodEffects,
    example: [String: JSONValue]? = nil,
    memo: AnswerMemo<Key, Payload>,
    handler: @escaping @Sendable (Params, MethodContext, Payload?) async throws -> Result
  ) throws(RegistrationError) {
    try append(
      RPCMethod(
        name: name, summary: summary, effects: effects, schemas: Self.schemas(Params.self, Result.self),
        handler: memo.answering { raw, context, payload in
          let params = try MethodParams.decode(Params.self, from: raw)
          return JSONWriter.data(try await handler(params, context, payload))
        }, example: example))
  }

  /// Params and result described from their types; a result type that is also Decodable (all of
  /// ours) can be described the same way.
  private static func schemas<Params: Decodable & Sendable, Result: Sendable>(
    _ params: Params.Type, _ result: Result.Type
  ) -> Schemas {
    Schemas {
      (
        JSONSchemaInference.schema(of: Params.self),
        (Result.self as? any Decodable.Type).map { JSONSchemaInference.schema(of: $0) }
      )
    }
  }

}

extension MethodRegistry {
  /// Registers a method that takes its params as raw JSON (positional params included) and
  /// returns encoded JSON. For protocol-level methods; features use the typed ``register``.
  package mutating func registerRaw(
    _ name: String, summary: String, effects: MethodEffects,
    handler: @escaping @Sendable (JSONValue?, MethodContext) async throws -> Data
  ) throws(RegistrationError) {
    try append(RPCMethod(name: name, summary: summary, effects: effects, handler: handler))
  }
}

/// Turns raw params into a typed value, with errors that name the offending field.
package enum MethodParams {
  package static func decode<Params: Decodable>(_ type: Params.Type, from raw: JSONValue?) throws -> Params {
    let value = raw ?? .object([:])
    guard case .object = value else {
      throw RPCError.invalidParams(nil, "params must be an object of named parameters")
    }
    let decoded: Params
    let unknown: [JSONValueDecoder.UnknownMember]
    do {
      (decoded, unknown) = try JSONValueDecoder.decodeReportingUnknown(type, from: value)
    } catch let failure as JSONValueDecoder.FailureWithUnknown {
      // A missing member next to an unknown one is most likely that one misspelt.
      if case DecodingError.keyNotFound(_, let context) = failure.underlying,
        var typo = failure.unknown.first(where: { $0.path == context.codingPath.map(\.stringValue) })
      {
        // Decoding stopped at the missing member, before asking for the rest: the schema knows them all.
        typo.known = declaredMembers(of: type, at: typo.path) ?? typo.known
        throw unknownMember(typo)
      }
      guard let error = failure.underlying as? DecodingError else { throw failure.underlying }
      throw RPCError.invalidParams(field(of: error), DecodingFailure.describe(error))
    }
    // Params are strict: a misspelt member would otherwise be ignored, and the answer look right.
    if let first = unknown.first { throw unknownMember(first) }
    return decoded
  }

  /// `unknown field 'rockett'; did you mean 'rocket'?`, naming the field (dotted when nested) in
  /// `data.field` and the closest known name in `data.suggestion`.
  package static func unknownMember(_ member: JSONValueDecoder.UnknownMember) -> RPCError {
    let field = (member.path + [member.name]).joined(separator: ".")
    let suggestion = LooseName.suggestions(for: member.name, among: member.known, limit: 1).first
    let hint =
      suggestion.map { "; did you mean '\($0)'?" }
      ?? (member.known.isEmpty
        ? (member.path.isEmpty ? "; this method takes no params" : "; this object takes no members")
        : "; known: " + member.known.map { "'\($0)'" }.joined(separator: ", "))
    var data: [String: JSONValue] = ["field": .string(field)]
    if let suggestion { data["suggestion"] = .string(suggestion) }
    return RPCError(
      code: .invalidParams, message: "Invalid params: unknown field '\(field)'\(hint)", data: .object(data))
  }

  /// The members `type` declares for the object at `path`, read from its inferred JSON Schema.
  private static func declaredMembers<Params: Decodable>(of type: Params.Type, at path: [String]) -> [String]? {
    var schema = JSONSchemaInference.schema(of: type)
    for name in path {
      guard case .object(let properties)? = schema["properties"], let next = properties[name] else { return nil }
      schema = next
    }
    guard case .object(let properties)? = schema["properties"] else { return nil }
    return properties.keys.sorted()
  }

  private static func field(of error: DecodingError) -> String? {
    switch error {
    case .keyNotFound(let key, let context):
      return (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return context.codingPath.isEmpty ? nil : context.codingPath.map(\.stringValue).joined(separator: ".")
    @unknown default:
      return nil
    }
  }
}
