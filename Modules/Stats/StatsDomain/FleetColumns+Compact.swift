import Core
import Foundation

/// The fleet's columns in the cache's compact form, so a later process counts records from
/// integers instead of decoding 8,000 boosters and joining them with 20,000 launches again.
extension FleetColumns {
  package func write(to writer: inout BinaryWriter) {
    writer.array(flightLaunches) { $0.int($1) }
    writer.array(flightBoosters) { $0.int(Int($1)) }
    writer.array(turnarounds) { $0.int(Int($1)) }
    writer.array(flightNames) { $0.string($1) }
    writer.array(landingsTried) { $0.int(Int($1)) }
    writer.array(landingsMade) { $0.int(Int($1)) }
    writer.array(boosters) { $0.string($1) }
    writer.array(placeLaunches) { $0.int($1) }
    writer.array(placeIndices) { $0.int(Int($1)) }
    writer.array(placeLandings) { $0.bool($1) }
    writer.array(places) { writer, place in
      writer.string(place.name)
      writer.string(place.kind.rawValue)
    }
  }

  /// What ``write(to:)`` wrote. A file is data from outside like any other: every index is
  /// checked against what it indexes and every column's length against its neighbours', so a
  /// damaged file throws (and is rebuilt) instead of counting out of bounds.
  private static let placeKinds = CaseTable(Place.Kind.self)

  package static func read(from reader: inout BinaryReader) throws -> FleetColumns {
    var columns = FleetColumns()
    columns.flightLaunches = try reader.array { try $0.int() }
    columns.flightBoosters = try reader.array { try Self.int32($0.int()) }
    columns.turnarounds = try reader.array { try Self.int32($0.int()) }
    columns.flightNames = try reader.array { try $0.string() }
    columns.landingsTried = try reader.array { try Self.int32($0.int()) }
    columns.landingsMade = try reader.array { try Self.int32($0.int()) }
    columns.boosters = try reader.array { try $0.string() }
    columns.placeLaunches = try reader.array { try $0.int() }
    columns.placeIndices = try reader.array { try Self.int32($0.int()) }
    columns.placeLandings = try reader.array { try $0.bool() }
    columns.places = try reader.array { reader in
      let name = try reader.string()
      return Place(name: name, kind: try reader.oneOf(placeKinds))
    }
    let flights = columns.flightLaunches.count
    guard
      [columns.flightBoosters.count, columns.turnarounds.count, columns.flightNames.count].allSatisfy({ $0 == flights }
      ),
      columns.landingsMade.count == columns.landingsTried.count,
      columns.placeIndices.count == columns.placeLaunches.count,
      columns.placeLandings.count == columns.placeLaunches.count,
      columns.flightBoosters.allSatisfy({ columns.boosters.indices.contains(Int($0)) }),
      columns.placeIndices.allSatisfy({ columns.places.indices.contains(Int($0)) }),
      columns.turnarounds.allSatisfy({ $0 >= -1 }),
      zip(columns.landingsTried, columns.landingsMade).allSatisfy({ 0 <= $1 && $1 <= $0 })
    else { throw BinaryReader.Malformed() }
    return columns
  }

  private static func int32(_ value: Int) throws -> Int32 {
    guard let value = Int32(exactly: value) else { throw BinaryReader.Malformed() }
    return value
  }
}
