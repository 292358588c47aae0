import Core

/// Which launches the statistics count: the launch query's filters, as typed (checked by the
/// launch query's own rules, so a chart's year agrees with `spacex launches --year`).
package struct StatsQuery: Sendable, Hashable {
  /// The launch query's members as typed (`rocket`, `year`, `from`, `to`), checked by its rules.
  package var members: [String: String]

  package init(members: [String: String]) {
    self.members = members
  }

  package init(rocket: String? = nil, from: String? = nil, to: String? = nil, year: String? = nil) {
    members = ["rocket": rocket, "from": from, "to": to, "year": year].compactMapValues { $0 }
  }

  package var rocket: String? { members["rocket"] }
  package var program: String? { members["program"] }
  package var from: String? { members["from"] }
  package var to: String? { members["to"] }
  package var year: String? { members["year"] }
}

/// Where the counted facts come from: the merged launch catalog and the fleet joined with it
/// (StatsData). Throws the launch query's errors (a bad year, an unknown rocket) as they are.
package protocol StatsRepository: Sendable {
  /// The facts `query` selects.
  func facts(_ query: StatsQuery, refresh: Bool) async throws -> Sourced<CountedFacts>
}
