import AllFeatures
import AppContainer
import Core
import TestSupport
import Testing

/// The one list of features, as both executables assemble it.
@Suite struct AllFeaturesTests {
  private func container() throws -> AppContainer {
    try AppContainer.assemble(core: .test(), features: Feature.all)
  }

  @Test func all_AssembleWithoutDuplicates() throws {
    let container = try container()
    #expect(
      container.commands.all.map(\.name) == [
        "rockets", "rocket", "launches", "launch", "launchpads", "launchpad", "settings",
      ])
    #expect(
      container.methods.all.map(\.name).sorted() == [
        "launches.get", "launches.list", "launchpads.get", "launchpads.list", "rockets.get", "rockets.list",
        "settings.get", "settings.update",
      ])
  }

  @Test func everyCommand_HasAbstractAndUsageInBothLanguages() throws {
    for command in try container().commands.all {
      #expect(command.usage.hasPrefix("spacex \(command.name)"))
      #expect(!command.abstract.en.isEmpty && !command.abstract.ru.isEmpty)
      #expect(command.abstract.en != command.abstract.ru, "\(command.name) abstract is not translated")
    }
  }

  @Test func everyMethod_HasASummary() throws {
    for method in try container().methods.all {
      #expect(!method.summary.isEmpty, "\(method.name)")
    }
  }
}
