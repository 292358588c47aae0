import Core
import JSONRPC

/// A type naming a query's declaration, so a method's params type can carry it.
package protocol DeclaresQuery: Sendable {
  associatedtype Query: Sendable
  static var query: QueryDeclaration<Query> { get }
}

/// A method's (or a screen's) params that are a declared query: taken as sent, checked by the
/// declaration (``QueryDeclaration/query(params:)``), and described in `rpc.discover` by it, so
/// no member is spelled twice.
package struct DeclaredQueryParams<Declaration: DeclaresQuery>: Decodable, Sendable, JSONSchemaDescribing {
  package var raw: JSONValue

  package init(_ raw: JSONValue = .object([:])) {
    self.raw = raw
  }

  package init(from decoder: any Decoder) throws {
    raw = try decoder.singleValueContainer().decode(JSONValue.self)
  }

  /// The query they ask for, checked.
  package func query() throws -> Declaration.Query {
    try Declaration.query.query(params: raw)
  }

  /// Its members as sent, as text, checked.
  package func input() throws -> [String: String] {
    try Declaration.query.input(params: raw)
  }

  package static var jsonSchema: JSONValue { Declaration.query.schema }
}
