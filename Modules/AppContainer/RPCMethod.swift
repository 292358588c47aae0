import Core
import Foundation
import JSONRPC

/// A method of `spacex-rpc`, contributed by a feature's Presentation target.
package struct RPCMethod: Sendable {
  /// `rockets.list`.
  package var name: String
  /// One line for `rpc.discover`.
  package var summary: String
  /// Decodes the params, runs, and returns the encoded result.
  package var handler: @Sendable (JSONValue?, MethodContext) async throws -> Data
}

/// What a running method gets: the app, and the settings in force for this request.
package struct MethodContext: Sendable {
  package var container: AppContainer
  package var formatter: DisplayFormatter

  package init(container: AppContainer, formatter: DisplayFormatter) {
    self.container = container
    self.formatter = formatter
  }
}

/// For methods without params. Any object (or none) is accepted, as JSON-RPC clients often send `{}`.
package struct NoParams: Decodable, Sendable {}

/// Methods by name. Registration is typed: each method names its params and result types, and
/// the registry does the JSON work, so handlers only ever see decoded values.
package struct MethodRegistry: Sendable {
  package private(set) var all: [RPCMethod] = []

  package init() {}

  package subscript(name: String) -> RPCMethod? {
    all.first { $0.name == name }
  }

  package mutating func register<Params: Decodable & Sendable, Result: Encodable & Sendable>(
    _ name: String,
    summary: String,
    params: Params.Type,
    handler: @escaping @Sendable (Params, MethodContext) async throws -> Result
  ) throws(RegistrationError) {
    guard self[name] == nil else { throw .duplicate(kind: "method", name: name) }
    all.append(
      RPCMethod(name: name, summary: summary) { raw, context in
        let params = try MethodParams.decode(Params.self, from: raw)
        return try JSONEncoder.sortedKeys().encode(try await handler(params, context))
      })
  }
}

/// Turns raw params into a typed value, with errors that name the offending field.
enum MethodParams {
  static func decode<Params: Decodable>(_ type: Params.Type, from raw: JSONValue?) throws -> Params {
    let value = raw ?? .object([:])
    guard case .object = value else {
      throw RPCError.invalidParams(nil, "params must be an object of named parameters")
    }
    do {
      return try JSONDecoder().decode(type, from: JSONEncoder().encode(value))
    } catch let error as DecodingError {
      throw RPCError.invalidParams(field(of: error), DecodingFailure.describe(error))
    }
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
