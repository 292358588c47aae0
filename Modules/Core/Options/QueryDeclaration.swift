/// A query's options together, each declared once (``QueryOption``): the one parser of what a
/// person types on a command line and an editor sends as params. A command, a method and a
/// screen that take the query derive their flags, usage, help, completion, params schema and
/// checks from it (AppContainer's extension), so none of them spells an option again.
package struct QueryDeclaration<Query: Sendable>: Sendable {
  /// The query when no option is given.
  package var start: Query
  /// In the order they are applied (an option may check what one before it set) and listed.
  package var options: [QueryOption<Query>]

  package init(_ start: Query, _ options: [QueryOption<Query>]) {
    self.start = start
    self.options = options
  }

  /// The same query taking only the options named (`stats` counts launches: no paging).
  package func only(_ names: Set<String>) -> QueryDeclaration {
    // A loop, not `filter`: unspecialized here (generic over the query), `filter` asked the run
    // time for the array's protocol witnesses on its first call, a scan of every conformance.
    var kept: [QueryOption<Query>] = []
    for option in options where names.contains(option.name) { kept.append(option) }
    return QueryDeclaration(start, kept)
  }

  /// The option by its member name.
  package subscript(name: String) -> QueryOption<Query>? {
    for option in options where option.name == name { return option }
    return nil
  }

  /// The query for the options as typed (member → text), each checked in the declared order.
  /// - Parameter naming: how the caller wrote a member (`--year` on a command line, `year` in
  ///   params), for the error that names it.
  /// - Throws: ``UsageError`` for a member not declared or a value the option refuses.
  package func query(_ input: [String: String], naming: (String) -> String = { $0 }) throws(UsageError) -> Query {
    if let unknown = input.keys.sorted().first(where: { self[$0] == nil }) {
      var names: [String] = []
      for option in options { names.append(option.name) }
      throw .unknownOption(naming(unknown), closest: LooseName.suggestions(for: unknown, among: names, limit: 1).first)
    }
    var query = start
    for option in options {
      guard let text = input[option.name] else { continue }
      if case .words(let words) = option.values, !words.contains(text.lowercased()) {
        throw .invalidValue(
          text, for: naming(option.name), expected: UsageError.oneOf(words),
          closest: UsageError.closestChoice(to: text, among: words))
      }
      do {
        try option.set(&query, text)
      } catch {
        throw .invalidValue(text, for: naming(option.name), expected: error.expected, closest: error.closest)
      }
    }
    return query
  }
}
