import Testing

@testable import ShipsData

/// Which ship a drone-ship landing site is, by the names the SpaceX API gives both.
@Suite struct ShipJoinTests {
  private static let ships = [
    ShipDTO(id: "ocisly", name: "Of Course I Still Love You"),
    ShipDTO(id: "jrti-1", name: "Just Read The Instructions 1"),
    ShipDTO(id: "jrti-2", name: "Just Read The Instructions 2"),
    ShipDTO(id: "tug", name: "Hollywood"),
  ]

  @Test func aSite_IsTheShipOfItsName_OrTheNewestOfTheNameNumbered() {
    #expect(ShipJoin.ship(named: "Of Course I Still Love You", among: Self.ships) == "ocisly")
    #expect(ShipJoin.ship(named: "Just Read The Instructions V1", among: Self.ships) == "jrti-1", "V1 is 1")
    #expect(ShipJoin.ship(named: "Just Read The Instructions", among: Self.ships) == "jrti-2", "the newest of the name")
    #expect(ShipJoin.ship(named: "Landing Zone 1", among: Self.ships) == nil, "a zone on land is no ship")
  }
}
