/// A JSON-RPC error object. Handlers throw it to choose the exact code, message and data.
package struct RPCError: Error, Sendable, Hashable, Codable {
  package var code: ErrorCode
  package var message: String
  package var data: JSONValue?

  package init(code: ErrorCode, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  package static func parseError(_ detail: String) -> RPCError {
    RPCError(code: .parseError, message: "Parse error: \(detail)")
  }

  package static func invalidRequest(_ detail: String) -> RPCError {
    RPCError(code: .invalidRequest, message: "Invalid request: \(detail)")
  }

  /// `Method not found: launches.lst; did you mean 'launches.list'?`, with `data.suggestion`.
  package static func methodNotFound(_ method: String, closest: String? = nil) -> RPCError {
    var data: [String: JSONValue] = ["method": .string(method)]
    if let closest { data["suggestion"] = .string(closest) }
    let hint = closest.map { "; did you mean '\($0)'?" } ?? ""
    return RPCError(code: .methodNotFound, message: "Method not found: \(method)\(hint)", data: .object(data))
  }

  /// Invalid params; `data.field` names the offending parameter so editors can point at it.
  package static func invalidParams(_ field: String?, _ detail: String) -> RPCError {
    let data: JSONValue? = field.map { .object(["field": .string($0)]) }
    return RPCError(code: .invalidParams, message: "Invalid params: \(detail)", data: data)
  }

  package static func internalError(_ detail: String) -> RPCError {
    RPCError(code: .internalError, message: "Internal error: \(detail)")
  }

  package static let cancelled = RPCError(code: .requestCancelled, message: "Request cancelled")
}
