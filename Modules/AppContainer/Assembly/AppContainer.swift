import Core

/// The composition root: core services plus what the features registered.
///
/// A plain value, built in each executable's `main` from the one list of features in AllFeatures.
/// Features add to it through ``Feature/register``; nothing else does. A process registers only
/// the features its command or requests need (``Demand``), more as they are asked for
/// (``include(_:)``); frontends get the value: commands and methods see it at run time in their
/// context.
package struct AppContainer: Sendable {
  package let core: CoreServices
  package var services = ServiceRegistry()
  package var commands = CommandRegistry()
  package var methods = MethodRegistry()
  package var screens = ScreenRegistry()
  /// Marks features put on other features' rows (a favourite launch): read through ``marks()``,
  /// added to through ``addMarks(_:on:)``.
  private var markRegistry = MarkRegistry()
  /// Keys `spacex browse` offers on another feature's screen (toggle a favourite on a launch);
  /// added to through ``addKey(_:)``.
  package private(set) var actions = ActionRegistry()
  /// Blocks features add to other features' cards (a launch's sky from the home place); read by
  /// the card's feature when it loads, added to through ``addCardSection(_:)``.
  package let cardSections = CardSections()
  /// Events features let `spacex watch` tell (a slip that makes a twilight plume likely); added
  /// to through ``addWatchJudgement(_:)``.
  package let watchJudgements = WatchJudgements()
  /// What shell completion offers after a flag or a command, by feature.
  package var completions = CompletionRegistry()
  /// The screens open as `spacex-rpc` views; shared, so a settings change can re-render them.
  package let views = ViewHost()
  /// What a long-running frontend does on its own (see ``BackgroundJob``).
  package var backgroundJobs: [BackgroundJob] = []
  /// Which feature registered each screen, action and method (`screen launch` →
  /// `launchDetail.presentation`), so a mistake found after assembly names it.
  package private(set) var origins: [String: String] = [:]
  /// Every feature this process could register, registered or not: what is known by name.
  package let features: [Feature]
  /// The features registered so far, by name.
  package private(set) var included: Set<String> = []
  /// Links features add to other features' screens, applied when that screen is registered (its
  /// feature may come later, or, in a process that did not need it, never).
  private var contributions: [(LinkContribution, feature: String)] = []
  /// The screens the contributions have been applied to.
  private var contributed: Set<ScreenName> = []
  /// While a feature registers: its declaration, which bounds what it may resolve and add to.
  /// `nil` outside registration.
  private var declared: (feature: Feature, services: Set<ServiceKey>)?

  /// An empty container that knows `features` by their declarations and has registered none.
  package init(core: CoreServices, features: [Feature] = []) {
    self.core = core
    self.features = features
  }

  /// A container with the features `demand` needs registered (every feature by default), each
  /// after the features that provide what it needs (the list's order otherwise), and what the
  /// others take from the run checked (``Feature/checks``).
  /// - Throws: ``RegistrationError`` when two features claim the same name, a feature needs a
  ///   service no feature provides, features need each other in a circle, or a feature does
  ///   not register what it declared: programmer errors that must stop the program at start-up
  ///   rather than let one feature silently win or fail at a user's request.
  package static func assemble(core: CoreServices, features: [Feature], for demand: Demand = .everything) throws
    -> AppContainer
  {
    var container = AppContainer(core: core, features: features)
    try container.include(demand)
    for feature in features where !container.included.contains(feature.name) { try feature.checks?(core) }
    return container
  }

  /// Registers what `demand` needs that is not registered yet (nothing when all of it is).
  package mutating func include(_ demand: Demand) throws {
    // A server asks before every request: what is there already costs a lookup, not a selection
    // (a registered offer came with everything that adds to it).
    if case .offers(let offers) = demand, offers.allSatisfy(isRegistered) { return }
    // The home screen lists every feature's top-level screen: it needs them all.
    if case .offers(let offers) = demand, offers.contains(.screen(.home)) { return try include(.everything) }
    let chosen = FeatureSelection.features(for: demand, among: features).filter { !included.contains($0.name) }
    guard !chosen.isEmpty else { return }
    for feature in try FeatureOrder.sorted(chosen, after: services.keys) {
      try register(feature)
    }
    try applyContributions()
    if screens[.home] == nil, included.count == features.count {
      try screens.register(HomeScreen.factory(listing: screens))
    }
  }

  /// The global options the features add, registered or not (declared: parsed before assembly).
  package var featureOptions: [FeatureOption] { features.flatMap(\.options) }

  /// Whether `offer` is registered (a job: whether a feature offering it is).
  private func isRegistered(_ offer: Offer) -> Bool {
    switch offer {
    case .command(let name): commands[name] != nil
    case .method(let name): methods[name] != nil
    case .screen(let name): screens[name] != nil
    case .job: features.contains { included.contains($0.name) && $0.offers.contains(offer) }
    case .statusLine(let name): methods[name] != nil
    case .statusLineCommand(let name): commands[name] != nil
    }
  }

  /// Every name the features declare they offer, registered or not: what `initialize`, a
  /// misspelt method's suggestion and a partial assembly's validation read without building
  /// anything.
  package func declaredOffers() -> [Offer] {
    features.flatMap(\.offers)
  }

  /// The names of the methods the features declare, registered or not.
  package var declaredMethods: [MethodName] {
    declaredOffers().compactMap { if case .method(let name) = $0 { name } else { nil } }
  }

  /// The method an editor's status line asks, when a feature offers one (``Offer/statusLine(_:)``).
  package var declaredStatusLine: MethodName? {
    for case .statusLine(let name) in declaredOffers() { return name }
    return nil
  }

  private mutating func register(_ feature: Feature) throws {
    let before = inventoryCounts
    declared = (feature, Set(feature.needs + feature.uses + feature.provides))
    defer { declared = nil }
    try feature.register(&self)
    for service in feature.provides where !services.has(service) {
      throw RegistrationError.notProvided(service.description, feature: feature.name)
    }
    let added = inventory(since: before)
    for (entry, _) in added { origins[entry] = feature.name }
    try Self.check(feature, registered: added.compactMap(\.offer))
    included.insert(feature.name)
  }

  /// A feature registers exactly what it declared it offers (a job only where it may run one:
  /// `spacex` runs none).
  private static func check(_ feature: Feature, registered: [Offer]) throws(RegistrationError) {
    let (declared, made) = (Set(feature.offers), Set(registered))
    let extra = registered.filter { !declared.contains($0) }
    let missing = feature.offers.filter { offer in
      switch offer {
      case .job: false
      // The method it names is the status line: offered, and registered, as a method too.
      case .statusLine(let name): !(declared.contains(.method(name)) && made.contains(.method(name)))
      case .statusLineCommand(let name): !(declared.contains(.command(name)) && made.contains(.command(name)))
      default: !made.contains(offer)
      }
    }
    guard extra.isEmpty, missing.isEmpty else {
      let problems =
        (extra.isEmpty ? [] : ["registers \(list(extra)) without offering it"])
        + (missing.isEmpty ? [] : ["offers \(list(missing)) but did not register it"])
      throw .invalid(
        problems.joined(separator: "; ") + " (its offers must say what it registers)", feature: feature.name)
    }
  }

  private static func list(_ offers: [Offer]) -> String {
    offers.map(\.description).joined(separator: ", ")
  }

  /// Adds links to another feature's screen (see ``LinkContribution``); applied when that screen
  /// is registered, so the screen may come from a feature registered later.
  /// - Throws: ``RegistrationError/invalid(_:feature:)`` when the feature registering did not
  ///   declare it adds links to that screen (a process showing the screen would miss them).
  package mutating func contributeLinks(_ contribution: LinkContribution) throws(RegistrationError) {
    try checkAdds(.screenLinks(contribution.screen))
    guard declaredOffers().contains(.screen(contribution.screen)) else {
      throw .invalid(
        "links are added to screen '\(contribution.screen)', which no feature offers",
        feature: declared?.feature.name ?? "unknown")
    }
    if contributed.contains(contribution.screen) {
      // The selection registers a screen's contributors with it: this one came too late.
      throw .invalid(
        "adds links to screen '\(contribution.screen)', registered before it",
        feature: declared?.feature.name ?? "unknown")
    }
    contributions.append((contribution, declared?.feature.name ?? "unknown"))
  }

  /// Puts a feature's marks on rows of `kind` (a favourite's ★ on launches).
  package func addMarks(_ source: RowMarks.Source, on kind: String) throws(RegistrationError) {
    try checkAdds(.rowMarks(kind))
    try markRegistry.register(source, on: kind)
  }

  /// Adds a block to another feature's card (see ``CardSectionContribution``).
  package func addCardSection(_ contribution: CardSectionContribution) throws(RegistrationError) {
    try checkAdds(.cardSections(contribution.screen))
    cardSections.add(contribution)
  }

  /// Lets `spacex watch --on NAME` tell `judgement`'s event.
  package func addWatchJudgement(_ judgement: WatchJudgement) throws(RegistrationError) {
    try checkAdds(.watchEvents)
    watchJudgements.add(judgement)
  }

  /// Adds a key to another feature's screen in `spacex browse`.
  package mutating func addKey(_ action: ScreenAction) throws(RegistrationError) {
    try checkAdds(.screenKeys(action.screen))
    try actions.register(action)
  }

  /// The marks features put on rows, as they are when read (marks registered later included).
  /// - Throws: ``RegistrationError/invalid(_:feature:)`` to a feature registering now that did
  ///   not declare it reads row marks: a process assembling it alone would show none.
  package func marks() throws(RegistrationError) -> MarkRegistry {
    if let feature = declared?.feature,
      !feature.reads.contains(where: { if case .rowMarks = $0 { true } else { false } })
    {
      throw .invalid("reads row marks without declaring it (add .rowMarks(kind) to its reads)", feature: feature.name)
    }
    return markRegistry
  }

  private func checkAdds(_ point: ExtensionPoint) throws(RegistrationError) {
    if let feature = declared?.feature, !feature.adds.contains(point) {
      throw .invalid("adds \(point) without declaring it (add it to the feature's adds)", feature: feature.name)
    }
  }

  /// Wraps each newly registered screen with the links contributed to it.
  private mutating func applyContributions() throws(RegistrationError) {
    let pending = contributions.filter { screens[$0.0.screen] != nil && !contributed.contains($0.0.screen) }
    try screens.applying(pending)
    contributed.formUnion(pending.map(\.0.screen))
  }

  /// The service registered for `type`.
  /// - Throws: ``RegistrationError/missing(_:)`` when no feature registered it, and
  ///   ``RegistrationError/undeclared(_:feature:)`` when the feature registering now did not
  ///   declare it among its needs.
  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    if let declared, !declared.services.contains(ServiceKey(type)) {
      throw .undeclared("\(type)", feature: declared.feature.name)
    }
    return try services.resolve(type)
  }

  /// How many screens, methods, commands, keys and jobs are registered: the registries only append, so
  /// what a feature added is what lies past these counts once it is done.
  private var inventoryCounts: [Int] {
    [screens.all.count, methods.all.count, commands.all.count, actions.all.count, backgroundJobs.count]
  }

  /// Everything registered under a name since `counts` were taken, as `kind name` with the offer
  /// it is, to tell which feature added what. (Only the newcomers: listing everything after every
  /// feature cost more than the rest of assembly.)
  private func inventory(since counts: [Int]) -> [(entry: String, offer: Offer?)] {
    screens.all.dropFirst(counts[0]).map { ("screen \($0.name)", Offer.screen($0.name)) }
      + methods.all.dropFirst(counts[1]).map { ("method \($0.name)", Offer.method($0.name)) }
      + commands.all.dropFirst(counts[2]).map { ("command \($0.name)", Offer.command($0.name)) }
      + actions.all.dropFirst(counts[3]).map { ("key \($0.key) on \($0.screen)", nil) }
      + backgroundJobs.dropFirst(counts[4]).map { ("job \($0.name)", Offer.job($0.name)) }
  }
}

/// A mistake in how features were put together; found when the feature is assembled (at start-up
/// for a command's; in `spacex-rpc`, at the first request that needs it), and for every feature
/// by `AllFeaturesTests`, never by a user.
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
