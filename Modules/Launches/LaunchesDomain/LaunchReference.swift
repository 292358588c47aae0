import Core
import Foundation

extension LaunchCatalog {
  /// The launch `reference` names: its id, its flight number, its name or the other source's
  /// (exact, loose, a word or a part only it has; see ``ReferenceLookup``), or the short form of
  /// a Starship flight (`IFT-5`, `Flight 5`, `Starship Flight 5`).
  /// - Throws: ``LaunchesError/notFound(reference:suggestions:)`` with close names;
  ///   ``LaunchesError/ambiguous(reference:candidates:)`` when several match, such as a flight
  ///   number the API repeats.
  package func launch(_ reference: String) throws(LaunchesError) -> Launch {
    switch find(reference) {
    case .found(let launch): return launch
    case .ambiguous(let matches): throw .ambiguous(reference: reference, candidates: choices(matches))
    case .none:
      let trimmed = reference.trimmingCharacters(in: .whitespaces)
      throw .notFound(
        reference: reference, suggestions: LooseName.suggestions(for: trimmed, among: launches.map(\.name)))
    }
  }

  /// The lookup ``launch(_:)`` makes, each step in turn: the id, the flight number, the names.
  private func find(_ reference: String) -> ReferenceLookup.Outcome<Launch> {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let match = launches.first(where: { $0.id == trimmed }) { return .found(match) }
    if let number = Int(trimmed) {
      let matches = launches.filter { $0.flightNumber == number }
      if matches.count == 1 { return .found(matches[0]) }
      if matches.count > 1 { return .ambiguous(matches) }
    }
    let starship = Set(rockets.filter { LooseName.matches($0.name, "Starship") }.map(\.id))
    let names = { (launch: Launch) in
      LaunchNames.all(of: launch, isStarship: launch.rocketID.map(starship.contains) ?? false)
    }
    return ReferenceLookup.find(trimmed, in: launches, id: \.id, names: names)
  }

  /// What to type for each of several launches one reference matched, best first its flight
  /// number, then its names, each checked to open that launch alone (else its id); dated, since
  /// launches that share a name (COTS 2 and CCtCap Demo Mission 2, both "Demo-2") are told
  /// apart by it.
  private func choices(_ matches: [Launch]) -> [ReferenceChoice] {
    ReferenceChoice.choices(
      for: matches, id: \.id,
      candidates: { [$0.flightNumber.map(String.init)].compactMap { $0 } + [$0.name] + $0.otherNames },
      resolve: {
        guard case .found(let launch) = find($0) else { return nil }
        return launch.id
      },
      shown: {
        let precision = $0.datePrecision == .hour ? DatePrecision.day : $0.datePrecision
        return ($0.name, DateText.sortable($0.date, precision: precision, timeZone: .utc))
      })
  }

  /// The launches that can be ``nextLaunch(rocket:now:)`` at `moment` or any time after it (not
  /// flown, their date's period not over at `moment`), with every rocket and launchpad: a small
  /// catalog for a status line, which asks only that, to read instead of the whole.
  package func upcoming(at moment: Date) -> LaunchCatalog {
    LaunchCatalog(
      launches: launches.filter {
        $0.isUpcoming && DateText.endOfPeriod($0.date, precision: $0.datePrecision) > moment
      },
      rockets: rockets, launchpads: launchpads)
  }

  /// The next launch due: not flown yet, its date's period not over, the earliest first (ties by
  /// flight number, then id); only `rocket`'s when given. `nil` when the data knows none.
  /// - Throws: ``LaunchesError/unknownRocket(reference:suggestions:)`` or `ambiguous` for `rocket`.
  package func nextLaunch(rocket: String?, now: Date) throws(LaunchesError) -> Launch? {
    var query = Self.nextQuery(rocket: rocket)
    var page = 1
    while true {
      query.page = page
      let found = try query.run(on: self)
      if let due = found.items.first(where: {
        DateText.endOfPeriod($0.launch.date, precision: $0.launch.datePrecision) > now
      }) {
        return due.launch
      }
      guard found.hasNextPage else { return nil }
      page += 1
    }
  }

  /// The first `count` (at most a query's page) launches ``nextLaunch(rocket:now:)`` looks
  /// through, in its order: what ``NextLaunchDigest`` keeps.
  package func nextCandidates(_ count: Int) -> [Launch] {
    var query = Self.nextQuery(rocket: nil)
    query.limit = min(count, LaunchQuery.limits.upperBound)
    return ((try? query.run(on: self))?.items ?? []).map(\.launch)
  }

  private static func nextQuery(rocket: String?) -> LaunchQuery {
    var query = LaunchQuery()
    query.rocket = rocket
    query.status = .upcoming
    query.sort = .oldest
    query.limit = LaunchQuery.limits.upperBound
    return query
  }
}
