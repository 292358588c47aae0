import Core
import Foundation
import JSONRPC

/// A method of `spacex-rpc`, contributed by a feature's Presentation target.
package struct RPCMethod: Sendable, NamedEntry {
  package static let kind = "method"
  /// `rockets.list`.
  package var name: MethodName
  /// One line for `rpc.discover`.
  package var summary: String
  /// The params' and result's JSON Schemas, inferred when first asked for (see ``Schemas``).
  var schemas: Schemas? = nil
  /// Decodes the params, runs, and returns the encoded result.
  package var handler: @Sendable (JSONValue?, MethodContext) async throws -> Data
  /// Params a client might send, for `rpc.discover`'s example (`nil`: none needed).
  package var example: [String: JSONValue]?
  /// What it reads and changes, which orders it among the requests around it.
  package var effects: MethodEffects
  /// The same for every request, when no topic depends on the params: resolved once.
  let requestEffects: MessageEffects?

  /// Only ``MethodRegistry`` makes methods (its `register` calls infer the schemas).
  init(
    name: MethodName, summary: String, effects: MethodEffects, schemas: Schemas? = nil,
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
final class Schemas: Sendable {
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
