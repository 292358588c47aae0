import Core
import Foundation
import JSONRPC

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
