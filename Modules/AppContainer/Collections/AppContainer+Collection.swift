import Core
import Foundation
import JSONRPC

extension AppContainer {
  /// Registers everything a collection offers, from its declaration: `spacex <plural>` with its
  /// query's options and `spacex <singular> REF`, `<plural>.list` and `<plural>.get`, the list
  /// screen on the home screen and the card screen, the launch card's links to the items on that
  /// launch, and the completion of the options' values (a free-text option's from the data) and
  /// of the item command's reference.
  /// - Throws: ``RegistrationError`` when a name is taken.
  package mutating func register<Value, Row, Item, Related, RelatedItem, Member>(
    _ declaration: some CollectionDeclaration<Value, Row, Item, Related, RelatedItem, Member>
  ) throws(RegistrationError) {
    try register(RegisteredCollection(declaration))
  }

  /// The same, from the parts registration uses.
  package mutating func register<Value, Row, Item, Related, RelatedItem, Member>(
    _ collection: RegisteredCollection<Value, Row, Item, Related, RelatedItem, Member>
  ) throws(RegistrationError) {
    let (plural, singular, words, query) = (collection.plural, collection.singular, collection.words, collection.query)
    try commands.register(collection.listCommand)
    try commands.register(
      TextCommand.showingItem(
        Offer.cardScreen(singular), method: Offer.getMethod(plural), name: singular, abstract: words.itemAbstract,
        usage: "spacex \(singular) REF",
        help: [words.reference, Self.example("\(singular) \(collection.exampleReference)")]))
    try CollectionMethods<
      Value, Item, WithProvenance<RegisteredCollection<Value, Row, Item, Related, RelatedItem, Member>.Detail>
    >(
      list: .init(Offer.listMethod(plural), summary: words.listSummary),
      get: .init(Offer.getMethod(plural), summary: words.getSummary),
      what: words.what, example: words.example,
      load: { try await collection.load(false) }, find: { try await collection.find($0, false) },
      snapshot: collection.snapshot, id: collection.id, item: collection.item,
      detail: { value, context in
        WithProvenance(await collection.detail(value.value, formatter: context.formatter), provenance: value.provenance)
      }, query: query
    ).register(in: &methods, getReads: collection.getReads)
    try screens.register(collection.listScreen)
    try screens.register(
      .cardWithRelated(
        name: Offer.cardScreen(singular), what: words.what,
        data: RegisteredCollection<Value, Row, Item, Related, RelatedItem, Member>.Detail.self,
        related: collection.related,
        load: { reference, refresh in
          let found = try await collection.find(reference, refresh)
          return Sourced((found.value, await collection.relatedOf(found.value)), provenance: found.provenance)
        }, related: { $0.1 }, card: { collection.card($0.0, $1) },
        data: { collection.detail($0.0, related: $0.1, formatter: $1) }, links: { collection.links($0.0) }
      ).linking(collection.linkKeys))
    if let launchIDs = collection.launchIDs {
      try contributeLinks(
        LinkContribution(screen: .launch, opens: Offer.cardScreen(singular), subject: ["launch", "id"]) { launchID in
          let all = (try? await collection.load(false).value) ?? []
          return all.filter { launchIDs($0).contains(launchID) }.map {
            ScreenLink(
              key: collection.name($0).lowercased().replacingOccurrences(of: " ", with: ""), title: words.link,
              screen: Offer.cardScreen(singular), params: .object(["id": .string(collection.id($0))]),
              heading: collection.name($0))
          }
        })
    }
    completions.register(.argument(command: singular)) {
      ((try? await collection.load(false).value) ?? []).map(collection.completion)
    }
    for option in query.options {
      guard let suggest = option.suggestions else { continue }
      completions.register(.names(option.completionNames(of: plural))) {
        let words = ((try? await collection.load(false).value) ?? []).flatMap(suggest)
        return Array(Set(words.map(CompletionRegistry.typed))).sorted()
      }
    }
  }
}

extension RegisteredCollection {
  /// `spacex <plural> [--option V]…`: the list screen, shown once; its options parsed, checked,
  /// listed in its help and offered by completion as the query declares them.
  fileprivate var listCommand: TextCommand {
    let (query, plural) = (self.query, self.plural)
    let example: @Sendable () -> String? = { [words] in
      var example = words.listExample
      for option in query.options where example == nil && option.name != "sort" && !option.values.isEmpty {
        example = "\(plural) --\(option.name) \(option.values[0])"
      }
      return example
    }
    var command = TextCommand.showing(
      Offer.listScreen(plural), name: plural, abstract: words.listAbstract,
      usage: (["spacex \(plural)"] + (query.options.isEmpty ? [] : [query.usage])).joined(separator: " "),
      // A list with no option of its own shows one of every command's (`--lang`).
      help: query.help + [AppContainer.example(example() ?? "\(plural) --lang ru")],
      params: { .object(try query.choices(arguments: $0).params) },
      call: { MethodCall(Offer.listMethod(plural), try query.choices(arguments: $0).params) })
    // A loop, not `filter`: unspecialized here, `filter` looked up the array's protocol
    // witnesses at run time on its first call, a scan of every conformance at each start.
    var choices: [String: [String]] = [:]
    for option in query.options where !option.values.isEmpty && choices["--\(option.name)"] == nil {
      choices["--\(option.name)"] = option.values
    }
    command.choices = choices
    for option in query.options where option.suggestions != nil {
      command.names["--\(option.name)"] = option.completionNames(of: plural)
    }
    return command
  }

  /// The list screen, on the home screen: its rows open the card; an empty list says so in the
  /// collection's words.
  fileprivate var listScreen: ScreenFactory {
    var layout = self.layout
    layout.row = layout.row ?? RowTarget(screen: Offer.cardScreen(singular))
    layout.empty = words.none
    return .collectionList(
      name: Offer.listScreen(plural), home: HomeEntry(title: words.title, order: homeOrder), layout: layout,
      row: words.one,
      query: query, load: load, id: id, heading: name, item: item, snapshot: snapshot, output: output)
  }
}

extension AppContainer {
  /// "Example: spacex …", in both languages.
  fileprivate static func example(_ arguments: String) -> Phrase {
    Phrase(en: "Example: spacex \(arguments)", ru: "Пример: spacex \(arguments)")
  }
}

extension RegisteredCollection {
  /// The example reference as a shell takes it: quoted when it has a space (`"KSC LC 39A"`).
  fileprivate var exampleReference: String {
    words.example.utf8.contains(UInt8(ascii: " ")) ? "\"\(words.example)\"" : words.example
  }
}

extension Feature {
  /// A Presentation side that is one declared collection over one repository: it needs the
  /// repository and, once a process needs the collection, registers its declaration
  /// (`{ try $0.register(CapsuleCollection(source: $1)) }`). The declaration is made in that
  /// closure, not here: a generic declaration's types are built at run time, and a process that
  /// never shows the collection should not build them. What it offers is read from the
  /// declaration's type (its names, whether a launch card links it).
  package static func collection<Declaration: CollectionDeclaration, Source>(
    _ name: String, _ declaration: Declaration.Type, over source: Source.Type,
    _ register: @escaping @Sendable (inout AppContainer, Source) throws -> Void
  ) -> Feature {
    Feature(
      name: name, needs: [ServiceKey(source)],
      offers: Offer.collection(plural: Declaration.plural, singular: Declaration.singular),
      adds: Declaration.onLaunchCard ? [.screenLinks(.launch)] : []
    ) { container in
      try register(&container, try container.resolve(source))
    }
  }
}

extension Offer {
  /// What a collection registers: `spacex <plural>` and `spacex <singular> REF`, `<plural>.list`
  /// and `<plural>.get`, the list screen and the card screen.
  package static func collection(plural: String, singular: String) -> [Offer] {
    [
      .command(plural), .command(singular), .method(listMethod(plural)), .method(getMethod(plural)),
      .screen(listScreen(plural)), .screen(cardScreen(singular)),
    ]
  }

  /// A collection's methods: `<plural>.list` and `<plural>.get`.
  package static func listMethod(_ plural: String) -> MethodName { MethodName(plural + ".list") }
  package static func getMethod(_ plural: String) -> MethodName { MethodName(plural + ".get") }

  /// A collection's screens, named as its commands are: the list (`boosters`) and the card
  /// (`booster`).
  package static func listScreen(_ plural: String) -> ScreenName { ScreenName(plural) }
  package static func cardScreen(_ singular: String) -> ScreenName { ScreenName(singular) }
}

extension ScreenName {
  /// The launch card, which collections with launches link their items from (LaunchDetail
  /// registers it).
  package static let launch = ScreenName("launch")
}
