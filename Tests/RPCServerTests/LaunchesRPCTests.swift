import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// `launches.list` over `spacex-rpc`: the sample in-process, and the captured API over loopback.
@Suite struct LaunchesRPCTests {
  private func serve(_ requests: [String], arguments: [String] = ["--offline"], apiURL: String? = nil) throws
    -> [[String: Any]]
  {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let environment = apiURL.map { sandbox.environment(apiURL: $0) } ?? sandbox.environment()
    let result = try Executable.spacexRPC.run(
      arguments, environment: environment, stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
    return try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  private static func request(_ id: Int, _ params: [String: Any]) throws -> String {
    let object: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": "launches.list", "params": params]
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  @Test func envelope_HasPagingProvenanceAndSnapshot() throws {
    let reply = try #require(try serve([Self.request(1, ["rocket": "Falcon 9", "year": 2020, "limit": 2])]).first)
    let result = try #require(reply["result"] as? [String: Any])
    #expect((result["items"] as? [[String: Any]])?.count == 2)
    #expect(result["page"] as? Int == 1)
    #expect(result["limit"] as? Int == 2)
    #expect(result["totalItems"] as? Int == 26, "Falcon 9 flew 26 times in 2020")
    #expect(result["totalPages"] as? Int == 13)
    #expect(result["hasNextPage"] as? Bool == true)
    #expect(result["source"] as? String == "bundled")
    let sections = (result["snapshot"] as? [String: Any])?["sections"] as? [[String: Any]]
    #expect(sections?.map { $0["id"] as? String } == ["2020"])
    let item = try #require((result["items"] as? [[String: Any]])?.first)
    #expect((item["display"] as? [String: Any])?["rocket"] as? String == "Falcon 9")
  }

  @Test func badParams_AreInvalidParamsNamingTheField() throws {
    let replies = try serve([
      Self.request(1, ["status": "sideways"]), Self.request(2, ["limit": 500]), Self.request(3, ["page": true]),
      Self.request(4, ["rocket": "nope"]),
    ])
    let errors = Dictionary(
      uniqueKeysWithValues: replies.map { ($0["id"] as? Int ?? 0, $0["error"] as? [String: Any] ?? [:]) })
    for (id, field) in [(1, "status"), (2, "limit"), (3, "page")] {
      #expect(errors[id]?["code"] as? Int == -32602)
      #expect((errors[id]?["data"] as? [String: Any])?["field"] as? String == field)
    }
    #expect(errors[4]?["code"] as? Int == 1001)
  }

  /// The README's paging promise on the real capture: for every rocket, status and year, paging to
  /// the end yields each matching launch exactly once, in order, with matching totals.
  @Test(SharedData.needed("spacex-api-v4"))
  func capture_EveryRocketStatusAndYear_PagesThroughExactlyOnce() throws {
    let capture = try LoopbackServer.requireSharedCapture()
    let launches = try CapturedLaunches(directory: capture)
    let server = try LoopbackServer(dataDirectory: capture)
    defer { server.stop() }
    let limit = 7
    var requests: [String] = []
    var expectations: [Int: (query: CapturedLaunches.Query, page: Int)] = [:]
    for query in launches.allQueries() {
      let pages = (launches.matching(query).count + limit - 1) / limit
      for page in 1...(pages + 1) {  // one past the end, which must be empty
        let id = requests.count + 1
        var params: [String: Any] = ["status": query.status, "page": page, "limit": limit]
        params["rocket"] = query.rocket
        params["year"] = query.year
        requests.append(try Self.request(id, params))
        expectations[id] = (query, page)
      }
    }
    let replies = try serve(requests, arguments: [], apiURL: server.baseURL)
    #expect(replies.count == requests.count)
    var pagesByQuery: [CapturedLaunches.Query: [Int: [String]]] = [:]
    for reply in replies {
      let id = try #require(reply["id"] as? Int)
      let (query, page) = try #require(expectations[id])
      let result = try #require(reply["result"] as? [String: Any], "\(reply)")
      let expected = launches.matching(query)
      #expect(result["totalItems"] as? Int == expected.count, "\(query)")
      #expect(result["totalPages"] as? Int == (expected.count + limit - 1) / limit, "\(query)")
      pagesByQuery[query, default: [:]][page] = (result["items"] as? [[String: Any]] ?? []).compactMap {
        $0["id"] as? String
      }
    }
    for (query, pages) in pagesByQuery {
      let joined = pages.keys.sorted().flatMap { pages[$0] ?? [] }
      #expect(joined == launches.matching(query), "\(query)")
    }
    #expect(pagesByQuery.count == launches.allQueries().count)
  }
}

/// The capture's launches, and what each query must return, computed straight from the file.
struct CapturedLaunches {
  struct Query: Hashable, CustomStringConvertible {
    var rocket: String?
    var status: String
    var year: Int?
    var description: String { "rocket \(rocket ?? "any"), status \(status), year \(year.map(String.init) ?? "any")" }
  }

  private struct Launch {
    var id: String
    var rocket: String
    var success: Bool?
    var upcoming: Bool
    var year: Int
    var dateUnix: Int
    var flightNumber: Int
  }

  private let launches: [Launch]
  private let rockets: [String]

  init(directory: URL) throws {
    let documents =
      try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("launches.json")))
      as? [[String: Any]] ?? []
    launches = documents.map { document in
      Launch(
        id: document["id"] as? String ?? "", rocket: document["rocket"] as? String ?? "",
        success: document["success"] as? Bool, upcoming: document["upcoming"] as? Bool ?? false,
        year: Int((document["date_utc"] as? String ?? "0000").prefix(4)) ?? 0,
        dateUnix: document["date_unix"] as? Int ?? 0, flightNumber: document["flight_number"] as? Int ?? 0)
    }
    let rocketDocuments =
      try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("rockets.json")))
      as? [[String: Any]] ?? []
    rockets = rocketDocuments.compactMap { $0["id"] as? String }
  }

  func allQueries() -> [Query] {
    let years: [Int?] = [nil] + Set(launches.map(\.year)).sorted()
    return ([nil] + rockets).flatMap { rocket in
      ["all", "success", "failed", "upcoming"].flatMap { status in
        years.map { Query(rocket: rocket, status: status, year: $0) }
      }
    }
  }

  /// Matching ids, newest first: `date_unix`, then flight number, then id, all descending.
  func matching(_ query: Query) -> [String] {
    launches.filter { launch in
      (query.rocket == nil || launch.rocket == query.rocket) && (query.year == nil || launch.year == query.year)
        && {
          switch query.status {
          case "success": launch.success == true
          case "failed": launch.success == false
          case "upcoming": launch.upcoming
          default: true
          }
        }()
    }
    .sorted { ($0.dateUnix, $0.flightNumber, $0.id) > ($1.dateUnix, $1.flightNumber, $1.id) }
    .map(\.id)
  }
}
