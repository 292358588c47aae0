import CapsulesDomain
import Core
import Foundation
import LaunchesDomain
import Testing

@testable import CapsulesData

/// Capsules of both sources: v4's by id, Launch Library 2's by serial; each mission once, and one
/// splashdown count, that of the missions listed.
@Suite struct CapsuleJoinTests {
  private static func date(_ day: Int) -> Date { Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400) }

  @Test func aDragonOfBothEras_HasOneMissionLog() throws {
    let capsules = CapsuleJoin.capsules(
      [CapsuleDTO(id: "cap-206", serial: "C206", type: "Dragon 2.0", status: "active")],
      launches: [
        Launch(
          id: "v4-demo2", flightNumber: 94, name: "Demo-2", date: Self.date(0), success: true,
          crew: [CrewAssignment(crewID: "a"), CrewAssignment(crewID: "b")], capsuleIDs: ["cap-206"]),
        // LL2 knows this one too: one mission, not two.
        Launch(
          id: "v4-crew2", flightNumber: 120, name: "Crew-2", date: Self.date(300), success: true,
          providers: [.spaceXAPI, .launchLibrary], capsuleIDs: ["cap-206"]),
        Launch(
          id: "ll2-crew8", flightNumber: nil, name: "Crew-8", date: Self.date(1300), success: true,
          providers: [.launchLibrary],
          spacecraft: [SpacecraftAssignment(serial: "c206", crewCount: 4, landingAttempt: true, landingSuccess: true)]),
        Launch(
          id: "ll2-next", flightNumber: nil, name: "Next", date: Self.date(2000), isUpcoming: true,
          providers: [.launchLibrary],
          spacecraft: [SpacecraftAssignment(serial: "C206", crewCount: 4, status: "active")]),
      ].shuffled())
    let endeavour = try #require(capsules.first)
    #expect(capsules.count == 1, "one capsule however its serial is written")
    #expect(endeavour.missions.map(\.launchID) == ["v4-demo2", "v4-crew2", "ll2-crew8", "ll2-next"])
    #expect(
      endeavour.flown.count == 3 && endeavour.crewFlights == 2, "v4's Crew-2 names no crew: not counted as crewed")
    #expect(
      endeavour.missions.map(\.landingSuccess) == [true, true, true, nil],
      "v4's missions came home as their launches succeeded; LL2's as it records")
    #expect(endeavour.splashdowns == 3, "the missions listed that came home")
    #expect(endeavour.missions.last?.landingSuccess == nil, "a mission to come has no outcome")
  }
}
