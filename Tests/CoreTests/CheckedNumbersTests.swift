import Core
import Foundation
import Testing

/// Numbers from outside never trap: every Double that may come from data, the environment, the
/// arguments or a server converts through a checked door, whatever its size.
@Suite struct CheckedNumbersTests {
  /// Values `Int(_:)` traps on, and the last ones it does not.
  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 1e308, -1e308, 9.3e18, -9.3e18, .greatestFiniteMagnitude, 9_223_372_036_854_775_808,
  ]

  @Test func checked_IsNilWhereIntWouldTrap_AndExactWithin() {
    for value in Self.hostile { #expect(Int(checked: value) == nil, "\(value)") }
    #expect(Int(checked: 9_223_372_036_854_774_784) == 9_223_372_036_854_774_784, "the largest Double below 2^63")
    #expect(Int(checked: -9_223_372_036_854_775_808) == .min)
    #expect(Int(checked: -2.9) == -2 && Int(checked: 2.9) == 2, "toward zero, as Int(_:) does")
  }

  @Test func saturating_HoldsToTheRange() {
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: 1e308) == .max && Int(saturating: .infinity) == .max)
    #expect(Int(saturating: -1e308) == .min)
    #expect(Int(saturating: 42.7) == 42)
  }

  /// The counts a saturated figure can reach choose their plural and clock form without trapping.
  @Test func pluralsAndClocks_OfTheExtremes() {
    #expect(PluralCategory(.min, language: .ru) == .many && PluralCategory(.max, language: .en) == .many)
    #expect(!DueText.clock(.min).isEmpty)
  }

  @Test func durations_FromOutside() {
    #expect(Duration(checkedSeconds: 1.5, maximum: 10) == .milliseconds(1500))
    #expect(Duration(checkedSeconds: 10, maximum: 10) == .seconds(10))
    for value in Self.hostile + [-1, 10.001] {
      #expect(Duration(checkedSeconds: value, maximum: 10) == nil, "\(value)")
    }
    #expect(Duration(serverSeconds: 20) == .seconds(20))
    #expect(Duration(serverSeconds: 1e23) == .seconds(604_800), "a week at most")
    #expect(Duration(serverSeconds: -5) == .zero)
    #expect(Duration(serverSeconds: .infinity) == .seconds(604_800))
    #expect(Duration(serverSeconds: .nan) == nil)
  }

  /// A number too large to group exactly is written as it is, never trapped on or made up.
  @Test func numberFormat_WritesAnyDouble() {
    #expect(NumberFormat.decimal(1e308, fractionDigits: 1, language: .en) == "1e+308")
    #expect(NumberFormat.decimal(-1e20, fractionDigits: 0, language: .ru) == "-1e+20")
    #expect(NumberFormat.decimal(.infinity, fractionDigits: 0, language: .en) == "∞")
    #expect(NumberFormat.decimal(.nan, fractionDigits: 0, language: .en) == "NaN")
    #expect(NumberFormat.decimal(9_007_199_254_740_991, fractionDigits: 0, language: .en) == "9,007,199,254,740,991")
  }

  @Test func timeSpan_AtMostAHundredYears() {
    #expect(TimeSpan.parse("5217w") == Double(5217 * 604_800))
    #expect(TimeSpan.parse("5218w") == nil)
    #expect(TimeSpan.parse("99999999999999999999d") == nil)
    #expect(TimeSpan.parse(String(repeating: "9", count: 400) + "s") == nil, "a number past Double's range")
    // Slips come from dates, which parsing keeps within a few thousand years; past that, no trap.
    #expect(!TimeSpan.short(1e308, language: .en).isEmpty)
  }
}
