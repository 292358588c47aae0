/// Where a collection comes from, as a value: the live join in a feature's Data target, a list
/// in its tests. What differs between features is the load; finding an item by reference and
/// the errors' words are the same everywhere (the wording's).
package struct CollectionSource<Item: Sendable, Wording: CollectionWording>: Sendable {
  /// Every item, as the source gives them.
  package let load: @Sendable (_ refresh: Bool) async throws(CollectionError<Wording>) -> Sourced<[Item]>
  package let id: @Sendable (Item) -> String
  /// Every name an item answers to, the one people call it first.
  package let names: @Sendable (Item) -> [String]

  /// - Parameters:
  ///   - id: what an item is asked for by.
  ///   - names: every name it answers to, the one to show first.
  package init(
    id: @escaping @Sendable (Item) -> String, names: @escaping @Sendable (Item) -> [String],
    load: @escaping @Sendable (_ refresh: Bool) async throws(CollectionError<Wording>) -> Sourced<[Item]>
  ) {
    self.id = id
    self.names = names
    self.load = load
  }

  /// The item `reference` names: its id, a name, or a word or part only it has.
  package func find(_ reference: String, refresh: Bool) async throws(CollectionError<Wording>) -> Sourced<Item> {
    try await load(refresh).resolving(reference, id: id, names: names, wording: Wording.self)
  }
}
