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
        Feature(name: "greeter.presentation") { try $0.commands.register(Self.command("greet")) },
      ])
    #expect(try container.resolve((any Greeter).self).greet() == "hello")
    #expect(container.commands.all.map(\.name) == ["greet"])
  }

  @Test func assemble_SameFeatureTwice_FailsLoudly() {
    let feature = Feature(name: "twice") { _ in }
    #expect(throws: RegistrationError.duplicate(kind: "feature", name: "twice")) {
      try AppContainer.assemble(core: core, features: [feature, feature])
    }
  }

  @Test func register_SameCommandTwice_FailsLoudly() {
    let features = ["a", "b"].map { name in Feature(name: name) { try $0.commands.register(Self.command("same")) } }
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
    let method = try #require(methods["x.get"])
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
