import Core
import Foundation
import JSONRPC

/// How a feature opens one of its screens from `view.open` params.
package struct ScreenFactory: Sendable {
  package var name: ScreenName
  /// Set for a top-level screen: `spacex browse` lists it on its home screen.
  package var home: HomeEntry?
  /// How a client draws it from its state's `data` (its card, its list's columns and rows).
  package var layout: ScreenLayout?
  /// The keys its links take once loaded, and the screens they open (`p` → `launchpad`), so
  /// assembly can check both before anyone follows one. See ``linking(_:)``.
  package var linkKeys: [String: ScreenName] = [:]
  /// The screens that links other features add to it open (``LinkContribution``), keyed as their
  /// data has it (a booster's serial).
  package var contributedLinks: [ScreenName] = []
  /// The JSON Schemas of its `view.open` params and of its `state.data`, for `rpc.discover`;
  /// inferred from the types when asked for.
  package var schemas: @Sendable () -> (params: JSONValue, data: JSONValue)
  /// Opens one from `view.open` params; what it needs (repositories, the marks registry) it
  /// captured when its feature registered it.
  package var open: @Sendable (_ params: JSONValue?) async throws -> any Screen

  /// - Parameters:
  ///   - params: what `view.open` takes for it (the matching method's params type).
  ///   - data: what its state's `data` holds once loaded.
  package init<Params: Decodable & Sendable, Data: Decodable & Sendable>(
    name: ScreenName, home: HomeEntry? = nil, layout: ScreenLayout? = nil, params: Params.Type, data: Data.Type,
    open: @escaping @Sendable (_ params: JSONValue?) async throws -> any Screen
  ) {
    self.name = name
    self.home = home
    self.layout = layout
    self.schemas = {
      (JSONSchemaInference.schema(of: Params.self), JSONSchemaInference.schema(of: Data.self))
    }
    self.open = open
  }
}

extension ScreenFactory {
  /// The same factory, declaring the links its screens offer: key → the screen it opens.
  package func linking(_ keys: [String: ScreenName]) -> ScreenFactory {
    var factory = self
    factory.linkKeys = keys
    return factory
  }
}

extension ScreenFactory: NamedEntry {
  package static let kind = "screen"
}
