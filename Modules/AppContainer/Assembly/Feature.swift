import Core

/// One side of a feature: its Data target registers repositories, its Presentation target
/// commands and methods. Adding a feature means adding its sides to AllFeatures, nothing more.
///
/// Everything but `register` is a cheap declaration, read before anything is built: a process
/// assembles only the features its command (or request) asks for (see ``Demand``), and what
/// lists everything reads the declarations. Assembly checks each declaration against what the
/// feature then registers, so a wrong one fails at start-up rather than hiding a screen.
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
  /// Every command, method and screen it registers, and the jobs it may run.
  package var offers: [Offer]
  /// Where it adds to what other features show (a ★ on launch rows, links on the launch card).
  package var adds: [ExtensionPoint]
  /// What other features add that it shows besides its own screens' links and keys: the marks on
  /// the rows it lists (``AppContainer/marks()`` is refused to a feature that does not say so).
  package var reads: [ExtensionPoint]
  /// Checks what it takes from the run (its options' values, its environment variables) without
  /// registering anything: run for the features a process does not assemble, so a bad value is
  /// the same usage error whatever the command (the others check it as they register).
  package var checks: (@Sendable (CoreServices) throws -> Void)?
  package var register: @Sendable (inout AppContainer) throws -> Void

  package init(
    name: String, options: [FeatureOption] = [], provides: [ServiceKey] = [], needs: [ServiceKey] = [],
    uses: [ServiceKey] = [], offers: [Offer] = [], adds: [ExtensionPoint] = [], reads: [ExtensionPoint] = [],
    checks: (@Sendable (CoreServices) throws -> Void)? = nil,
    register: @escaping @Sendable (inout AppContainer) throws -> Void
  ) {
    self.name = name
    self.options = options
    self.provides = provides
    self.needs = needs
    self.uses = uses
    self.offers = offers
    self.adds = adds
    self.reads = reads
    self.checks = checks
    self.register = register
  }
}

/// A service by the type it is registered under, e.g. `ServiceKey((any RocketRepository).self)`.
package struct ServiceKey: Sendable, Hashable, CustomStringConvertible {
  private let id: ObjectIdentifier
  private let type: Any.Type

  package init<Service>(_ type: Service.Type) {
    id = ObjectIdentifier(type)
    self.type = type
  }

  /// The type's name, made only when an error names it: every process builds every feature's
  /// keys, and a type's name is demangled at run time.
  package var description: String { "\(type)" }

  package static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.id == rhs.id }
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
