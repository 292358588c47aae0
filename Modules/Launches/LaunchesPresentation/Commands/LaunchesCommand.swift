import AppContainer
import Core
import JSONRPC
import LaunchesDomain

/// `spacex launches [launch query flags]`.
enum LaunchesCommand {
  static let command = listing(
    .launches,
    abstract: Phrase(
      en: "List launches, filtered, sorted and paged", ru: "Список запусков с фильтрами, сортировкой и страницами"),
    example: Phrase(
      en: "Example: spacex launches --rocket falcon9 --status failed",
      ru: "Пример: spacex launches --rocket falcon9 --status failed"),
    method: LaunchesListMethod.method, scope: nil)

  /// A command that shows a launch-list screen once, with the launch query's flags (as
  /// ``LaunchQuery/options`` declares them): `launches`, or another feature's own list
  /// (`favourites`: its screen, with its `scope`) and its RPC `method`. A bad flag is a usage
  /// error naming it.
  static func listing(_ screen: ScreenName, abstract: Phrase, example: Phrase, method: MethodName, scope: LaunchScope?)
    -> TextCommand
  {
    let (query, name) = (LaunchQuery.options, screen.rawValue)
    let show = TextCommand.showing(
      screen, name: name, abstract: abstract, usage: "spacex \(name) \(query.usage)", help: query.help + [example],
      // The screen checks the values as it opens: parsed once.
      params: { arguments in .object(try query.uncheckedInput(arguments: arguments).mapValues(JSONValue.string)) },
      call: { arguments in MethodCall(method, try query.input(arguments: arguments).mapValues(JSONValue.string)) })
    var command = show
    command.run = { context in
      do {
        return try await show.run(context)
      } catch let refused as UsageError {
        // A value the screen refused, said as the command line wrote it (`--year`, not `year`).
        _ = try query.input(arguments: context.arguments)
        throw refused
      }
    }
    command.takes(query)
    command.writesCalendars = true
    return command
  }
}
