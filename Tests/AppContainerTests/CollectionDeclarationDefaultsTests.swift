import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

/// A collection that names only what it must (no related items, options, links or launches)
/// registers its commands, methods and screens, and says nothing of what it does not have.
struct CollectionDeclarationDefaultsTests {
  private struct Moon: Sendable {
    var id: String
    var name: String
  }

  private enum MoonWording: NounWording {
    static let nouns = CollectionNouns(
      one: Phrase(en: "moon", ru: "луна"), all: Phrase(en: "Moons", ru: "Луны"), gender: .feminine)
  }

  private enum MoonCells: RowDeclaration {
    static let cells: [RowCell<Moon>] = [RowCell(Phrase(en: "Name", ru: "Название"), "name") { moon, _ in moon.name }]
  }

  private enum MoonMembers: ItemDeclaration {
    static let members: [ItemMember<Moon>] = [.value("id") { $0.id }, .display(MoonCells.self)]
  }

  private struct MoonCollection: CollectionDeclaration {
    static let plural = "moons"
    static let singular = "moon"
    let homeOrder = 99
    let source = CollectionSource<Moon, MoonWording>(id: \.id, names: Self.names) { _ in
      Sourced(
        [Moon(id: "io", name: "Io"), Moon(id: "europa", name: "Europa")],
        provenance: Provenance(source: .live, isStale: false, fetchedAt: Fixtures.now))
    }
    @Sendable static func names(_ moon: Moon) -> [String] { [moon.name] }
    var layout: ListLayout { MoonCells.layout(row: nil) }
    var words: CollectionWords {
      CollectionWords(
        title: Phrase(en: "Moons", ru: "Луны"), one: Phrase(en: "Moon", ru: "Луна"),
        count: PluralPhrase(
          en: PluralForms(one: "moon", other: "moons"), ru: PluralForms(one: "луна", few: "луны", many: "лун")),
        listAbstract: Phrase(en: "List moons", ru: "Луны"), itemAbstract: Phrase(en: "Show a moon", ru: "Луна"),
        reference: Phrase(en: "REF: a name", ru: "REF: название"), listSummary: "Every moon.",
        getSummary: "One moon.", what: "a moon's name", example: "Io")
    }

    func row(_ moon: Moon, formatter: DisplayFormatter) -> DeclaredRow<MoonCells> { MoonCells.row(moon, formatter) }
    func item(_ moon: Moon, formatter: DisplayFormatter) -> DeclaredItem<MoonMembers> {
      DeclaredItem(moon, formatter: formatter)
    }
    func card(_ moon: Moon, formatter: DisplayFormatter) -> Card {
      Card(title: moon.name, fields: [Card.Field(key: "id", label: "Id", value: moon.id)])
    }
  }

  private func container() throws -> AppContainer {
    var container = AppContainer(core: .test())
    try container.register(MoonCollection())
    return container
  }

  @Test func registersEverything_FromTheRequiredParts() throws {
    let container = try container()
    #expect(container.commands.all.map(\.name).sorted() == ["moon", "moons"])
    #expect(container.methods[named: "moons.list"] != nil && container.methods[named: "moons.get"] != nil)
    #expect(container.screens[named: "moons"] != nil && container.screens[named: "moon"] != nil)
    #expect(!MoonCollection.onLaunchCard)
  }

  /// The get answer has the item, the card and the provenance, and no member for related items
  /// it does not have.
  @Test func getAnswer_HasNoRelatedMember() async throws {
    let handler = try #require(try container().methods[named: "moons.get"]?.handler)
    let data = try await handler(.object(["ref": "europa"]), MethodContext(formatter: Fixtures.formatter(Settings())))
    let answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(answer.keys) == ["item", "card", "source", "stale", "fetchedAt", "sources"])
  }

  /// The card screen shows the card alone: no heading or table under it, and no row to open.
  @Test func cardScreen_ShowsTheCardAlone() async throws {
    let screen = try await #require(try container().screens[named: "moon"]).open(.object(["ref": "io"]))
    try await screen.send(.load)
    let formatter = Fixtures.formatter(Settings())
    let (output, _) = try #require(try await screen.output(formatter))
    #expect(
      output.body
        == Card(title: "Io", fields: [Card.Field(key: "id", label: "Id", value: "io")]).text(width: formatter.width))
    #expect(await screen.destination(ofRow: 1) == nil)
  }
}
