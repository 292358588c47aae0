import Core
import Foundation
import JSONRPC

/// Methods by name. Registration is typed: each method names its params and result types, and
/// the registry does the JSON work, so handlers only ever see decoded values.
package struct MethodRegistry: Sendable {
  private var methods = NamedRegistry<RPCMethod>()
  /// What the server sends on its own, for `rpc.discover`'s `x-notifications`.
  package private(set) var notifications: [NotificationDescription] = []

  package init() {}

  /// Every method, in registration order.
  package var all: [RPCMethod] { methods.all }

  package subscript(name: MethodName) -> RPCMethod? {
    methods[name]
  }

  /// The method a request names, as it wrote it.
  package subscript(named raw: String) -> RPCMethod? {
    methods[named: raw]
  }

  fileprivate mutating func append(_ method: RPCMethod) throws(RegistrationError) {
    try methods.register(method)
  }

  /// What `request` reads and changes, for the connection's scheduling. A method we do not know
  /// touches nothing: it is answered with an error.
  package func effects(of request: Request) -> MessageEffects {
    guard let method = self[named: request.method] else { return .independent }
    return method.requestEffects ?? method.effects.resolved(for: request.params)
  }

  /// Declares a notification the server sends (`settings.didChange`), with its params' type.
  package mutating func registerNotification<Params: Decodable & Sendable>(
    _ name: MethodName, summary: String, params: Params.Type
  ) throws(RegistrationError) {
    guard !notifications.contains(where: { $0.name == name }) else {
      throw .duplicate(kind: "notification", name: name.rawValue)
    }
    notifications.append(
      NotificationDescription(name: name, summary: summary) { JSONSchemaInference.schema(of: Params.self) })
  }

  /// Registers a method. `effects` says what it reads and changes: the server runs a request only
  /// after the earlier ones that change what it touches, so every method must say (`.none` when
  /// it touches no state), and a wrong declaration shows as answers out of order. `paramsSchema`
  /// describes params whose members are declared at run time (a list's query), which their type
  /// cannot tell.
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ name: MethodName,
    summary: String,
    params: Params.Type,
    effects: MethodEffects,
    example: [String: JSONValue]? = nil,
    paramsSchema: (@Sendable () -> JSONValue)? = nil,
    handler: @escaping @Sendable (Params, MethodContext) async throws -> Result
  ) throws(RegistrationError) {
    try register(name, summary, effects, example, paramsSchema, handler, encode: { try JSONWriter.encode($0) })
  }

  /// The same for a result that writes its own JSON, chosen where the method is registered: asking
  /// at the first answer whether a result is ``JSONWritable`` searched every conformance record.
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable & JSONWritable>(
    _ name: MethodName,
    summary: String,
    params: Params.Type,
    effects: MethodEffects,
    example: [String: JSONValue]? = nil,
    paramsSchema: (@Sendable () -> JSONValue)? = nil,
    handler: @escaping @Sendable (Params, MethodContext) async throws -> Result
  ) throws(RegistrationError) {
    try register(name, summary, effects, example, paramsSchema, handler, encode: { JSONWriter.data($0) })
  }

  private mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ name: MethodName, _ summary: String, _ effects: MethodEffects, _ example: [String: JSONValue]?,
    _ paramsSchema: (@Sendable () -> JSONValue)?,
    _ handler: @escaping @Sendable (Params, MethodContext) async throws -> Result,
    encode: @escaping @Sendable (Result) throws -> Data
  ) throws(RegistrationError) {
    try append(
      RPCMethod(
        name: name, summary: summary, effects: effects,
        schemas: Self.schemas(Params.self, Result.self, paramsSchema: paramsSchema),
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
    _ name: MethodName,
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
    _ params: Params.Type, _ result: Result.Type, paramsSchema: (@Sendable () -> JSONValue)? = nil
  ) -> Schemas {
    Schemas {
      (
        paramsSchema?() ?? JSONSchemaInference.schema(of: Params.self),
        (Result.self as? any Decodable.Type).map { JSONSchemaInference.schema(of: $0) }
      )
    }
  }

}

extension MethodRegistry {
  /// Registers a method that takes its params as raw JSON (positional params included) and
  /// returns encoded JSON. For protocol-level methods; features use the typed ``register``.
  package mutating func registerRaw(
    _ name: MethodName, summary: String, effects: MethodEffects,
    handler: @escaping @Sendable (JSONValue?, MethodContext) async throws -> Data
  ) throws(RegistrationError) {
    try append(RPCMethod(name: name, summary: summary, effects: effects, handler: handler))
  }
}
