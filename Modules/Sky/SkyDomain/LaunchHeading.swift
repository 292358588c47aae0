import Foundation

/// Which way a rocket flies from its pad: the launch azimuth, from the pad's latitude and the
/// inclination its orbit is assumed to have. An estimate from a table of assumptions, each said
/// on screen, never a flight plan: the Earth's rotation, doglegs and range rules are left out.
package struct LaunchHeading: Sendable, Hashable {
  /// Why this heading: the row of the table that applied.
  package enum Assumption: Sendable, Hashable {
    /// A mission to the space station (51.6°), recognised by its orbit or its name.
    case spaceStation
    /// A sun-synchronous (~97.5°) or polar (90°) orbit: south from either coast.
    case polar
    /// Geostationary transfer, geostationary or beyond: due east.
    case geostationary
    /// A Starlink group whose shell is in the table.
    case starlinkShell(group: Int)
    /// A Starlink group not in the table: the pad's usual shell.
    case starlinkUsualShell
    /// Nothing known of the orbit: due east, or south from the west coast.
    case orbitUnknown
  }

  /// Degrees clockwise from north.
  package var azimuth: Double
  /// The orbit's assumed inclination, degrees; `nil` where the heading is taken as due east.
  package var inclination: Double?
  package var assumption: Assumption

  /// - Parameters:
  ///   - orbit: the orbit's abbreviation as Launch Library 2 writes it (`LEO`, `GTO`, `SSO`,
  ///     `PO`, `ISS`, …), `nil` when unknown.
  ///   - name: the mission's name, which says a Starlink group or a station flight.
  package init(padLatitude latitude: Double, padLongitude longitude: Double, orbit: String?, name: String) {
    // West-coast pads (Vandenberg) launch south over the ocean; the others east.
    let southward = longitude < -115
    let word = orbit?.uppercased()
    if word == "ISS" || Self.isStationFlight(name) {
      self.init(latitude, inclination: 51.6, southward: false, .spaceStation)
    } else if word == "SSO" || word == "PO" || word == "POLAR" {
      self.init(latitude, inclination: word == "PO" ? 90 : 97.5, southward: true, .polar)
    } else if ["GTO", "GEO", "GSO", "MEO", "HEO", "TLI", "L1", "L2", "HELIO-N", "HELIOCENTRIC"].contains(word ?? "") {
      self.init(azimuth: 90, inclination: nil, assumption: .geostationary)
    } else if let group = Self.starlinkGroup(name) {
      if let shell = Self.starlinkShells[group] {
        self.init(latitude, inclination: shell.inclination, southward: shell.southward, .starlinkShell(group: group))
      } else {
        self.init(latitude, inclination: southward ? 70 : 53, southward: southward, .starlinkUsualShell)
      }
    } else {
      self.init(azimuth: southward ? 180 : 90, inclination: nil, assumption: .orbitUnknown)
    }
  }

  package init(azimuth: Double, inclination: Double?, assumption: Assumption) {
    (self.azimuth, self.inclination, self.assumption) = (azimuth, inclination, assumption)
  }

  /// The azimuth that reaches `inclination` from `latitude`: sin A = cos i / cos φ (north-going,
  /// the mirror image south-going); due east when the orbit is lower than the pad's latitude.
  private init(_ latitude: Double, inclination: Double, southward: Bool, _ assumption: Assumption) {
    let ratio = cos(Angle.radians(inclination)) / cos(Angle.radians(latitude))
    let northward = abs(ratio) >= 1 ? 90 : Angle.degrees(asin(ratio))
    self.init(
      azimuth: Angle.normalized(southward ? 180 - northward : northward), inclination: inclination,
      assumption: assumption)
  }

  /// Starlink shells by group, as flown to 2026 (an assumption, labelled so): Florida's groups 6
  /// and 12 go south-east to 43°, its 4, 5, 8 and 10 north-east to 53°; Vandenberg's go south, to
  /// 53° (11, 13), 70° (2, 9, 15) or 97.6° (3, 7, 17).
  static let starlinkShells: [Int: (inclination: Double, southward: Bool)] = [
    4: (53, false), 5: (53, false), 6: (43, true), 8: (53, false), 10: (53, false), 12: (43, true),
    2: (70, true), 9: (70, true), 15: (70, true), 3: (97.6, true), 7: (97.6, true), 17: (97.6, true),
    11: (53, true), 13: (53, true),
  ]

  /// `17` of "Starlink Group 17-39"; `nil` for any other name.
  static func starlinkGroup(_ name: String) -> Int? {
    let words = name.lowercased().split(separator: " ")
    guard let index = words.firstIndex(of: "group"), index > 0, words[index - 1] == "starlink",
      index + 1 < words.count, let group = Int(words[index + 1].prefix { $0.isASCII && $0.isNumber })
    else { return nil }
    return group
  }

  /// Crew and cargo flights to the station, by the names they fly under: a word `ISS`, `Axiom`
  /// or `Cygnus`, or one starting `CRS-`, `Crew-` or `Ax-` (not any name holding the letters).
  static func isStationFlight(_ name: String) -> Bool {
    let words = name.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "-" }
    return words.contains { word in
      ["iss", "axiom", "cygnus"].contains(String(word)) || ["crs-", "crew-", "ax-"].contains { word.hasPrefix($0) }
    }
  }
}
