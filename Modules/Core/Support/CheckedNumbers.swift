import Foundation

/// Conversions of numbers from outside (data, environment, arguments, a server's headers) that
/// cannot trap: `Int(_:)` of a `Double` crashes the process on NaN, an infinity or anything past
/// `Int`'s range (a rocket height of 1e308 in a cached answer crashed every later run). Every such
/// conversion goes through these; a `nil` is the caller's to report (a record skipped with a
/// warning, a usage error) or to replace with a bound.
extension Int {
  /// `value` rounded toward zero, or `nil` when it is not finite or not within `Int`'s range.
  package init?(checked value: Double) {
    // 2^63 is exactly representable; every Double below it (and at or above -2^63) converts.
    guard value.isFinite, value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else {
      return nil
    }
    self.init(value)
  }

  /// `value` rounded toward zero, held to `Int`'s range (NaN is 0): for figures only shown, where
  /// a bound reads better than a crash and the input was already let through.
  package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else {
      self = Int(checked: value) ?? (value < 0 ? .min : .max)
    }
  }
}

extension Duration {
  /// A wait a server named, in seconds: held to 0...`maximum` (a week by default), `nil` when it
  /// is not a number at all. A server's "1e23 seconds" must not trap, nor block for ever.
  package init?(serverSeconds seconds: Double, maximum: Double = 604_800) {
    guard !seconds.isNaN else { return nil }
    self.init(checkedSeconds: Swift.min(Swift.max(seconds, 0), maximum), maximum: maximum)
  }

  /// `seconds` to the millisecond, or `nil` when it is not a finite number from 0 to `maximum`
  /// seconds (a span from outside must be one the clock can wait for).
  package init?(checkedSeconds seconds: Double, maximum: Double) {
    guard seconds.isFinite, seconds >= 0, seconds <= maximum, let milliseconds = Int(checked: seconds * 1000) else {
      return nil
    }
    self = .milliseconds(milliseconds)
  }
}
