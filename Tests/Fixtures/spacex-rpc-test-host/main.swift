import AllFeatures
import AppContainer
import Core
import Foundation
import JSONRPC
import RPCServer

// spacex-rpc with a made-up feature that exists only here: a collection of gadgets, a list with
// two columns whose rows open a card. spacex.nvim's tests browse it: the plugin must draw its
// columns, open its rows and complete its name with no change of its own.

/// A made-up thing with a name and a colour.
struct Gadget: Sendable {
  var id: String
  var name: String
  var colour: String
}

/// How a gadget's row reads, display strings only.
struct GadgetRow: Codable, Sendable {
  var name: String
  var colour: String
}

/// A gadget as the test host sends it.
struct GadgetItem: Codable, Sendable {
  var id: String
  var name: String
  var display: GadgetRow
}

let allGadgets = [
  Gadget(id: "g1", name: "Sprocket", colour: "red"), Gadget(id: "g2", name: "Flux capacitor", colour: "chrome"),
  Gadget(id: "g3", name: "Widget", colour: "blue"),
]

func sourced<Value>(_ value: Value) -> Sourced<Value> {
  Sourced(value, provenance: Provenance(source: .bundled, isStale: false, fetchedAt: Date(timeIntervalSince1970: 0)))
}

extension ScreenName {
  static let gadgets = ScreenName("gadgets")
  static let gadget = ScreenName("gadget")
}

extension Feature {
  static let gadgets = Feature(name: "gadgets.test", offers: [.screen(.gadgets), .screen(.gadget)]) { container in
    let layout = ListLayout(
      columns: [
        ListColumn(Phrase(en: "Gadget", ru: "Штука"), "name"), ListColumn(Phrase(en: "Colour", ru: "Цвет"), "colour"),
      ],
      row: RowTarget(screen: .gadget))
    let item: @Sendable (Gadget, DisplayFormatter) -> GadgetItem = { gadget, _ in
      GadgetItem(id: gadget.id, name: gadget.name, display: GadgetRow(name: gadget.name, colour: gadget.colour))
    }
    try container.screens.register(
      .collectionList(
        name: .gadgets, home: HomeEntry(title: Phrase(en: "Gadgets", ru: "Штуки"), order: 95), layout: layout,
        row: Phrase(en: "Gadget", ru: "Штука"), load: { _ in sourced(allGadgets) }, id: \.id, heading: \.name,
        item: item, snapshot: { values, _ in ListSnapshot(sections: [.init(id: "all", items: values.map(\.id))]) },
        output: { values, formatter in
          layout.output(
            values.value.values.map { GadgetRow(name: $0.name, colour: $0.colour) },
            count: PluralPhrase(
              en: PluralForms(one: "gadget", other: "gadgets"),
              ru: PluralForms(one: "штука", few: "штуки", many: "штук")),
            provenance: values.provenance, formatter: formatter)
        }))
    try container.screens.register(
      .collectionItem(
        name: .gadget, what: "a gadget id",
        find: { reference, _ in
          guard let gadget = allGadgets.first(where: { $0.id == reference || $0.name == reference }) else {
            throw RPCError.invalidParams("id", "no gadget '\(reference)'")
          }
          return sourced(gadget)
        },
        item: item,
        card: { gadget, formatter in
          Card(
            title: gadget.name,
            fields: [
              Card.Field(
                key: "colour", label: Phrase(en: "Colour", ru: "Цвет")(formatter.language), value: gadget.colour)
            ])
        }))
  }
}

exit(await RPCServer.main(features: Feature.all + [.gadgets]))
