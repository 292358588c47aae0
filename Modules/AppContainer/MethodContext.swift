import Core
import Foundation
import JSONRPC

/// What a running method gets: the settings in force for this request, and a way to talk to the
/// client beyond its reply. What else it needs (repositories, the view host) it was given when it
/// was registered.
package struct MethodContext: Sendable {
  package var formatter: DisplayFormatter
  /// The app as assembled, for the server's own methods that describe it (`rpc.discover`);
  /// `nil` where a method runs on its own (a test).
  package var app: AppContainer?
  /// Registers what a method needs beyond itself and returns the app with it (a view of any
  /// screen; every feature, for `rpc.discover`); `nil` where the app is assembled whole or absent.
  package var assemble: (@Sendable (Demand) throws -> AppContainer)?
  /// Sends a notification now. A method sends those its change causes before it returns, so the
  /// client has the whole new state by the time it reads the answer.
  package var notify: @Sendable (_ method: MethodName, _ params: Data) -> Void

  package init(
    formatter: DisplayFormatter, app: AppContainer? = nil,
    notify: @escaping @Sendable (_ method: MethodName, _ params: Data) -> Void = { _, _ in }
  ) {
    self.formatter = formatter
    self.app = app
    self.notify = notify
  }
}
