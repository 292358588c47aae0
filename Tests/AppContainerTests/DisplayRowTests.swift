import AppContainer
import Foundation
import Testing

/// `DisplayRow.cells` keeps what a row's JSON would have as strings at its top level, and only that.
struct DisplayRowTests {
  private enum Kind: String, Encodable { case booster }
  private struct Wrapped: Encodable {
    var text: String
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(text)
    }
  }
  private struct Inner: Encodable { var hidden = "not a cell" }
  private struct Row: Encodable {
    var name = "Falcon 9"
    var missing: String? = nil
    var flights = 12
    var active = true
    var kind = Kind.booster
    var serial = Wrapped(text: "B1058")
    var inner = Inner()
    var tags = ["a", "b"]
    var when = Date(timeIntervalSince1970: 0)
  }

  @Test func cells_AreTheTopLevelStrings_AsTheRowsJSONHasThem() throws {
    let cells = DisplayRow.cells(of: Row())
    #expect(cells == ["name": "Falcon 9", "kind": "booster", "serial": "B1058"])
    // The same answer JSON gives: every top-level member that is a string there.
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Row())) as? [String: Any] ?? [:]
    #expect(cells == json.compactMapValues { $0 as? String })
  }

  @Test func aRowThatIsOneString_HasNoCells() {
    #expect(DisplayRow.cells(of: Wrapped(text: "alone")).isEmpty)
  }
}
