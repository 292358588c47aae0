import AppContainer
import Core
import JSONRPC
import LaunchesDomain

/// Launch lists for other features: a command, an RPC method and a screen over a ``LaunchScope``,
/// each the same as `launches`, `launches.list` and the `launches` screen (query, table, items,
/// snapshot, empty messages, marks), only narrowed to the scope's launches.
package enum LaunchListing {
  /// `spacex <screen> [launch query flags]`, showing `screen`; `method` is its `--format json`
  /// twin.
  package static func command(
    _ screen: ScreenName, abstract: Phrase, example: Phrase, method: MethodName, scope: LaunchScope
  ) -> TextCommand {
    LaunchesCommand.listing(screen, abstract: abstract, example: example, method: method, scope: scope)
  }

  /// Registers `method` taking `launches.list`'s params and answering its list envelope.
  package static func registerMethod(
    _ method: MethodName, summary: String, scope: LaunchScope, in container: inout AppContainer
  ) throws(RegistrationError) {
    try container.methods.register(
      LaunchesListMethod(
        method, summary: summary, repository: try container.resolve((any LaunchRepository).self),
        marks: try container.marks(), scope: scope))
  }

  /// A screen taking the `launches` screen's params and inputs; it reloads when the scope's
  /// topic changes, so its diff inserts and deletes rows.
  package static func screen(
    name: ScreenName, home: HomeEntry?, scope: LaunchScope, in container: AppContainer
  ) throws -> ScreenFactory {
    LaunchesScreen.factory(
      name: name, home: home, scope: scope, repository: try container.resolve((any LaunchRepository).self),
      marks: try container.marks())
  }
}
