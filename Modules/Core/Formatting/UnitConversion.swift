/// Exact conversion factors (international yard and pound agreement, 1959).
package enum UnitConversion {
  package static let metersPerFoot = 0.3048
  package static let kilogramsPerPound = 0.45359237
  /// Standard gravity times the pound: 1 lbf = 4.4482216152605 N.
  package static let newtonsPerPoundForce = 4.4482216152605

  package static func feet(fromMeters meters: Double) -> Double { meters / metersPerFoot }
  package static func meters(fromFeet feet: Double) -> Double { feet * metersPerFoot }
  package static func pounds(fromKilograms kilograms: Double) -> Double { kilograms / kilogramsPerPound }
  package static func kilograms(fromPounds pounds: Double) -> Double { pounds * kilogramsPerPound }
  package static func poundsForce(fromKilonewtons kilonewtons: Double) -> Double {
    kilonewtons * 1000 / newtonsPerPoundForce
  }
}
