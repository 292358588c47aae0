import AppContainer
import Core
import JSONRPC
import TestSupport
import Testing

/// Assembly on demand: a process registers the features its command or request needs, with the
/// providers of what they need and whatever adds to what they show, and nothing else; and a
/// feature's declarations are held to what it registers.
@Suite struct OnDemandAssemblyTests {
  private let core = CoreServices.test()

  private protocol Greeter: Sendable {}
  private struct Hello: Greeter {}

  private static func command(_ name: String) -> TextCommand {
    TextCommand(name: name, abstract: Phrase(en: "x", ru: "x"), usage: "spacex \(name)") { _ in CommandOutput("") }
  }

  private static func screen(_ name: ScreenName) -> ScreenFactory {
    ScreenFactory(name: name, params: NoParams.self, data: [String].self) { _ in
      throw RPCError.invalidParams(nil, "not opened in this test")
    }
  }

  /// Registers what `offers` names and records that it ran.
  private static func feature(
    _ name: String, needs: [ServiceKey] = [], offers: [Offer] = [], adds: [ExtensionPoint] = [],
    reads: [ExtensionPoint] = [], ran: Locked<[String]>,
    also: @escaping @Sendable (inout AppContainer) throws -> Void = { _ in }
  ) -> Feature {
    Feature(name: name, needs: needs, offers: offers, adds: adds, reads: reads) { container in
      ran.withLock { $0.append(name) }
      for offer in offers {
        switch offer {
        case .command(let command): try container.commands.register(Self.command(command))
        case .screen(let screen): try container.screens.register(Self.screen(screen))
        case .method, .job, .statusLine, .statusLineCommand: break
        }
      }
      try also(&container)
    }
  }

  @Test func aCommand_RegistersItsFeatureAndProviders_NotTheOthers() throws {
    let ran = Locked<[String]>([])
    let greeter = ServiceKey((any Greeter).self)
    let features = [
      Feature(name: "greeter.data", provides: [greeter]) { container in
        ran.withLock { $0.append("greeter.data") }
        try container.services.register((any Greeter).self, Hello())
      },
      Self.feature("other", offers: [.command("other")], ran: ran),
      Self.feature("hello", needs: [greeter], offers: [.command("hello")], ran: ran) {
        _ = try $0.resolve((any Greeter).self)
      },
    ]
    var container = try AppContainer.assemble(core: core, features: features, for: .offers([.command("hello")]))
    #expect(ran.withLock { $0 } == ["greeter.data", "hello"])
    #expect(container.commands.all.map(\.name) == ["hello"])
    #expect(container.included == ["greeter.data", "hello"])

    // Asked for later (a server's next request): registered then, once.
    try container.include(.offers([.command("other")]))
    try container.include(.offers([.command("hello"), .command("other")]))
    #expect(ran.withLock { $0 } == ["greeter.data", "hello", "other"])
    #expect(Set(container.commands.all.map(\.name)) == ["hello", "other"])

    // What no feature offers registers nothing; everything registers the rest.
    let unknown = try AppContainer.assemble(core: core, features: features, for: .offers([.command("nope")]))
    #expect(unknown.included.isEmpty)
    #expect(unknown.declaredOffers().contains(.command("other")), "what is not registered is still known")
  }

  /// A screen comes with the links and keys others add to it and the marks on the rows it lists,
  /// whichever of the two registers first.
  @Test func aScreen_ComesWithWhatOthersAddToIt() throws {
    let ran = Locked<[String]>([])
    let card = Self.feature("card", offers: [.screen("card")], reads: [.rowMarks("row")], ran: ran) {
      _ = try $0.marks()
    }
    let extra = Self.feature(
      "extra", offers: [.screen("extra")], adds: [.screenLinks("card"), .rowMarks("row")], ran: ran
    ) { container in
      try container.contributeLinks(LinkContribution(screen: "card", opens: "extra", subject: ["id"]) { _ in [] })
      try container.addMarks(RowMarks.Source(key: "star", badge: "*", ids: { [] }), on: "row")
    }
    let unrelated = Self.feature("unrelated", offers: [.screen("unrelated")], ran: ran)
    let features = [card, unrelated, extra]

    let shown = try AppContainer.assemble(core: core, features: features, for: .offers([.screen("card")]))
    #expect(shown.included == ["card", "extra"])
    #expect(shown.screens[named: "card"]?.contributedLinks == ["extra"])
    #expect(try shown.marks().kinds == ["row"])
    try shown.validate()

    // The contributor first (it was asked for itself), the screen later: the links wait for it.
    var later = try AppContainer.assemble(core: core, features: features, for: .offers([.screen("extra")]))
    #expect(later.included == ["extra"])
    try later.validate()
    try later.include(.offers([.screen("card")]))
    #expect(later.screens[named: "card"]?.contributedLinks == ["extra"])
    #expect(!ran.withLock { $0 }.contains("unrelated"))
  }

  /// `spacex next --line` prints one line and exits: the command's feature comes with what it
  /// needs, not with what others add to its screens and rows (the command alone brings them).
  @Test func aStatusLineCommand_ComesWithoutWhatOthersAdd() throws {
    let ran = Locked<[String]>([])
    let next = Self.feature(
      "next", offers: [.command("next"), .statusLineCommand("next"), .screen("card")], reads: [.rowMarks("row")],
      ran: ran
    ) { _ = try $0.marks() }
    let extra = Self.feature(
      "extra", offers: [.screen("extra")], adds: [.screenLinks("card"), .rowMarks("row")], ran: ran
    ) { container in
      try container.contributeLinks(LinkContribution(screen: "card", opens: "extra", subject: ["id"]) { _ in [] })
      try container.addMarks(RowMarks.Source(key: "star", badge: "*", ids: { [] }), on: "row")
    }
    let line = try AppContainer.assemble(
      core: core, features: [next, extra], for: .offers([.statusLineCommand("next")]))
    #expect(line.included == ["next"])
    #expect(line.commands.all.map(\.name) == ["next"])
    try line.validate()
    let whole = try AppContainer.assemble(core: core, features: [next, extra], for: .offers([.command("next")]))
    #expect(whole.included == ["next", "extra"])
  }

  /// What a feature takes from the run is checked whether or not the command needs the feature:
  /// a bad value is the same error for every command.
  @Test func aFeatureNotNeeded_StillChecksWhatItTakesFromTheRun() throws {
    let ran = Locked<[String]>([])
    let check: @Sendable (CoreServices) throws -> Void = { _ in throw UsageError.missingValue(for: "--x") }
    let strict = Feature(name: "strict", offers: [.command("strict")], checks: check) { _ in
      ran.withLock { $0.append("strict") }
    }
    let other = Self.feature("other", offers: [.command("other")], ran: ran)
    #expect(throws: UsageError.missingValue(for: "--x")) {
      try AppContainer.assemble(core: core, features: [strict, other], for: .offers([.command("other")]))
    }
    #expect(ran.withLock { $0 } == ["other"], "checked, not registered")
  }

  /// What a feature declares is what it registers, and it adds to or reads from other features
  /// only where it says: otherwise a process that assembled it alone would show less.
  @Test func declarations_AreHeldToWhatIsRegistered() {
    let ran = Locked<[String]>([])
    let cases: [(String, Feature)] = [
      (
        "registers command b without offering it",
        Self.feature("liar", offers: [.command("a")], ran: ran) { try $0.commands.register(Self.command("b")) }
      ),
      (
        "offers screen s but did not register it",
        Feature(name: "liar", offers: [.screen("s")]) { _ in }
      ),
      (
        "reads row marks without declaring it",
        Feature(name: "liar") { _ = try $0.marks() }
      ),
      (
        "adds marks on row rows without declaring it",
        Feature(name: "liar") { try $0.addMarks(RowMarks.Source(key: "k", badge: "k", ids: { [] }), on: "row") }
      ),
      (
        "links are added to screen 'nowhere', which no feature offers",
        Feature(name: "liar", adds: [.screenLinks("nowhere")]) {
          try $0.contributeLinks(LinkContribution(screen: "nowhere", opens: "x", subject: []) { _ in [] })
        }
      ),
    ]
    for (problem, feature) in cases {
      do {
        _ = try AppContainer.assemble(core: core, features: [feature])
        Issue.record("no mistake found: \(problem)")
      } catch {
        #expect("\(error)".contains(problem), "\(error)")
        #expect("\(error)".hasPrefix("feature 'liar'"), "\(error)")
      }
    }
  }
}
