import Core
import Foundation
import JSONRPC

/// For methods without params: none, `null` or `{}` (JSON-RPC clients often send it); any member
/// is refused, as for every method.
package struct NoParams: Decodable, Sendable {
  private enum NoKeys: CodingKey {}

  package init() {}

  /// Opens the object, asking for no member, so every member it has is reported as unknown.
  package init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: NoKeys.self)
  }
}
