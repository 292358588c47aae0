import Core
import Foundation
import TestSupport
import Testing

@Suite struct FormattingTests {
  private let metricEN = Fixtures.formatter(Settings(length: .m, mass: .kg, language: .en))
  private let imperialRU = Fixtures.formatter(Settings(length: .ft, mass: .lb, language: .ru))

  @Test func ordinals_InEnglish_AndRussian() {
    let english = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1001].map {
      NumberFormat.ordinal($0, language: .en)
    }
    #expect(
      english == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th",
        "1,001st",
      ])
    #expect(NumberFormat.ordinal(95, language: .ru) == "95-й")
  }

  @Test func conversion_UsesExactFactors() {
    #expect(UnitConversion.meters(fromFeet: 1) == 0.3048)
    #expect(UnitConversion.kilograms(fromPounds: 1) == 0.45359237)
    #expect(abs(UnitConversion.feet(fromMeters: 0.3048) - 1) < 1e-12)
    #expect(abs(UnitConversion.pounds(fromKilograms: 0.45359237) - 1) < 1e-12)
  }

  @Test func length_PrefersTheAPIsOwnValueForTheChosenUnit() {
    // The API rounds its feet: 70 m is 229.66 ft, but it says 229.6, and that is what we show.
    let height = Measured(metric: 70, imperial: 229.6)
    #expect(metricEN.length(height) == "70 m")
    #expect(imperialRU.length(height) == "229,6 фт")
  }

  @Test func length_ConvertsOnlyAMissingSide() {
    #expect(imperialRU.length(Measured(metric: 10, imperial: nil)) == "32,8 фт")
    #expect(metricEN.length(Measured(metric: nil, imperial: 100)) == "30.5 m")
    #expect(metricEN.length(Measured(metric: nil, imperial: nil)) == nil)
  }

  @Test func mass_FollowsMassUnit_WithLanguageSeparators() {
    #expect(metricEN.mass(Measured(metric: 549_054, imperial: 1_207_920)) == "549,054 kg")
    #expect(imperialRU.mass(Measured(metric: 549_054, imperial: 1_207_920)) == "1\u{00A0}207\u{00A0}920 фунтов")
    #expect(imperialRU.mass(Measured(metric: 1_000, imperial: nil)) == "2\u{00A0}205 фунтов")
  }

  @Test func force_FollowsMassUnit() {
    #expect(metricEN.force(kilonewtons: 934, poundsForce: 210_000) == "934 kN")
    #expect(imperialRU.force(kilonewtons: 934, poundsForce: 210_000) == "210\u{00A0}000 фунт-сил")
    #expect(imperialRU.force(kilonewtons: 1, poundsForce: nil) == "225 фунт-сил")
    #expect(imperialRU.mass(Measured(metric: nil, imperial: 1)) == "1 фунт")
    #expect(imperialRU.mass(Measured(metric: nil, imperial: 22)) == "22 фунта")
    #expect(imperialRU.force(kilonewtons: nil, poundsForce: 21) == "21 фунт-сила")
  }

  @Test func numbers_RoundHalfAwayFromZero_AndDropTrailingZeros() {
    #expect(NumberFormat.decimal(2.25, fractionDigits: 1, language: .en) == "2.3")
    #expect(NumberFormat.decimal(3.0, fractionDigits: 1, language: .en) == "3")
    #expect(NumberFormat.decimal(-1234.56, fractionDigits: 1, language: .ru) == "-1\u{00A0}234,6")
    #expect(NumberFormat.decimal(-0.01, fractionDigits: 1, language: .en) == "0")
    #expect(NumberFormat.integer(1_000_000, language: .en) == "1,000,000")
  }

  @Test func money_AndPercent_FollowTheLanguage() {
    #expect(metricEN.money(dollars: 50_000_000) == "$50,000,000")
    #expect(imperialRU.money(dollars: 50_000_000) == "50\u{00A0}000\u{00A0}000\u{00A0}$")
    #expect(metricEN.percent(98) == "98%")
    #expect(imperialRU.percent(98) == "98\u{00A0}%")
  }

  @Test func dates_InEachLanguagesOwnForm() throws {
    let date = try #require(APIDate.parse("2010-06-04"))
    #expect(DateText.day(date, language: .en) == "June 4, 2010")
    #expect(DateText.day(date, language: .ru) == "4 июня 2010 г.")
    #expect(DateText.month(date, language: .ru) == "июнь 2010 г.")
    #expect(DateText.timestamp(date, timeZone: DateText.utc) == "2010-06-04 00:00 UTC")
  }
}
