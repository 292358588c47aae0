import AppContainer
import Foundation
import JSONRPC

/// Finds the registered method for a request and runs it with this request's settings.
enum MethodDispatch {
  static func handle(_ request: Request, container: AppContainer) async throws -> Data {
    guard let method = container.methods[request.method] else { throw RPCError.methodNotFound(request.method) }
    let context = MethodContext(container: container, formatter: container.core.formatter())
    return try await method.handler(request.params, context)
  }
}
