import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

private protocol Greeter: Sendable {
  func greet() -> String
}

private struct EnglishGreeter: Greeter {
  func greet() -> String { "hello" }
}

@Suite struct AppContainerTests {
  private let core = CoreServices.test()

  private static func command(_ name: String) -> TextCommand {
    TextCommand(name: name, abstract: Phrase(en: "x", ru: "x"), usage: "spacex \(name)") { _ in CommandOutput("") }
  }

  @Test func assemble_RegistersEveryFeatureInOrder() throws {
    let container = try AppContainer.assemble(
      core: core,
      features: [
        Feature(name: "greeter.data") { try $0.services.register((any Greeter).self, EnglishGreeter()) },
        Feature(name: "greeter.presentation", offers: [.command("greet")]) {
          try $0.commands.register(Self.command("greet"))
        },
      ])
    #expect(try container.resolve((any Greeter).self).greet() == "hello")
    #expect(container.commands.all.map(\.name) == ["greet"])
  }

  /// A feature that needs a service registers after its provider, wherever the list puts it;
  /// one whose provider is missing, or that resolves what it did not declare, fails by name.
  @Test func assemble_OrdersByNeeds_AndNamesWhatIsMissing() throws {
    let greeter = ServiceKey((any Greeter).self)
    let data = Feature(name: "greeter.data", provides: [greeter]) {
      try $0.services.register((any Greeter).self, EnglishGreeter())
    }
    let presentation = Feature(name: "greeter.presentation", needs: [greeter], offers: [.command("hello")]) {
      container in
      let word = try container.resolve((any Greeter).self).greet()
      try container.commands.register(Self.command(word))
    }
    let container = try AppContainer.assemble(core: core, features: [presentation, data])
    #expect(container.commands.all.map(\.name) == ["hello"])
    #expect(container.origins["command hello"] == "greeter.presentation")

    #expect(throws: RegistrationError.noProvider("Greeter", neededBy: "greeter.presentation")) {
      try AppContainer.assemble(core: core, features: [presentation])
    }
    let sneaky = Feature(name: "sneaky") { _ = try $0.resolve((any Greeter).self) }
    #expect(throws: RegistrationError.undeclared("Greeter", feature: "sneaky")) {
      try AppContainer.assemble(core: core, features: [data, sneaky])
    }
    let liar = Feature(name: "liar", provides: [greeter]) { _ in }
    #expect(throws: RegistrationError.notProvided("Greeter", feature: "liar")) {
      try AppContainer.assemble(core: core, features: [liar])
    }
  }

  /// The validation after assembly names the feature that linked, keyed or acted on something
  /// that is not there, or took a key that is taken.
  @Test func validate_NamesTheFeatureOfEachMistake() throws {
    @Sendable func screen(_ name: ScreenName, home: HomeEntry? = nil, rowsOpen target: ScreenName? = nil)
      -> ScreenFactory
    {
      ScreenFactory(
        name: name, home: home, layout: target.map { .list(ListLayout(columns: [], row: RowTarget(screen: $0))) },
        params: NoParams.self, data: [String].self
      ) { _ in throw RPCError.invalidParams(nil, "not opened in this test") }
    }
    func assembled(
      offers: [Offer] = [.screen("thing")], adds: [ExtensionPoint] = [],
      _ register: @escaping @Sendable (inout AppContainer) throws -> Void
    ) throws -> AppContainer {
      try AppContainer.assemble(
        core: core,
        features: [
          Feature(name: "things", offers: [.screen("things")]) {
            try $0.screens.register(screen("things", rowsOpen: "thing"))
          },
          Feature(name: "other", offers: offers, adds: adds, register: register),
        ])
    }
    let cases: [(String, [Offer], [ExtensionPoint], @Sendable (inout AppContainer) throws -> Void)] = [
      ("the rows of screen 'things' open 'thing'", [], [], { _ in }),
      (
        "links 'x' to 'nowhere'", [.screen("thing")], [],
        { try $0.screens.register(screen("thing").linking(["x": "nowhere"])) }
      ),
      (
        "takes key 'q'", [.screen("thing"), .screen("home")], [],
        {
          try $0.screens.register(screen("thing"))
          try $0.screens.register(screen("home", home: HomeEntry(title: Phrase(en: "H", ru: "Д"), order: 1, key: "q")))
        }
      ),
      (
        "added to screen 'thingz'", [.screen("thing")], [.screenKeys("thingz")],
        {
          try $0.screens.register(screen("thing"))
          try $0.addKey(
            ScreenAction(screen: "thingz", key: "*", title: Phrase(en: "t", ru: "т"), method: "x.y") { _, _ in "" })
        }
      ),
      (
        "calls 'x.y'", [.screen("thing")], [.screenKeys("thing")],
        {
          try $0.screens.register(screen("thing"))
          try $0.addKey(
            ScreenAction(screen: "thing", key: "*", title: Phrase(en: "t", ru: "т"), method: "x.y") { _, _ in "" })
        }
      ),
    ]
    for (problem, offers, adds, register) in cases {
      let container = try assembled(offers: offers, adds: adds, register)
      do {
        try container.validate()
        Issue.record("no mistake found: \(problem)")
      } catch {
        #expect(error.description.contains(problem), "\(error)")
        let feature = problem.hasPrefix("the rows") ? "things" : "other"
        #expect(error.description.hasPrefix("feature '\(feature)'"), "\(error)")
      }
    }
    try assembled { try $0.screens.register(screen("thing")) }.validate()
  }

  @Test func assemble_SameFeatureTwice_FailsLoudly() {
    let feature = Feature(name: "twice") { _ in }
    #expect(throws: RegistrationError.duplicate(kind: "feature", name: "twice")) {
      try AppContainer.assemble(core: core, features: [feature, feature])
    }
  }

  @Test func register_SameCommandTwice_FailsLoudly() {
    let features = ["a", "b"].map { name in
      Feature(name: name, offers: [.command("same")]) { try $0.commands.register(Self.command("same")) }
    }
    #expect(throws: RegistrationError.duplicate(kind: "command", name: "same")) {
      try AppContainer.assemble(core: core, features: features)
    }
  }

  @Test func register_SameServiceTwice_FailsLoudly() {
    var registry = ServiceRegistry()
    #expect(throws: Never.self) { try registry.register((any Greeter).self, EnglishGreeter()) }
    #expect(throws: RegistrationError.self) { try registry.register((any Greeter).self, EnglishGreeter()) }
  }

  @Test func register_SameMethodTwice_FailsLoudly() throws {
    var methods = MethodRegistry()
    try methods.register("a.b", summary: "", params: NoParams.self, effects: .none) { _, _ in 1 }
    #expect(throws: RegistrationError.duplicate(kind: "method", name: "a.b")) {
      try methods.register("a.b", summary: "", params: NoParams.self, effects: .none) { _, _ in 2 }
    }
  }

  @Test func resolve_Unregistered_NamesWhatIsMissing() {
    #expect(throws: RegistrationError.self) { try AppContainer(core: core).resolve((any Greeter).self) }
  }

  @Test func method_DecodesParams_AndNamesTheBadField() async throws {
    struct Params: Decodable, Sendable {
      var id: String
      var limit: Int?
    }
    var methods = MethodRegistry()
    try methods.register("x.get", summary: "", params: Params.self, effects: .none) { params, _ in [params.id] }
    let method = try #require(methods[named: "x.get"])
    let context = MethodContext(formatter: core.formatter())

    let result = try await method.handler(.object(["id": .string("a")]), context)
    #expect(String(decoding: result, as: UTF8.self) == #"["a"]"#)

    for (params, field) in [
      (JSONValue.object([:]), "id"), (.object(["id": .string("a"), "limit": .string("x")]), "limit"),
    ] {
      await #expect {
        try await method.handler(params, context)
      } throws: { error in
        (error as? RPCError)?.code == .invalidParams && (error as? RPCError)?.data == .object(["field": .string(field)])
      }
    }
    await #expect(throws: RPCError.self) { try await method.handler(.array([.string("a")]), context) }
  }
}
