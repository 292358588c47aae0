import AppContainer
import Core
import Foundation
import JSONRPC
import TestSupport
import Testing

/// A declared row and item send what a struct with the same members would, and `rpc.discover`
/// reads the same schema off them: required when always sent, optional when left out for `nil`.
struct DeclaredItemTests {
  private struct Part: Sendable {
    var serial: String
    var block: Int?
    var flights: [Int]
  }

  private enum PartCells: RowDeclaration {
    static let cells: [RowCell<Part>] = [
      RowCell(Phrase(en: "Serial", ru: "Номер"), "serial") { part, _ in part.serial },
      .hidden("note") { _, formatter in formatter.language.rawValue },
      RowCell(Phrase(en: "Flights", ru: "Полёты"), "flights", .right, fit: .drop) { part, formatter in
        formatter.integer(part.flights.count)
      },
    ]
  }

  private enum PartMembers: ItemDeclaration {
    static let members: [ItemMember<Part>] = [
      .value("serial", description: "Its serial.") { $0.serial }, .optional("block") { $0.block },
      .value("flights") { $0.flights }, .display(PartCells.self),
    ]
  }

  /// What a hand-written item of the same members sends.
  private struct Written: Codable {
    struct Row: Codable {
      var serial: String
      var note: String
      var flights: String
    }
    var serial: String
    var block: Int?
    var flights: [Int]
    var display: Row
  }

  private let formatter = Fixtures.formatter(Settings(language: .ru))

  @Test(arguments: [
    Part(serial: "B1062", block: 5, flights: [1, 2, 3]), Part(serial: "B0003", block: nil, flights: []),
  ])
  private func item_IsTheJSONOfAStructWithItsMembers(part: Part) throws {
    let declared = try JSONEncoder.sortedKeys().encode(DeclaredItem<PartMembers>(part, formatter: formatter))
    let written = Written(
      serial: part.serial, block: part.block, flights: part.flights,
      display: .init(serial: part.serial, note: "ru", flights: "\(part.flights.count)"))
    #expect(
      String(decoding: declared, as: UTF8.self)
        == String(decoding: try JSONEncoder.sortedKeys().encode(written), as: UTF8.self))
    // Read back, it writes the same bytes: nothing is lost on the way.
    let read = try JSONDecoder().decode(DeclaredItem<PartMembers>.self, from: declared)
    #expect(try JSONEncoder.sortedKeys().encode(read) == declared)
  }

  @Test func schema_IsTheStructsSchema_WithTheDescriptions() throws {
    var expected = JSONSchemaInference.schema(of: Written.self)
    guard case .object(var object) = expected, case .object(var properties)? = object["properties"],
      case .object(var serial)? = properties["serial"]
    else {
      Issue.record("no properties in \(expected)")
      return
    }
    serial["description"] = .string("Its serial.")
    properties["serial"] = .object(serial)
    object["properties"] = .object(properties)
    expected = .object(object)
    let schema = JSONSchemaInference.schema(of: DeclaredItem<PartMembers>.self)
    #expect(sortedRequired(schema) == sortedRequired(expected))
    #expect(schema["required"] != nil)
  }

  @Test func layout_ShowsTheShownCells_InTheirOrder() {
    let layout = PartCells.layout(items: "parts", row: RowTarget(screen: "part"))
    #expect(layout.columns.map(\.member) == ["serial", "flights"])
    #expect(layout.columns.last?.fit == .drop)
    #expect(layout.items == "parts")
    let row = PartCells.row(Part(serial: "B1", flights: [7]), formatter)
    #expect(row.cells == ["serial": "B1", "note": "ru", "flights": "1"])
    #expect(DisplayRow.cells(of: row) == row.cells)
  }

  /// `required` is a set: the order the members were recorded in says nothing.
  private func sortedRequired(_ schema: JSONValue) -> JSONValue {
    switch schema {
    case .object(var object):
      for (key, value) in object {
        if key == "required", case .array(let names) = value {
          object[key] = .array(names.sorted { "\($0)" < "\($1)" })
        } else {
          object[key] = sortedRequired(value)
        }
      }
      return .object(object)
    case .array(let values): return .array(values.map(sortedRequired))
    default: return schema
    }
  }
}
