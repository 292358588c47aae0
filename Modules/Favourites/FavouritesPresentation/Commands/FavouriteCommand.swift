import AppContainer
import Core
import FavouritesDomain
import JSONRPC
import LaunchesDomain

/// `spacex favourite add REF…` and `spacex favourite remove REF…`.
enum FavouriteCommand {
  static func command(store: any FavouritesStore, launches: any LaunchRepository) -> TextCommand {
    TextCommand(
      name: "favourite",
      abstract: FavouritesStrings.changeAbstract,
      usage: "spacex favourite add REF... | spacex favourite remove REF...",
      help: [
        Phrase(
          en: "REF: a launch id, flight number or exact name (quote names with spaces); several at once",
          ru: "REF: идентификатор, номер полёта или точное название запуска (в кавычках, если с пробелами)"),
        Phrase(
          en: "Nothing changes when any REF is unknown.", ru: "Если хоть один REF не найден, ничего не меняется."),
        Phrase(en: "Example: spacex favourite add CRS-7 Crew-5", ru: "Пример: spacex favourite add CRS-7 Crew-5"),
      ],
      call: call
    ) { context in
      let (verb, references) = try parse(context.arguments)
      let resolved = try await FavouriteReferences(references, repository: launches)
      let change = try await verb == "add" ? store.add(resolved.ids) : store.remove(resolved.ids)
      let language = context.formatter.language
      let changed = resolved.names(of: change.changed)
      let unchanged = resolved.names(of: change.unchanged)
      var lines: [String] = []
      if verb == "add" {
        if !changed.isEmpty { lines.append(FavouritesStrings.added(changed)(language)) }
        if !unchanged.isEmpty { lines.append(FavouritesStrings.alreadyThere(unchanged)(language)) }
      } else {
        if !changed.isEmpty { lines.append(FavouritesStrings.removed(changed)(language)) }
        if !unchanged.isEmpty { lines.append(FavouritesStrings.notThere(unchanged)(language)) }
      }
      return CommandOutput(
        lines.joined(separator: "\n") + "\n", footer: FavouritesStrings.count(change.ids.count, language) + "\n")
    }
  }

  /// `add REF…` or `remove REF…`.
  private static func parse(_ arguments: [String]) throws(UsageError) -> (verb: String, references: [String]) {
    guard let verb = arguments.first else { throw .missing("add|remove") }
    guard ["add", "remove"].contains(verb) else {
      throw .invalidChoice(verb, for: "spacex favourite", choices: ["add", "remove"])
    }
    let references = Array(arguments.dropFirst())
    if let option = references.first(where: { $0.hasPrefix("--") }) { throw .unknownOption(option, closest: nil) }
    guard !references.isEmpty else { throw .missing("REF") }
    return (verb, references)
  }

  /// `favourites.add {ids}` or `favourites.remove {ids}`, for `--format json`.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    let (verb, references) = try parse(arguments)
    return MethodCall(
      verb == "add" ? FavouritesChangeMethod.add : FavouritesChangeMethod.remove,
      ["ids": .array(references.map(JSONValue.string))], rows: .whole)
  }
}
