import AppContainer
import Core
import Foundation
import JSONRPC

/// Finds the registered method for a request and runs it with this request's settings.
enum MethodDispatch {
  static func handle(
    _ request: Request, assembly: Assembly, notify: @escaping @Sendable (MethodName, Data) -> Void
  ) async throws -> Reply {
    let container = try assembly.container(for: .offers([.method(MethodName(rawValue: request.method))]))
    guard let method = container.methods[named: request.method] else {
      let names = container.declaredMethods.map(\.rawValue) + ["shutdown", "exit"]
      let closest = LooseName.suggestions(for: request.method, among: names, limit: 1).first
      throw RPCError.methodNotFound(request.method, closest: closest)
    }
    var context = MethodContext(formatter: container.core.formatter(), app: container, notify: notify)
    context.assemble = { try assembly.container(for: $0) }
    return Reply(result: try await method.handler(request.params, context))
  }
}

/// Lets methods notify the client through a connection that is created after them.
final class Outbox: Sendable {
  private let connection = Locked<JSONRPCConnection?>(nil)

  func attach(_ connection: JSONRPCConnection) {
    self.connection.withLock { $0 = connection }
  }

  func notify(method: MethodName, params: Data) {
    connection.withLock { $0 }?.notify(method: method.rawValue, params: params)
  }
}
