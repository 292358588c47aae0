import Core

/// Which launches the statistics count: the launch query's filters, as typed (checked by the
/// launch query's own rules, so a chart's year agrees with `spacex launches --year`).
package struct StatsQuery: Sendable, Hashable {
  package var rocket: String?
  package var from: String?
  package var to: String?
  package var year: String?

  package init(rocket: String? = nil, from: String? = nil, to: String? = nil, year: String? = nil) {
    (self.rocket, self.from, self.to, self.year) = (rocket, from, to, year)
  }
}

/// Where the counted facts come from: the merged launch catalog and the fleet joined with it
/// (StatsData). Throws the launch query's errors (a bad year, an unknown rocket) as they are.
package protocol StatsRepository: Sendable {
  /// The facts `query` selects.
  func facts(_ query: StatsQuery, refresh: Bool) async throws -> Sourced<CountedFacts>
}
