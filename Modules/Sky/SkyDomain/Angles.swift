import Foundation

/// Degrees and radians, so every formula below reads in the degrees its sources print.
enum Angle {
  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
  static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

  /// `value` in 0..<360.
  static func normalized(_ value: Double) -> Double {
    let turned = value.truncatingRemainder(dividingBy: 360)
    return turned < 0 ? turned + 360 : turned
  }
}
