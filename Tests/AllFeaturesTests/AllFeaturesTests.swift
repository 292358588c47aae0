import AllFeatures
import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

/// The one list of features, as both executables assemble it, checked by rules that hold for any
/// feature rather than by lists: a new feature breaks none of them by being added.
@Suite struct AllFeaturesTests {
  private func container() throws -> AppContainer {
    try AppContainer.assemble(core: .sample(), features: Feature.all)
  }

  /// The validation pass both executables run: every screen, method and key a feature names
  /// exists, and no key is taken twice.
  @Test func all_PassTheValidationAfterAssembly() throws {
    let container = try container()
    try container.validate()
    #expect(container.origins["screen launch"] == "launchDetail.presentation", "each entry knows its feature")
  }

  /// Assembly orders features by what they need, so AllFeatures' order decides nothing: the list
  /// reversed assembles the same registries.
  @Test func all_AssembleInAnyOrder() throws {
    let forward = try container()
    let reversed = try AppContainer.assemble(core: .sample(), features: Feature.all.reversed())
    try reversed.validate()
    #expect(Set(reversed.screens.all.map(\.name)) == Set(forward.screens.all.map(\.name)))
    #expect(Set(reversed.methods.all.map(\.name)) == Set(forward.methods.all.map(\.name)))
    #expect(Set(reversed.commands.all.map(\.name)) == Set(forward.commands.all.map(\.name)))
  }

  /// Every command, method and screen, assembled alone as its process assembles it, is there,
  /// passes the validation, and shows the links, keys and marks it shows among every feature;
  /// `initialize` names one method for a client's status line: no two features offer one.
  /// A quick answer (``QuickAnswer``) stands in for a command a listed feature offers, whose
  /// status line it is: it never answers a command the assembled process would not have.
  @Test func everyQuickAnswer_IsForAnOfferedStatusLineCommand() {
    let offers = Feature.all.flatMap(\.offers)
    #expect(!QuickAnswer.all.isEmpty)
    for quick in QuickAnswer.all {
      #expect(offers.contains(.command(quick.command)), "\(quick.command)")
      #expect(offers.contains(.statusLineCommand(quick.command)), "\(quick.command)")
    }
  }

  @Test func oneStatusLine_AtMost() {
    let offering = Feature.all.filter { $0.offers.contains { if case .statusLine = $0 { true } else { false } } }
    #expect(offering.count <= 1, "\(offering.map(\.name))")
  }

  /// and none of them needs every feature.
  @Test func everyOffer_AssemblesAlone_AsAmongEveryFeature() throws {
    let full = try container()
    let offers = full.declaredOffers()
    #expect(offers.count > 40, "every feature declares what it offers")
    for offer in offers {
      if case .job = offer { continue }
      let alone = try AppContainer.assemble(core: .sample(), features: Feature.all, for: .offers([offer]))
      try alone.validate()
      switch offer {
      case .command(let name): #expect(alone.commands[name] != nil, "\(offer)")
      case .method(let name): #expect(alone.methods[name] != nil, "\(offer)")
      case .screen(let name): #expect(alone.screens[name] != nil, "\(offer)")
      case .statusLine(let name): #expect(alone.methods[name] != nil, "\(offer)")
      case .statusLineCommand(let name):
        // One line from the cache, then the process ends: nothing added is shown, none assembled.
        #expect(alone.commands[name] != nil, "\(offer)")
        #expect(alone.included.count < 6, "\(offer): \(alone.included.sorted())")
        continue
      case .job: break
      }
      for factory in alone.screens.all {
        #expect(factory.contributedLinks == full.screens[factory.name]?.contributedLinks, "\(offer): \(factory.name)")
        #expect(alone.actions.on(factory.name).map(\.key) == full.actions.on(factory.name).map(\.key), "\(offer)")
      }
      for kind in try full.marks().kinds {
        let (here, there) = (try alone.marks().badges(kind), try full.marks().badges(kind))
        // Marks are there for a process whose features list such rows.
        let reads = Feature.all.filter { alone.included.contains($0.name) }.contains {
          $0.reads.contains(.rowMarks(kind))
        }
        if reads { #expect(here.map(\.key) == there.map(\.key), "\(offer): marks on \(kind)") }
      }
      #expect(alone.included.count < full.included.count, "\(offer) is assembled with every feature")
    }
  }

  /// A feature costs a command that does not use it its declaration only: a made-up
  /// collection (gadgets: data and presentation, on the launch card) added to the list leaves what
  /// `spacex launches` and `launches.list` register as it was, and is registered where it shows.
  @Test func anUnusedFeature_AddsNothingToACommandsAssembly() throws {
    struct Gadgets: Sendable {}
    let ran = Locked<[String]>([])
    let gadgets = [
      Feature(name: "gadgets.data", provides: [ServiceKey(Gadgets.self)]) { container in
        ran.withLock { $0.append("gadgets.data") }
        try container.services.register(Gadgets.self, Gadgets())
      },
      Feature(
        name: "gadgets.presentation", needs: [ServiceKey(Gadgets.self)],
        offers: Offer.collection(plural: "gadgets", singular: "gadget"), adds: [.screenLinks(.launch)]
      ) { _ in
        ran.withLock { $0.append("gadgets.presentation") }
        throw RegistrationError.missing("a made-up collection, never registered for launches")
      },
    ]
    for demand in [Demand.offers([.command("launches")]), .offers([.method("launches.list")])] {
      let without = try AppContainer.assemble(core: .sample(), features: Feature.all, for: demand)
      let with = try AppContainer.assemble(core: .sample(), features: Feature.all + gadgets, for: demand)
      #expect(with.included == without.included)
    }
    #expect(ran.withLock { $0 }.isEmpty)
    #expect(throws: RegistrationError.missing("a made-up collection, never registered for launches")) {
      try AppContainer.assemble(core: .sample(), features: Feature.all + gadgets, for: .offers([.screen("launch")]))
    }
    #expect(ran.withLock { $0 } == ["gadgets.data", "gadgets.presentation"], "the launch card shows it")
  }

  /// Every link a loaded screen offers is one its factory declared (so the validation checked
  /// its key and screen), for every screen on the offline sample.
  @Test func everyScreensLinks_AreDeclared() async throws {
    let container = try AppContainer.assemble(core: .sample(now: CoreServices.sampleStillToCome), features: Feature.all)
    var links = 0
    for factory in container.screens.all {
      let screen = try await open(factory, in: container)
      try await screen.send(.load)
      for link in await screen.links() {
        #expect(
          factory.linkKeys[link.key] == link.screen || factory.contributedLinks.contains(link.screen),
          "\(factory.name) links '\(link.key)' undeclared")
        #expect(container.screens[link.screen] != nil, "\(factory.name) links to \(link.screen)")
        links += 1
      }
    }
    #expect(links >= 3, "a launch's rocket and launchpad, a rocket's launches")
  }

  /// A screen opened with no params, or, for one that needs some, with the params a user reaches
  /// it with: those of the first row or a link of a screen that leads to it, walking from the
  /// screens that open with none. No name of a screen or a method is assumed, so the rule holds
  /// for any feature; a screen no user can reach fails it.
  private func open(_ factory: ScreenFactory, in container: AppContainer) async throws -> any Screen {
    if let screen = try? await factory.open(nil) { return screen }
    let reached = await reachableParams(in: container)
    let params = try #require(reached[factory.name], "\(factory.name) needs params, and no row or link leads to it")
    return try await factory.open(params)
  }

  /// For each screen some row or link leads to, the params of the first that does.
  private func reachableParams(in container: AppContainer) async -> [ScreenName: JSONValue] {
    var reached: [ScreenName: JSONValue] = [:]
    var frontier: [(ScreenFactory, JSONValue?)] = container.screens.all.map { ($0, nil) }
    while !frontier.isEmpty {
      var next: [(ScreenFactory, JSONValue?)] = []
      for (factory, params) in frontier {
        guard let screen = try? await factory.open(params) else { continue }
        try? await screen.send(.load)
        let row = await screen.destination(ofRow: 1)
        for link in [row].compactMap({ $0 }) + (await screen.links()) where reached[link.screen] == nil {
          guard let target = container.screens[link.screen], let params = link.params else { continue }
          reached[link.screen] = params
          next.append((target, params))
        }
      }
      frontier = next
    }
    return reached
  }

  @Test func everyCommand_HasAbstractAndUsageInBothLanguages() throws {
    for command in try container().commands.all {
      #expect(command.usage.hasPrefix("spacex \(command.name)"))
      #expect(!command.abstract.en.isEmpty && !command.abstract.ru.isEmpty)
      #expect(command.abstract.en != command.abstract.ru, "\(command.name) abstract is not translated")
    }
  }

  /// A summary for `rpc.discover`, a `namespace.verb` name, and an example wherever params are
  /// required (the OpenRPC tests call each example against the real server).
  @Test func everyMethod_IsDescribed() throws {
    for method in try container().methods.all {
      #expect(!method.summary.isEmpty, "\(method.name)")
      #expect(
        method.name.rawValue.range(of: #"^[a-z]+\.[a-zA-Z]+$"#, options: .regularExpression) != nil, "\(method.name)")
      if case .array(let required)? = method.paramsSchema?["required"], !required.isEmpty {
        #expect(method.example != nil, "\(method.name) requires params but has no example")
      }
    }
  }

  /// Every screen opens and loads on the offline sample, at a time when it still has launches to
  /// come (so there is a next one): with no params, or, for one that needs some, with those a
  /// row or link that leads to it gives.
  @Test func everyScreen_OpensAndLoads() async throws {
    let container = try AppContainer.assemble(core: .sample(now: CoreServices.sampleStillToCome), features: Feature.all)
    let formatter = container.core.formatter()
    for factory in container.screens.all {
      let screen = try await open(factory, in: container)
      try await screen.send(.load)
      let state = await screen.render(formatter).state
      #expect(["loaded", "empty"].contains(state.status), "\(factory.name): \(state.status) \(state.message ?? "")")
    }
  }

  /// A list screen whose data is its items sends them in its snapshot's order (its sections), as
  /// the list methods do, so a client can render data and sections alike.
  @Test func listScreenData_FollowsItsSnapshot() async throws {
    let container = try container()
    let formatter = container.core.formatter()
    var checked = 0
    for factory in container.screens.all {
      guard let screen = try? await factory.open(nil) else { continue }
      try await screen.send(.load)
      let render = await screen.render(formatter)
      guard case .array(let items)? = render.state.data?.value, !items.isEmpty else { continue }
      let ids = items.map { item -> String in
        if case .string(let id)? = item["id"] { return id }
        return "no id"
      }
      #expect(ids == render.snapshot.sections.flatMap(\.items), "\(factory.name)")
      checked += 1
    }
    #expect(checked >= 2, "the rockets and the launchpads at least")
  }
}
