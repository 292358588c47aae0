import Foundation
import OfflineSample
import TestSupport
import Testing

/// The sample must stand on its own: what compiles is its JSON, every reference resolves inside it,
/// and it holds every record of the SpaceX API's capture, with no text but our own.
@Suite struct OfflineSampleTests {
  /// `Modules/OfflineSample`, found from this file.
  private static let moduleDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Modules/OfflineSample")

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

  /// What compiles is exactly the JSON in the repository: a stale Generated/ fails here.
  @Test func generatedDocuments_AreTheJSONFilesByteForByte() throws {
    var paths: [String] = []
    for (path, file) in OfflineSample.sources {
      paths.append(path)
      let json = try Data(contentsOf: Self.moduleDirectory.appendingPathComponent("JSON/\(file)"))
      #expect(
        OfflineSample.document(for: path) == json, "Generated/ is out of date for \(file): run Tools/generate-swift.py")
    }
    #expect(Set(paths) == Set(OfflineSample.collections + ["ll2/launches"]))
    let files = try FileManager.default.subpathsOfDirectory(
      atPath: Self.moduleDirectory.appendingPathComponent("JSON").path
    ).filter { $0.hasSuffix(".json") }
    #expect(Set(files) == Set(OfflineSample.sources.map(\.value)), "a JSON file the sample does not compile")
  }

  /// Every record of every collection the capture holds is in the sample with the same facts: only
  /// free text differs, and it is empty or ours (never the capture's words).
  @Test(SharedData.needed("spacex-api-v4")) func everyCapturedRecord_IsInTheSample_WithItsFactsAndNoneOfItsText() throws
  {
    let text: [String: Set<String>] = [
      "launches": ["details"], "cores": ["last_update"], "capsules": ["last_update"], "landpads": ["details"],
      "launchpads": ["details"], "rockets": ["description"],
    ]
    for name in OfflineSample.collections {
      let captured = try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: try SharedData.require("spacex-api-v4").appendingPathComponent("\(name).json")))
          as? [[String: Any]])
      let sample = Dictionary(uniqueKeysWithValues: try collection(name).map { ($0["id"] as? String ?? "", $0) })
      #expect(sample.count == captured.count, "\(name): \(sample.count) in the sample, \(captured.count) captured")
      for record in captured {
        let id = record["id"] as? String ?? "?"
        let ours = try #require(sample[id], "\(name) \(id) is missing")
        #expect(Set(ours.keys) == Set(record.keys), "\(name) \(id): other fields")
        for (key, value) in record where !(text[name] ?? []).contains(key) {
          if name == "launches", key == "failures" {
            // Facts kept, the reason in our own words.
            let (theirs, mine) = (value as? [[String: Any]] ?? [], ours[key] as? [[String: Any]] ?? [])
            #expect(theirs.map { $0["time"] as? Int } == mine.map { $0["time"] as? Int }, "\(id): failure times")
            for (their, my) in zip(theirs, mine) where my["reason"] is String {
              #expect(my["reason"] as? String != their["reason"] as? String, "\(id): the capture's failure reason")
            }
            continue
          }
          #expect((ours[key] as? NSObject) == (value as? NSObject), "\(name) \(id): \(key)")
        }
        for key in text[name] ?? [] where record[key] is String {
          #expect(ours[key] as? String != record[key] as? String, "\(name) \(id): the capture's \(key)")
        }
      }
    }
  }

  @Test func coverage_MeetsTheOfflineContract() throws {
    let launches = try collection("launches")
    #expect(try collection("rockets").count == 4)
    #expect(try collection("launchpads").count == 6)
    #expect(launches.count == 205)
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
    // The API's own payload data names three launches it does not hold; the sample keeps them as
    // they are, and these alone may dangle.
    let dangling = try collection("payloads").compactMap { $0["launch"] as? String }.filter { !launches.contains($0) }
    #expect(Set(dangling) == ["6161c7d26db1a92bfba85346", "61eef7489eb1064137a1bd6f", "628025222c0aa958437dcf76"])
  }
}
