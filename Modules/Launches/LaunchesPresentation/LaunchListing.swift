import AppContainer
import Core
import JSONRPC
import LaunchesDomain

/// Launch lists for other features: a command, an RPC method and a screen over a ``LaunchScope``,
/// each the same as `launches`, `launches.list` and the `launches` screen (query, table, items,
/// snapshot, empty messages, marks), only narrowed to the scope's launches.
package enum LaunchListing {
  /// `spacex <name> [launch query flags]`; `method` is its `--format json` twin.
  package static func command(
    name: String, abstract: Phrase, example: Phrase, method: String, scope: LaunchScope
  ) -> TextCommand {
    LaunchesCommand.listing(name: name, abstract: abstract, example: example, method: method, scope: scope)
  }

  /// Registers `method` taking `launches.list`'s params and answering its list envelope.
  package static func registerMethod(
    _ method: String, summary: String, scope: LaunchScope, in container: inout AppContainer
  ) throws(RegistrationError) {
    let launches = try container.resolve((any LaunchRepository).self)
    try container.methods.register(
      method, summary: summary, params: LaunchesListMethod.Params.self,
      effects: LaunchesListMethod.effects(scope: scope),
      example: ["limit": .integer(5)],
      memo: LaunchesListMethod.memo(launches, marks: try container.marks(), scope: scope),
      handler: LaunchesListMethod.handler(launches, marks: try container.marks(), scope: scope))
  }

  /// A screen taking the `launches` screen's params and inputs; it reloads when the scope's
  /// topic changes, so its diff inserts and deletes rows.
  package static func screen(
    name: String, home: HomeEntry?, scope: LaunchScope, in container: AppContainer
  ) throws -> ScreenFactory {
    LaunchesScreen.factory(
      name: name, home: home, scope: scope, repository: try container.resolve((any LaunchRepository).self),
      marks: try container.marks())
  }
}
