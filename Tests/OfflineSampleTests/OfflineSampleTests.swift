import Foundation
import OfflineSample
import Testing

/// The sample must stand on its own: every reference resolves inside it, and it covers what the
/// frontends need to show offline.
@Suite struct OfflineSampleTests {
  private func collection(_ name: String) throws -> [[String: Any]] {
    let data = try #require(OfflineSample.document(for: name), "sample has no \(name)")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  private func ids(_ name: String) throws -> Set<String> {
    Set(try collection(name).compactMap { $0["id"] as? String })
  }

  @Test func everyCollection_Decodes_WithUniqueIDs() throws {
    for name in OfflineSample.collections {
      let documents = try collection(name)
      #expect(!documents.isEmpty, "\(name) is empty")
      #expect(try ids(name).count == documents.count, "\(name) has duplicate or missing ids")
    }
  }

  @Test func coverage_MeetsTheOfflineContract() throws {
    let launches = try collection("launches")
    #expect(try collection("rockets").count == 4)
    #expect(try collection("launchpads").count == 6)
    #expect(launches.count >= 40)
    let years = Set(launches.compactMap { ($0["date_utc"] as? String)?.prefix(4) })
    #expect(years.contains("2006") && years.contains("2022"))
    #expect(launches.contains { $0["success"] as? Bool == false })
    #expect(launches.contains { $0["success"] as? Bool == true })
    #expect(launches.contains { $0["upcoming"] as? Bool == true })
    #expect(launches.contains { $0["date_precision"] as? String == "month" })
    #expect(launches.contains { ($0["crew"] as? [Any])?.isEmpty == false })
  }

  @Test func launchReferences_AllResolveInsideTheSample() throws {
    let known = try (
      rockets: ids("rockets"), pads: ids("launchpads"), payloads: ids("payloads"), crew: ids("crew"),
      capsules: ids("capsules"), ships: ids("ships"), cores: ids("cores"), landpads: ids("landpads")
    )
    for launch in try collection("launches") {
      let name = launch["name"] as? String ?? "?"
      #expect(known.rockets.contains(launch["rocket"] as? String ?? ""), "\(name): rocket")
      #expect(known.pads.contains(launch["launchpad"] as? String ?? ""), "\(name): launchpad")
      for (field, valid) in [
        ("payloads", known.payloads), ("crew", known.crew), ("capsules", known.capsules), ("ships", known.ships),
      ] {
        for id in launch[field] as? [String] ?? [] {
          #expect(valid.contains(id), "\(name): \(field) \(id)")
        }
      }
      for core in launch["cores"] as? [[String: Any]] ?? [] {
        if let id = core["core"] as? String { #expect(known.cores.contains(id), "\(name): core \(id)") }
        if let id = core["landpad"] as? String { #expect(known.landpads.contains(id), "\(name): landpad \(id)") }
      }
    }
  }

  @Test func backReferences_PointOnlyAtSampleLaunches() throws {
    let launches = try ids("launches")
    for name in ["capsules", "cores", "crew", "landpads", "launchpads", "ships"] {
      for document in try collection(name) {
        for id in document["launches"] as? [String] ?? [] {
          #expect(launches.contains(id), "\(name) \(document["id"] ?? "?") lists launch \(id)")
        }
      }
    }
    for payload in try collection("payloads") {
      #expect(launches.contains(payload["launch"] as? String ?? ""), "payload \(payload["id"] ?? "?")")
    }
  }
}
