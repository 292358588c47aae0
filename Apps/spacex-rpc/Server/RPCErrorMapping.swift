import Core
import JSONRPC

/// The one place `spacex-rpc` turns an error into a JSON-RPC error object. (`RPCError` itself
/// and cancellation are handled by the connection before this is asked.)
enum RPCErrorMapping {
  static func rpcError(for error: any Error) -> RPCError {
    switch error {
    // A bad value (a usage error too) names its member and, a typo away from an allowed one, it.
    case let failure as any UserFacingError:
      let message = failure.message(in: .en)
      switch failure.kind {
      case .notFound: return RPCError(code: .notFound, message: message, data: suggestions(of: failure))
      case .unavailable, .unverified: return RPCError(code: .dataUnavailable, message: message)
      case .invalidInput:
        // A value a typo away from an allowed one names it, as an unknown member does.
        var invalid = RPCError.invalidParams(failure.parameter, message)
        if let closest = (failure as? any SuggestingError)?.suggestions.first, case .object(var data)? = invalid.data {
          data["suggestion"] = .string(closest)
          invalid.data = .object(data)
        }
        return invalid
      }
    default:
      return .internalError("\(error)")
    }
  }

  /// `{"suggestions": [...]}` for errors that carry close matches.
  private static func suggestions(of error: any Error) -> JSONValue? {
    guard let hinting = error as? any SuggestingError else { return nil }
    return .object(["suggestions": .array(hinting.suggestions.map(JSONValue.string))])
  }
}
