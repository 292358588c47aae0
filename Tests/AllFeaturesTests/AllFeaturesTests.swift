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

  @Test func all_AssembleWithoutDuplicateNames() throws {
    let container = try container()
    let commands = container.commands.all.map(\.name)
    let methods = container.methods.all.map(\.name)
    let screens = container.screens.all.map(\.name)
    #expect(Set(commands).count == commands.count && !commands.isEmpty)
    #expect(Set(methods).count == methods.count && !methods.isEmpty)
    #expect(Set(screens).count == screens.count && !screens.isEmpty)
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
      #expect(method.name.range(of: #"^[a-z]+\.[a-zA-Z]+$"#, options: .regularExpression) != nil, "\(method.name)")
      if case .array(let required)? = method.paramsSchema?["required"], !required.isEmpty {
        #expect(method.example != nil, "\(method.name) requires params but has no example")
      }
    }
  }

  /// Every screen opens and loads on the offline sample, at a time when it still has launches to
  /// come (so there is a next one): with no params, or, for one that needs a reference, with the example of
  /// the get method of the same name (`launch` → `launches.get`).
  @Test func everyScreen_OpensAndLoads() async throws {
    let container = try AppContainer.assemble(core: .sample(now: CoreServices.sampleStillToCome), features: Feature.all)
    let formatter = container.core.formatter()
    for factory in container.screens.all {
      let screen: any Screen
      do {
        screen = try await factory.open(nil)
      } catch let error as RPCError where error.code == .invalidParams {
        let get = ["\(factory.name)s.get", "\(factory.name)es.get"].compactMap { container.methods[$0] }.first
        let example = try #require(get?.example, "\(factory.name) needs params, and no get method shows some")
        screen = try await factory.open(.object(example))
      }
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
