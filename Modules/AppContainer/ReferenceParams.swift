import JSONRPC

/// The params of every get method and detail screen: `{id}` or its loose alias `{ref}`, exactly
/// one of them, holding an id or a loose reference (a name, a flight number).
package struct ReferenceParams: Decodable, Sendable, JSONSchemaAnnotating {
  package static let memberAnnotations: [String: JSONValue] = [
    "id": .object(["description": .string("An id, or a loose reference: a name in any case, a flight number.")]),
    "ref": .object(["description": .string("The same as `id`, under the name some clients use; give one of them.")]),
  ]

  package var id: LooseScalar?
  package var ref: LooseScalar?

  /// The reference given.
  /// - Parameter what: what it names, for the error when neither is there ("a launch id, flight
  ///   number or name").
  package func reference(_ what: String) throws -> String {
    switch (id, ref) {
    case (let id?, nil): return id.text
    case (nil, let ref?): return ref.text
    case (.some, .some): throw RPCError.invalidParams("ref", "give 'id' or its alias 'ref', not both")
    case (nil, nil): throw RPCError.invalidParams("id", "missing field 'id' (or its alias 'ref'): \(what)")
    }
  }

  /// The reference in `params`, checked as strictly as a method's params.
  package static func reference(in params: JSONValue?, _ what: String) throws -> String {
    try MethodParams.decode(ReferenceParams.self, from: params).reference(what)
  }
}
