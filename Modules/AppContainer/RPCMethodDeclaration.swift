import Core
import JSONRPC

/// A method of `spacex-rpc`, stated by one type: its name, what it does (for `rpc.discover`),
/// what it reads and changes (which orders it among the requests around it), its params and
/// result types, params that work where it needs some, and the answer. What it answers from (a
/// repository, the marks) it holds, given when its feature registers it, so registering it is one
/// line, `try container.methods.register(LaunchesGetMethod(details: details, …))`, and a test
/// calls `answer` on one made with a hand-made repository.
package protocol RPCMethodDeclaration<Params, Result>: Sendable {
  associatedtype Params: Decodable & Sendable
  associatedtype Result: Encodable & Sendable
  /// A declared constant (`MethodName.launchesGet`), the one its feature offers.
  var name: MethodName { get }
  var summary: String { get }
  var effects: MethodEffects { get }
  /// Params a client might send, for `rpc.discover`'s example and the OpenRPC tests; required
  /// where params are (`nil`: none needed).
  var example: [String: JSONValue]? { get }
  func answer(_ params: Params, _ context: MethodContext) async throws -> Result
}

extension RPCMethodDeclaration {
  package var example: [String: JSONValue]? { nil }
}

/// A method whose answers are remembered by what they depend on (see ``AnswerMemo``): one asked
/// for often (an editor's list on every scroll), whose result writes its own JSON.
package protocol MemoizedRPCMethod<Params, Result, Key, Payload>: RPCMethodDeclaration where Result: JSONWritable {
  associatedtype Key: Hashable & Sendable
  associatedtype Payload: Sendable
  var memo: AnswerMemo<Key, Payload> { get }
  /// The answer, from what the memo's key was worked out from (`nil` when it could not tell).
  func answer(_ params: Params, _ context: MethodContext, payload: Payload?) async throws -> Result
}

extension MemoizedRPCMethod {
  package func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    try await answer(params, context, payload: nil)
  }
}

extension MethodRegistry {
  // Generic over the params and result, which the caller names statically (the protocol's primary
  // associated types): generic over the method type alone, each registration asked the run time
  // for its associated types and their conformances, a scan of every conformance record, a
  // twelfth of a warm `spacex launches`. (Swift 6.3 inlines no `@inlinable package` function
  // across modules, so the method type cannot be specialized away where it is registered.)

  /// Registers a method declared by its type.
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ method: some RPCMethodDeclaration<Params, Result>
  ) throws(RegistrationError) {
    try register(
      method.name, summary: method.summary, params: Params.self, effects: method.effects, example: method.example,
      handler: method.answer)
  }

  /// The same for a result that writes its own JSON (chosen here, where the type is known).
  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable & JSONWritable>(
    _ method: some RPCMethodDeclaration<Params, Result>
  ) throws(RegistrationError) {
    try register(
      method.name, summary: method.summary, params: Params.self, effects: method.effects, example: method.example,
      handler: method.answer)
  }

  /// The same for a method whose answers are remembered.
  package mutating func register<
    Params: Decodable & Sendable, Result: Encodable & Sendable & JSONWritable, Key: Hashable & Sendable,
    Payload: Sendable
  >(_ method: some MemoizedRPCMethod<Params, Result, Key, Payload>) throws(RegistrationError) {
    try register(
      method.name, summary: method.summary, params: Params.self, effects: method.effects, example: method.example,
      memo: method.memo, handler: method.answer(_:_:payload:))
  }
}
