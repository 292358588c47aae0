import Core
import Foundation
import JSONRPC

extension AppContainer {
  /// Registers everything a collection offers, from its declaration: `spacex <plural>` and
  /// `spacex <singular> REF`, `<plural>.list` and `<plural>.get`, the list screen on the home
  /// screen and the card screen, the launch card's links to the items on that launch, and the
  /// completion of the item command's reference.
  /// - Throws: ``RegistrationError`` when a name is taken.
  package mutating func register<Value, Row, Item, Related, RelatedItem, Member>(
    _ collection: CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>
  ) throws(RegistrationError) {
    let (plural, singular, words) = (collection.plural, collection.singular, collection.words)
    try commands.register(
      TextCommand.showingList(
        plural, method: "\(plural).list", name: plural, abstract: words.listAbstract, usage: "spacex \(plural)"))
    try commands.register(
      TextCommand.showingItem(
        singular, method: "\(plural).get", name: singular, abstract: words.itemAbstract,
        usage: "spacex \(singular) REF", help: [words.reference]))
    try CollectionMethods<
      Value, Item, WithProvenance<CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>.Detail>
    >(
      list: .init("\(plural).list", summary: words.listSummary),
      get: .init("\(plural).get", summary: words.getSummary),
      what: words.what, example: words.example,
      load: { try await collection.load(false) }, find: { try await collection.find($0, false) },
      snapshot: collection.snapshot, id: collection.id, item: collection.item,
      detail: { value, context in
        WithProvenance(collection.detail(value.value, formatter: context.formatter), provenance: value.provenance)
      }
    ).register(in: &methods)
    var layout = collection.layout
    layout.row = layout.row ?? RowTarget(screen: singular)
    try screens.register(
      .collectionList(
        name: plural, home: HomeEntry(title: words.title, order: collection.homeOrder), layout: layout,
        row: words.one, load: collection.load, id: collection.id, heading: collection.name, item: collection.item,
        snapshot: collection.snapshot, output: collection.output))
    try screens.register(
      .cardWithRelated(
        name: singular, what: words.what,
        data: CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>.Detail.self,
        related: collection.related, load: collection.find, related: collection.relatedOf,
        card: collection.card, data: collection.detail))
    if let launchIDs = collection.launchIDs {
      contributeLinks(
        LinkContribution(screen: "launch", opens: singular, subject: ["launch", "id"]) { launchID in
          let all = (try? await collection.load(false).value) ?? []
          return all.filter { launchIDs($0).contains(launchID) }.map {
            ScreenLink(
              key: collection.name($0).lowercased().replacingOccurrences(of: " ", with: ""), title: words.link,
              screen: singular, params: .object(["id": .string(collection.id($0))]), heading: collection.name($0))
          }
        })
    }
    completions.register(.argument(command: singular)) {
      ((try? await collection.load(false).value) ?? []).map(collection.completion)
    }
  }
}
