import Core

/// The composition root: core services plus what every feature registered.
///
/// A plain value, built once in each executable's `main` from the one list of features in
/// AllFeatures. Features add to it through ``Feature/register``; nothing else does. Frontends get
/// the finished value: commands and methods see it at run time in their context.
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
  /// What a long-running frontend does on its own (see ``BackgroundJob``).
  package var backgroundJobs: [BackgroundJob] = []
  /// Which feature registered each screen, action and method (`screen launch` →
  /// `launchDetail.presentation`), so a mistake found after assembly names it.
  package private(set) var origins: [String: String] = [:]
  /// Links features add to other features' screens, applied once every feature registered.
  private var contributions: [(LinkContribution, feature: String)] = []
  /// The global options the features added, for help and completion.
  package private(set) var featureOptions: [FeatureOption] = []
  /// While a feature registers: the services it declared it needs or uses (and provides), the
  /// only ones it may resolve. `nil` once assembled.
  private var declared: (feature: String, services: Set<ServiceKey>)?

  package init(core: CoreServices) {
    self.core = core
  }

  /// A container with every feature registered, each after the features that provide what it
  /// needs (the list's order otherwise).
  /// - Throws: ``RegistrationError`` when two features claim the same name, a feature needs a
  ///   service no feature provides, features need each other in a circle, or a feature does
  ///   not register what it said it provides: programmer errors that must stop the program at
  ///   start-up rather than let one feature silently win or fail at a user's request.
  package static func assemble(core: CoreServices, features: [Feature]) throws -> AppContainer {
    var container = AppContainer(core: core)
    for feature in try FeatureOrder.sorted(features) {
      container.featureOptions += feature.options
      let before = container.inventoryCounts
      container.declared = (feature.name, Set(feature.needs + feature.uses + feature.provides))
      try feature.register(&container)
      container.declared = nil
      for service in feature.provides where !container.services.has(service) {
        throw RegistrationError.notProvided(service.description, feature: feature.name)
      }
      for entry in container.inventory(since: before) { container.origins[entry] = feature.name }
    }
    try container.screens.applying(container.contributions)
    return container
  }

  /// Adds links to another feature's screen (see ``LinkContribution``); checked and applied once
  /// every feature registered, so the screen may come from a feature registered later.
  package mutating func contributeLinks(_ contribution: LinkContribution) {
    contributions.append((contribution, declared?.feature ?? "unknown"))
  }

  /// The service registered for `type`.
  /// - Throws: ``RegistrationError/missing(_:)`` when no feature registered it, and
  ///   ``RegistrationError/undeclared(_:feature:)`` when the feature registering now did not
  ///   declare it among its needs.
  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    if let declared, !declared.services.contains(ServiceKey(type)) {
      throw .undeclared("\(type)", feature: declared.feature)
    }
    return try services.resolve(type)
  }

  /// How many screens, methods, commands and keys are registered: the registries only append, so
  /// what a feature added is what lies past these counts once it is done.
  private var inventoryCounts: [Int] {
    [screens.all.count, methods.all.count, commands.all.count, actions.all.count]
  }

  /// Everything registered under a name since `counts` were taken, as `kind name`, to tell which
  /// feature added what. (Only the newcomers: listing everything after every feature cost more
  /// than the rest of assembly.)
  private func inventory(since counts: [Int]) -> [String] {
    screens.all.dropFirst(counts[0]).map { "screen \($0.name)" }
      + methods.all.dropFirst(counts[1]).map { "method \($0.name)" }
      + commands.all.dropFirst(counts[2]).map { "command \($0.name)" }
      + actions.all.dropFirst(counts[3]).map { "key \($0.key) on \($0.screen)" }
  }
}

/// One side of a feature: its Data target registers repositories, its Presentation target
/// commands and methods. Adding a feature means adding its sides to AllFeatures, nothing more.
package struct Feature: Sendable {
  package var name: String
  /// The services it registers (a Data side's repository).
  package var provides: [ServiceKey]
  /// The services it resolves: assembly registers their providers first, or fails naming the
  /// one that is missing.
  package var needs: [ServiceKey]
  /// Services it takes when some feature provides them, and does without otherwise.
  package var uses: [ServiceKey]
  /// Global options it adds to both executables (parsed before assembly, so declared here).
  package var options: [FeatureOption]
  package var register: @Sendable (inout AppContainer) throws -> Void

  package init(
    name: String, options: [FeatureOption] = [], provides: [ServiceKey] = [], needs: [ServiceKey] = [],
    uses: [ServiceKey] = [], register: @escaping @Sendable (inout AppContainer) throws -> Void
  ) {
    self.name = name
    self.options = options
    self.provides = provides
    self.needs = needs
    self.uses = uses
    self.register = register
  }
}

/// A service by the type it is registered under, e.g. `ServiceKey((any RocketRepository).self)`.
package struct ServiceKey: Sendable, Hashable, CustomStringConvertible {
  private let id: ObjectIdentifier
  package let description: String

  package init<Service>(_ type: Service.Type) {
    id = ObjectIdentifier(type)
    description = "\(type)"
  }

  package static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The order features register in: each after the providers of what it needs or uses, otherwise
/// as listed.
enum FeatureOrder {
  static func sorted(_ features: [Feature]) throws(RegistrationError) -> [Feature] {
    var names = Set<String>()
    for feature in features where !names.insert(feature.name).inserted {
      throw .duplicate(kind: "feature", name: feature.name)
    }
    let available = Set(features.flatMap(\.provides))
    for feature in features {
      if let missing = feature.needs.first(where: { !available.contains($0) }) {
        throw .noProvider(missing.description, neededBy: feature.name)
      }
    }
    var pending = features
    var provided = Set<ServiceKey>()
    var order: [Feature] = []
    while !pending.isEmpty {
      let ready = pending.firstIndex { feature in
        (feature.needs + feature.uses.filter(available.contains)).allSatisfy(provided.contains)
      }
      guard let ready else { throw .circular(pending.map(\.name)) }
      let feature = pending.remove(at: ready)
      provided.formUnion(feature.provides)
      order.append(feature)
    }
    return order
  }
}

/// A mistake in how features were put together; found at start-up, never at a user's request.
package enum RegistrationError: Error, Sendable, Hashable, CustomStringConvertible {
  case duplicate(kind: String, name: String)
  case missing(String)
  case noProvider(String, neededBy: String)
  case undeclared(String, feature: String)
  case notProvided(String, feature: String)
  case circular([String])
  /// Found by ``AppContainer/validate(reservedKeys:)``: what is wrong, and the feature that did it.
  case invalid(String, feature: String)

  package var description: String {
    switch self {
    case .duplicate(let kind, let name): "\(kind) '\(name)' is registered twice"
    case .missing(let service): "no feature registered \(service); is its Data feature in AllFeatures?"
    case .noProvider(let service, let feature):
      "feature '\(feature)' needs \(service), which no feature provides; is its Data feature in AllFeatures?"
    case .undeclared(let service, let feature):
      "feature '\(feature)' resolves \(service) without declaring it (add it to its needs or uses)"
    case .notProvided(let service, let feature):
      "feature '\(feature)' says it provides \(service) but did not register it"
    case .circular(let features): "features need each other in a circle: \(features.joined(separator: ", "))"
    case .invalid(let problem, let feature): "feature '\(feature)': \(problem)"
    }
  }
}
