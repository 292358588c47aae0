import Core
import Testing

/// The steps a typed reference goes through, tightest first; the first step with any match decides.
@Suite struct ReferenceLookupTests {
  private struct Pad {
    var id: String
    var name: String
    var fullName: String
  }

  private let pads = [
    Pad(id: "p1", name: "KSC LC 39A", fullName: "Kennedy Space Center Historic Launch Complex 39A"),
    Pad(id: "p2", name: "CCSFS SLC 40", fullName: "Cape Canaveral Space Force Station Space Launch Complex 40"),
    Pad(id: "p3", name: "VAFB SLC 4E", fullName: "Vandenberg Space Force Base Space Launch Complex 4E"),
    Pad(id: "p4", name: "Kwajalein Atoll", fullName: "Kwajalein Atoll Omelek Island"),
  ]

  private func find(_ reference: String) -> String {
    switch ReferenceLookup.find(reference, in: pads, id: \.id, names: { [$0.name, $0.fullName] }) {
    case .found(let pad): pad.id
    case .ambiguous(let matches): "ambiguous " + matches.map(\.id).joined(separator: ",")
    case .none: "none"
    }
  }

  @Test(arguments: [
    ("p3", "p3"), ("ksc lc 39a", "p1"), ("ksc-lc-39a", "p1"), ("kwajalein", "p4"), ("39a", "p1"), ("slc 40", "p2"),
    ("omelek", "p4"), ("space launch complex", "ambiguous p1,p2,p3"), ("slc", "ambiguous p2,p3"), ("saturn", "none"),
    ("", "none"),
  ])
  func steps(reference: String, expected: String) {
    #expect(find(reference) == expected)
  }

  /// An exact name wins over a looser match of others: `Falcon 9` is not ambiguous with
  /// `Falcon 9 v1.1` although one contains the other.
  @Test func tighterStepWins() {
    let names = ["Falcon 9", "Falcon 9 v1.1", "Falcon Heavy"]
    let found = ReferenceLookup.find("falcon 9", in: names, id: { $0 }, names: { [$0] })
    guard case .found("Falcon 9") = found else {
      Issue.record("\(found)")
      return
    }
    guard case .ambiguous(let all) = ReferenceLookup.find("falcon", in: names, id: { $0 }, names: { [$0] }) else {
      Issue.record("falcon should be ambiguous")
      return
    }
    #expect(all == names)
  }
}
