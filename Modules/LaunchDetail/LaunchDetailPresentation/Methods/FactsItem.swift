import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain

/// A launch's quick facts, as `launches.get` and the launch screen send them: the counts, each
/// with whose it is, and what Launch Library 2 recorded (orbit, programs, Flight Club page).
/// Each booster's flight is in the detail's `cores`.
struct FactsItem: Codable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "year": .object(["description": "The launch's year, in UTC, that the year counts count in."]),
    "providerYear": .object([
      "description": "Which of SpaceX's launches of the year it is, launches still to come counted in date order."
    ]),
    "padYear": .object(["description": "Which of its pad's launches of the year it is; absent when no pad is assigned."]
    ),
    "padTurnaroundSeconds": .object(["description": "Seconds since its pad's previous launch."]),
    "orbit": .object(["description": "The orbit it aims for, as Launch Library 2 names it ({name, abbrev})."]),
    "programs": .object(["description": "The programs it is part of, by Launch Library 2."]),
    "flightClub": .object(["description": "Its trajectory simulation on flightclub.io (https only)."]),
  ]

  /// One count, and whose it is.
  struct Counted: Codable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "source": .object([
        "description":
          "catalog: counted in our merged catalog, which holds every launch up to this one; launchLibrary: Launch Library 2's own count (our catalog is not complete that far)."
      ]),
      "launchLibraryValue": .object([
        "description": "Launch Library 2's own count where it differs from ours; absent when they agree or it has none."
      ]),
    ]

    var value: Int
    var source: String
    var launchLibraryValue: Int?

    init(_ counted: LaunchFacts.Counted) {
      (value, source, launchLibraryValue) = (counted.value, counted.source.rawValue, counted.launchLibraryValue)
    }
  }

  struct Orbit: Codable, Sendable {
    var name: String
    var abbrev: String?
  }

  var year: Int?
  var providerYear: Counted?
  var padYear: Counted?
  var padTurnaroundSeconds: Counted?
  var orbit: Orbit?
  var programs: [String]?
  var flightClub: String?

  /// `nil` when nothing is known: the member is then absent.
  init?(_ detail: LaunchDetail<Launch>) {
    let recorded = detail.launch.launchLibraryFacts
    let facts = detail.facts
    year = facts?.year
    providerYear = facts?.providerYear.map(Counted.init)
    padYear = facts?.padYear.map(Counted.init)
    padTurnaroundSeconds = facts?.padTurnaround.map(Counted.init)
    orbit = recorded.orbit.map { Orbit(name: $0.name, abbrev: $0.abbrev) }
    programs = detail.launch.programs
    flightClub = recorded.flightClub?.absoluteString
    if facts == nil, orbit == nil, programs == nil, flightClub == nil { return nil }
  }
}
