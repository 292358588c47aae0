import Foundation

/// Formats values for people, in the chosen units and language.
///
/// The one place that decides rounding: lengths to one decimal, masses and forces to whole
/// units, money and counts to whole numbers, rates to whole percent.
package struct DisplayFormatter: Sendable {
  package var settings: Settings
  package var timeZone: DisplayZone
  /// The moment of rendering, for "date passed" and "in 3 days"; fixed in tests.
  package var now: Date
  /// The terminal's width in columns for text output; `nil` when nothing limits it.
  package var width: Int?
  /// Bold titles and headers: only on a terminal, and never with `NO_COLOR` or `--no-color`.
  package var usesColor = false
  /// The option that kept this run off the network (`--offline`), so that a source line says so
  /// rather than blame the API for stale data (see ``SourcePolicy/keptOffline``).
  package var keptOffline: String?
  /// Numbered tables mark which row each line shows (``TextTable/marksLines``), and cards what
  /// each line leads to (``LineMark``), for a client's drawn lines; never set for a terminal.
  package var marksLines = false

  package init(settings: Settings, timeZone: DisplayZone = .current, now: Date = Date(), width: Int? = nil) {
    self.settings = settings
    self.timeZone = timeZone
    self.now = now
    self.width = width
  }

  package var language: Language { settings.language }

  package func integer(_ value: Int) -> String {
    NumberFormat.integer(value, language: language)
  }

  /// `12/13`: landings made of those tried, and the like.
  package func fraction(_ part: Int, of whole: Int) -> String {
    integer(part) + "/" + integer(whole)
  }

  package func decimal(_ value: Double, fractionDigits: Int = 1) -> String {
    NumberFormat.decimal(value, fractionDigits: fractionDigits, language: language)
  }

  /// "70 m" or "229.6 ft".
  package func length(_ value: Measured) -> String? {
    switch settings.length {
    case .m:
      guard let meters = value.metric ?? value.imperial.map(UnitConversion.meters(fromFeet:)) else { return nil }
      return decimal(meters) + " " + Units.meters(language)
    case .ft:
      guard let feet = value.imperial ?? value.metric.map(UnitConversion.feet(fromMeters:)) else { return nil }
      return decimal(feet) + " " + Units.feet(language)
    }
  }

  /// "549,054 kg" or "1,207,920 lb".
  package func mass(_ value: Measured) -> String? {
    switch settings.mass {
    case .kg:
      guard let kg = value.metric ?? value.imperial.map(UnitConversion.kilograms(fromPounds:)) else { return nil }
      return decimal(kg, fractionDigits: 0) + " " + Units.kilograms(language)
    case .lb:
      guard let lb = value.imperial ?? value.metric.map(UnitConversion.pounds(fromKilograms:)) else { return nil }
      return wholeUnits(lb, Units.pounds)
    }
  }

  /// Thrust follows the mass unit: kN with kg, lbf with lb.
  package func force(kilonewtons: Double?, poundsForce: Double?) -> String? {
    switch settings.mass {
    case .kg:
      guard let kN = kilonewtons ?? poundsForce.map({ $0 * UnitConversion.newtonsPerPoundForce / 1000 }) else {
        return nil
      }
      return decimal(kN, fractionDigits: 0) + " " + Units.kilonewtons(language)
    case .lb:
      guard let lbf = poundsForce ?? kilonewtons.map(UnitConversion.poundsForce(fromKilonewtons:)) else { return nil }
      return wholeUnits(lbf, Units.poundsForce)
    }
  }

  /// A value rounded to whole units, with the unit's word agreeing with the number.
  private func wholeUnits(_ value: Double, _ unit: PluralPhrase) -> String {
    let rounded = value.rounded(.toNearestOrAwayFromZero)
    return decimal(rounded, fractionDigits: 0) + " " + unit.word(for: Int(saturating: rounded), in: language)
  }

  /// US dollars: "$50,000,000" / "50 000 000 $".
  package func money(dollars: Int) -> String {
    switch language {
    case .en: "$" + integer(dollars)
    case .ru: integer(dollars) + "\u{00A0}$"
    }
  }

  /// "98%" / "98 %" (Russian puts a no-break space before the sign).
  package func percent(_ value: Double) -> String {
    switch language {
    case .en: decimal(value, fractionDigits: 0) + "%"
    case .ru: decimal(value, fractionDigits: 0) + "\u{00A0}%"
    }
  }

  /// "162 s" / "162 с".
  package func seconds(_ value: Double) -> String {
    decimal(value, fractionDigits: 0) + " " + Units.seconds(language)
  }

  /// A calendar day, as people write it: "June 4, 2010" / "4 июня 2010 г.". Always the UTC
  /// day: day-only dates from the API have no time or zone to convert.
  package func day(_ date: Date) -> String {
    DateText.day(date, language: language)
  }

  /// A date only as precise as it is known, times in the chosen zone (see ``DateText/approximate``).
  package func date(_ date: Date, precision: DatePrecision) -> String {
    DateText.approximate(date, precision: precision, language: language, timeZone: timeZone)
  }
}
