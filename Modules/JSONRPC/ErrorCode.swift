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

  // IMPORTANT: when adding a code here, document it in README.md and in `rpc.discover`.

  /// The id, name or flight number names nothing. `data.suggestions` lists close matches.
  package static let notFound = ErrorCode(rawValue: 1001)
  /// No data source could answer (network down and nothing cached or bundled for it).
  package static let dataUnavailable = ErrorCode(rawValue: 1002)
  /// A view id that is not open (never opened, or closed).
  package static let unknownView = ErrorCode(rawValue: 1003)
  /// The request is valid but cannot be served now, e.g. a request after `shutdown`.
  package static let invalidState = ErrorCode(rawValue: 1004)
}
