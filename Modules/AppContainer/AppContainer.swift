/// The composition root: core services plus what every feature registered.
///
/// A plain value, built once in each executable's `main` from the one list of features in
/// AllFeatures. Features add to it through ``Feature/register``; nothing else does.
package struct AppContainer: Sendable {
  package let core: CoreServices
  package var services = ServiceRegistry()
  package var commands = CommandRegistry()
  package var methods = MethodRegistry()
  package var screens = ScreenRegistry()
  /// Marks features put on other features' rows (a favourite launch).
  package var marks = MarkRegistry()
  /// Keys `spacex browse` offers on another feature's screen (toggle a favourite on a launch).
  package var actions = ActionRegistry()
  /// What shell completion offers after a flag or a command, by feature.
  package var completions = CompletionRegistry()
  /// The screens open as `spacex-rpc` views; shared, so a settings change can re-render them.
  package let views = ViewHost()

  package init(core: CoreServices) {
    self.core = core
  }

  /// A container with every feature registered, in list order.
  /// - Throws: ``RegistrationError`` when two features claim the same name: a programmer error
  ///   that must stop the program at start-up rather than let one feature silently win.
  package static func assemble(core: CoreServices, features: [Feature]) throws -> AppContainer {
    var container = AppContainer(core: core)
    var seen = Set<String>()
    for feature in features {
      guard seen.insert(feature.name).inserted else {
        throw RegistrationError.duplicate(kind: "feature", name: feature.name)
      }
      try feature.register(&container)
    }
    return container
  }

  /// The service registered for `type`.
  /// - Throws: ``RegistrationError/missing(_:)`` when no feature registered it.
  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    try services.resolve(type)
  }
}

/// One side of a feature: its Data target registers repositories, its Presentation target
/// commands and methods. Adding a feature means adding its sides to AllFeatures, nothing more.
package struct Feature: Sendable {
  package var name: String
  package var register: @Sendable (inout AppContainer) throws -> Void

  package init(name: String, register: @escaping @Sendable (inout AppContainer) throws -> Void) {
    self.name = name
    self.register = register
  }
}

/// A mistake in how features were put together; found at start-up, never at a user's request.
package enum RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
  case duplicate(kind: String, name: String)
  case missing(String)

  package var description: String {
    switch self {
    case .duplicate(let kind, let name): "\(kind) '\(name)' is registered twice"
    case .missing(let service): "no feature registered \(service); is its Data feature in AllFeatures?"
    }
  }
}
