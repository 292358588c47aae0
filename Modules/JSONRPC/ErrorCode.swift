/// A JSON-RPC error code. A struct rather than an enum so clients' unknown codes still decode.
package struct ErrorCode: RawRepresentable, Sendable, Hashable, Codable {
  package var rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  // MARK: JSON-RPC 2.0 standard codes

  package static let parseError = ErrorCode(rawValue: -32700)
  package static let invalidRequest = ErrorCode(rawValue: -32600)
  package static let methodNotFound = ErrorCode(rawValue: -32601)
  package static let invalidParams = ErrorCode(rawValue: -32602)
  package static let internalError = ErrorCode(rawValue: -32603)

  // MARK: Language Server Protocol codes that editors already understand

  /// The request was cancelled with `$/cancelRequest`.
  package static let requestCancelled = ErrorCode(rawValue: -32800)

  // MARK: spacex application codes (outside -32768...-32000, as JSON-RPC reserves that range)
  // Each is in ``documented`` too: `rpc.discover` lists that table, and a test checks the
  // server's README against it.

  /// The id, name or flight number names nothing. `data.suggestions` lists close matches.
  package static let notFound = ErrorCode(rawValue: 1001)
  /// No data source could answer (network down and nothing cached or bundled for it).
  package static let dataUnavailable = ErrorCode(rawValue: 1002)
  /// A view id that is not open (never opened, or closed).
  package static let unknownView = ErrorCode(rawValue: 1003)
  /// The request is valid but cannot be served now, e.g. a request after `shutdown`.
  package static let invalidState = ErrorCode(rawValue: 1004)
  /// A session holds as many views open as it may (a client that never closes them).
  package static let tooManyViews = ErrorCode(rawValue: 1005)
}

extension ErrorCode {
  /// A code as `rpc.discover` describes it: its name in `components.errors` and what it means.
  package struct Description: Sendable {
    package var name: String
    package var code: ErrorCode
    package var meaning: String
  }

  /// Every code the server sends, with what it means to a client.
  package static let documented: [Description] = [
    .init(
      name: "ParseError", code: .parseError,
      meaning: "The message is not JSON; the message says what broke and at which byte."),
    .init(name: "InvalidRequest", code: .invalidRequest, meaning: "Not a JSON-RPC 2.0 request object."),
    .init(
      name: "MethodNotFound", code: .methodNotFound, meaning: "No such method; data.suggestion names the closest one."),
    .init(
      name: "InvalidParams", code: .invalidParams,
      meaning:
        "A member is missing, of the wrong type, unknown (data.field names it, data.suggestion the closest known), or out of range (data.suggestion: the allowed value a mistyped one meant)."
    ),
    .init(name: "InternalError", code: .internalError, meaning: "A bug in the server."),
    .init(
      name: "NotFound", code: .notFound,
      meaning: "The id, name or flight number names nothing; data.suggestions lists close matches."),
    .init(name: "DataUnavailable", code: .dataUnavailable, meaning: "No data source could answer."),
    .init(name: "UnknownView", code: .unknownView, meaning: "The view id is not open (never opened, or closed)."),
    .init(name: "InvalidState", code: .invalidState, meaning: "The server is shutting down."),
    .init(
      name: "TooManyViews", code: .tooManyViews,
      meaning: "This session has as many views open as it may (data.limit); close some with view.close."),
    .init(name: "RequestCancelled", code: .requestCancelled, meaning: "Cancelled with $/cancelRequest."),
  ]
}
