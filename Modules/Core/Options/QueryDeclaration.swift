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
    QueryDeclaration(start, options.filter { names.contains($0.name) })
  }

  /// The option by its member name.
  package subscript(name: String) -> QueryOption<Query>? {
    options.first { $0.name == name }
  }

  /// The query for the options as typed (member → text), each checked in the declared order.
  /// - Parameter naming: how the caller wrote a member (`--year` on a command line, `year` in
  ///   params), for the error that names it.
  /// - Throws: ``UsageError`` for a member not declared or a value the option refuses.
  package func query(_ input: [String: String], naming: (String) -> String = { $0 }) throws(UsageError) -> Query {
    if let unknown = input.keys.sorted().first(where: { self[$0] == nil }) {
      throw .unknownOption(
        naming(unknown), closest: LooseName.suggestions(for: unknown, among: options.map(\.name), limit: 1).first)
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
