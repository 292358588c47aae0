import Core
import JSONRPC

/// A key one feature adds to another feature's screen in `spacex browse` (`*` on a launch toggles
/// it as a favourite), so neither screen nor browser has to know the feature.
package struct ScreenAction: Sendable {
  /// The screen it works on (`launch`).
  package var screen: ScreenName
  /// What to type (`*`).
  package var key: String
  /// The hint after the key (`favourite`).
  package var title: Phrase
  /// The RPC method that does the same for an editor, called with the screen's `view.open`
  /// params (a row's, on a list whose rows open that screen); it answers `{message}` at least.
  package var method: MethodName
  /// Runs it for the screen opened with `params`; answers with what to tell the user.
  package var run: @Sendable (_ params: JSONValue?, _ language: Language) async throws -> String

  package init(
    screen: ScreenName, key: String, title: Phrase, method: MethodName,
    run: @escaping @Sendable (_ params: JSONValue?, _ language: Language) async throws -> String
  ) {
    self.screen = screen
    self.key = key
    self.title = title
    self.method = method
    self.run = run
  }
}

/// Screen actions by screen name.
package struct ActionRegistry: Sendable {
  package private(set) var all: [ScreenAction] = []

  package init() {}

  package mutating func register(_ action: ScreenAction) throws(RegistrationError) {
    guard !all.contains(where: { $0.screen == action.screen && $0.key == action.key }) else {
      throw .duplicate(kind: "key on screen \(action.screen)", name: action.key)
    }
    all.append(action)
  }

  /// The actions on screen `name`, in registration order.
  package func on(_ name: ScreenName) -> [ScreenAction] {
    all.filter { $0.screen == name }
  }
}
