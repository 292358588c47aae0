import Core
import JSONRPC

/// The screens of a simple collection (rockets, launchpads): its list, whose numbered rows open
/// an item, and an item's card. A feature gives its presenters; what a list and a card do on
/// load, refresh, failure and in a one-shot command is the same everywhere.
extension ScreenFactory {
  /// The list: the items its query selects (every item, with none), in its order; its state's
  /// `data` is the items in its snapshot's order (the feature's sections), as the list method
  /// sends them. In the text, row N is item N in the order selected, and opens it on the
  /// layout's row screen by its id; an empty list's message names the filter that emptied it.
  /// - Parameters:
  ///   - layout: its columns (filled from each item's `display`) and the screen a row opens; the
  ///     terminal's table and every client draw from it.
  ///   - row: what a row leads to, for the browser ("Rocket").
  ///   - query: its options, its `view.open` params (none by default).
  ///   - output: the table and footer a command and `spacex browse` print (usually
  ///     ``ListLayout/output(_:count:provenance:formatter:)``).
  package static func collectionList<Value: Sendable, Item: Codable & Sendable>(
    name: ScreenName, home: HomeEntry, layout: ListLayout, row: Phrase, query: ListQuery<Value> = ListQuery([]),
    load: @escaping @Sendable (_ refresh: Bool) async throws -> Sourced<[Value]>,
    id: @escaping @Sendable (Value) -> String, heading: @escaping @Sendable (Value) -> String,
    item: @escaping @Sendable (Value, DisplayFormatter) -> Item,
    snapshot: @escaping @Sendable ([Value], DisplayFormatter) -> ListSnapshot,
    output: @escaping @Sendable (Sourced<QueriedList<Value>>, DisplayFormatter) -> CommandOutput
  ) -> ScreenFactory {
    let detail = layout.row?.screen
    var factory = ScreenFactory(
      name: name, home: home, layout: .list(layout), params: QueryParams.self, data: [Item].self
    ) { params in
      let choices = try query.choices(params: params)
      return ResourceScreen(
        viewModel: ResourceViewModel(
          load: { refresh in try await load(refresh).map { query.run(choices, on: $0) } },
          isEmpty: { $0.values.isEmpty }),
        output: output,
        row: { list, number in
          guard let detail, list.values.indices.contains(number - 1) else { return nil }
          let value = list.values[number - 1]
          return ScreenLink(
            title: row, screen: detail, params: .object(["id": .string(id(value))]), heading: heading(value))
        },
        present: { list, formatter in
          // Items in the snapshot's order, as the list method sends them, so a client renders both alike.
          let snapshot = snapshot(list.values, formatter)
          return (ScreenState.json(snapshot.ordering(list.values, id: id).map { item($0, formatter) }), snapshot)
        })
    }
    factory.schemas = { (query.schema, JSONSchemaInference.schema(of: [Item].self)) }
    return factory
  }

  /// One item by `{id}` or `{ref}` (an id or a loose name): its card, with where its data came
  /// from under it; its state's `data` is the item and the card, as the get method gives them.
  /// - Parameters:
  ///   - what: what the reference names, for the error when it is missing ("a rocket id or name").
  ///   - find: the item a reference names (the repository's lookup, with its not-found error).
  ///   - links: where keys lead from it (a rocket's launches).
  package static func collectionItem<Value: Sendable, Item: Codable & Sendable>(
    name: ScreenName, what: String,
    find: @escaping @Sendable (_ reference: String, _ refresh: Bool) async throws -> Sourced<Value>,
    item: @escaping @Sendable (Value, DisplayFormatter) -> Item,
    card: @escaping @Sendable (Value, DisplayFormatter) -> Card,
    links: @escaping @Sendable (Value) -> [ScreenLink] = { _ in [] }
  ) -> ScreenFactory {
    ScreenFactory(
      name: name, layout: .card(), params: ReferenceParams.self, data: ItemScreenData<Item>.self
    ) { params in
      let reference = try ReferenceParams.reference(in: params, what)
      return ResourceScreen(
        viewModel: ResourceViewModel { refresh in try await find(reference, refresh) },
        output: { value, formatter in
          CommandOutput(
            card(value.value, formatter).text(formatter),
            footer: ProvenanceText.line(value.provenance, formatter: formatter) + "\n", separated: true)
        },
        links: links,
        present: { value, formatter in
          (ScreenState.json(ItemScreenData(item: item(value, formatter), card: card(value, formatter))), ListSnapshot())
        })
    }
  }
}

/// An item screen's data: the item and its card, as the get method gives them.
package struct ItemScreenData<Item: Codable & Sendable>: Codable, Sendable {
  package var item: Item
  package var card: Card
}
