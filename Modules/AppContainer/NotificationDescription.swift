import Core
import Foundation
import JSONRPC

/// A notification the server sends, as `rpc.discover` describes it.
package struct NotificationDescription: Sendable {
  package var name: MethodName
  package var summary: String
  /// The params' JSON Schema, inferred when asked for.
  package var paramsSchema: @Sendable () -> JSONValue
}
