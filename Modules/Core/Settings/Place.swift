import Foundation

/// A place on the Earth, only its coordinates: where the user stands to watch a launch. It is
/// never written to a log or an error message (a home is personal), only to the settings file
/// and to the answers that were asked about it.
package struct Place: Sendable, Hashable, Codable {
  /// Degrees north of the equator, −90…90.
  package var latitude: Double
  /// Degrees east of Greenwich, −180…180.
  package var longitude: Double

  /// `nil` unless both are finite and within range.
  package init?(latitude: Double, longitude: Double) {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
    (self.latitude, self.longitude) = (latitude, longitude)
  }

  /// `LAT,LON` as typed: decimal degrees, north and east positive (`28.61,-80.69`); spaces around
  /// either number are allowed.
  package init(typed text: String) throws(PlaceError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = Self.degrees(parts[0]), let longitude = Self.degrees(parts[1])
    else { throw .notCoordinates }
    guard let place = Place(latitude: latitude, longitude: longitude) else { throw .outOfRange }
    self = place
  }

  /// The form ``init(typed:)`` reads, to six decimals (about 10 cm): what the settings file keeps.
  package var typed: String { "\(Self.decimal(latitude)),\(Self.decimal(longitude))" }

  /// A plain decimal number only: `Double("nan")`, `"inf"` and hexadecimal forms are refused here
  /// rather than by range, so the error says what was wrong.
  private static func degrees(_ part: Substring) -> Double? {
    let text = part.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.count <= 32,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") })
    else { return nil }
    return Double(text)
  }

  private static func decimal(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    // `-0.0` reads back the same but looks wrong.
    return rounded == 0 ? "0" : "\(rounded)"
  }
}

/// Why a typed place was refused. Its message never repeats the place.
package enum PlaceError: Error, Sendable, Hashable {
  /// Not two decimal numbers separated by a comma.
  case notCoordinates
  /// A latitude beyond ±90 or a longitude beyond ±180.
  case outOfRange

  package func message(in language: Language) -> String {
    switch self {
    case .notCoordinates:
      Phrase(
        en: "a place is LAT,LON in decimal degrees, north and east positive (e.g. 28.6,-80.6)",
        ru:
          "место задаётся как ШИРОТА,ДОЛГОТА в десятичных градусах, север и восток положительны (например, 28.6,-80.6)")(
          language)
    case .outOfRange:
      Phrase(
        en: "a place's latitude is within ±90 and its longitude within ±180",
        ru: "широта места — в пределах ±90, долгота — в пределах ±180")(language)
    }
  }
}
