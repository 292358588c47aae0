import Foundation

/// A request from the client. `id` is `nil` when the client sent `"id": null`, which JSON-RPC
/// allows (and discourages); such a request is answered with `"id": null`.
package struct Request: Sendable, Hashable {
  package var id: RequestID?
  package var method: String
  /// Absent and `null` params are both `nil` (editors send `null`).
  package var params: JSONValue?

  package init(id: RequestID?, method: String, params: JSONValue? = nil) {
    self.id = id
    self.method = method
    self.params = params
  }
}

/// One message as read from the client, already validated against JSON-RPC 2.0.
package enum IncomingMessage: Sendable, Hashable {
  case request(Request)
  case notification(method: String, params: JSONValue?)
  /// A response to a request of ours; we send none, so these are ignored.
  case response
  /// Not a valid message; answered with `error` (and `id` when one could be recovered).
  case invalid(id: RequestID?, error: RPCError)
}

/// What one frame held: a single message, a batch, or bytes that are not JSON at all.
package enum IncomingPayload: Sendable, Hashable {
  case single(IncomingMessage)
  case batch([IncomingMessage])
  case unparsable(RPCError)

  package init(frame: Data) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(frame)
    } catch {
      self = .unparsable(.parseError(error.description))
      return
    }
    switch value {
    case .array(let elements) where elements.isEmpty:
      self = .single(.invalid(id: nil, error: .invalidRequest("empty batch")))
    case .array(let elements):
      self = .batch(elements.map(IncomingMessage.init(validating:)))
    default:
      self = .single(IncomingMessage(validating: value))
    }
  }
}

extension IncomingMessage {
  /// Checks one JSON value against the JSON-RPC 2.0 message rules.
  package init(validating value: JSONValue) {
    guard case .object(let members) = value else {
      self = .invalid(id: nil, error: .invalidRequest("expected an object, got \(value.typeName)"))
      return
    }
    let rawID = members["id"]
    let id = rawID.flatMap(RequestID.init)
    if let rawID, rawID != .null, id == nil {
      self = .invalid(id: nil, error: .invalidRequest("id must be a string, a number or null"))
      return
    }
    guard members["jsonrpc"] == .string("2.0") else {
      self = .invalid(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
      return
    }
    guard let method = members["method"] else {
      let isResponse = members["result"] != nil || members["error"] != nil
      self = isResponse ? .response : .invalid(id: id, error: .invalidRequest("missing \"method\""))
      return
    }
    guard case .string(let name) = method else {
      self = .invalid(id: id, error: .invalidRequest("\"method\" must be a string"))
      return
    }
    var params = members["params"]
    switch params {
    case .object?, .array?, nil: break
    case .null?: params = nil
    case let other?:
      self = .invalid(id: id, error: .invalidRequest("\"params\" must be an object or an array, got \(other.typeName)"))
      return
    }
    self =
      rawID == nil
      ? .notification(method: name, params: params) : .request(Request(id: id, method: name, params: params))
  }
}
