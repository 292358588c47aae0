import Core
import Foundation
import SkyDomain

/// The sky report as a card: the verdict at the NET and where to look, the estimate's
/// assumptions, and a line per liftoff time across the window.
enum SkyCard {
  static func card(_ report: SkyReport, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = SkyStrings.self
    let title = TerminalText.singleLine(report.launch.name) + " — " + strings.title(language)
    let net =
      formatter.date(report.launch.net, precision: report.launch.precision)
      + (report.launch.netToTheHour ? ", " + strings.toTheHour(language) : "")
    var fields = [
      // A NET to come says how old it is; a launch flown says when it flew.
      report.launch.isUpcoming
        ? Card.Field(
          key: "net", label: strings.net(language),
          value: net + " (" + AgeText.asOf(report.launch.netAsOf, now: formatter.now, formatter: formatter) + ")")
        : Card.Field(key: "net", label: strings.flew(language), value: net),
      Card.Field(
        key: "place", label: strings.place(language), value: PlaceText.coordinates(report.place, language: language)),
    ]
    guard let geometry = report.geometry, let pass = report.atNET ?? report.passes.first else {
      let reason = report.refusal.map { strings.refusal($0)(language) } ?? ""
      fields.insert(Card.Field(key: "verdict", label: strings.verdict(language), value: reason), at: 0)
      return Card(title: title, fields: fields)
    }
    fields.insert(
      contentsOf: [
        Card.Field(key: "verdict", label: strings.verdict(language), value: strings.verdict(pass.verdict)(language)),
        Card.Field(key: "look", label: strings.look(language), value: look(pass, formatter: formatter)),
      ], at: 0)
    let padName = report.launch.padName.map(TerminalText.singleLine) ?? "?"
    fields += [
      Card.Field(
        key: "pad", label: strings.pad(language),
        value: padName + ", " + strings.distance(geometry.padDistance, formatter: formatter) + " "
          + strings.away(language) + " " + PlaceText.compassPoint(geometry.padBearing, language: language)),
      Card.Field(
        key: "heading", label: strings.heading(language), value: heading(geometry.heading, language: language)),
      Card.Field(key: "ascent", label: strings.ascent(language), value: ascent(geometry.ascent, formatter: formatter)),
      Card.Field(key: "sun", label: strings.sun(language), value: sun(pass.sunAltitude, formatter: formatter)),
    ]
    var sections: [Card.Section] = []
    if report.passes.count > 1 {
      var lines = windowLines(report, formatter: formatter)
      let changes =
        report.launch.netToTheHour && report.launch.windowStart == nil
        ? strings.verdictChangesAcrossTheHour : strings.verdictChanges
      if report.verdictVaries { lines.append(changes(language)) }
      let zone = DateText.zoneName(formatter.timeZone, at: report.launch.net)
      let across =
        !report.launch.netToTheHour
        ? strings.window : report.launch.windowStart == nil ? strings.hour : strings.windowAndHour
      sections.append(Card.Section(key: "window", title: across(language) + " (\(zone))", lines: lines))
    }
    sections.append(
      Card.Section(key: "estimate", title: strings.estimateTitle(language), lines: [strings.estimate(language)]))
    return Card(title: title, fields: fields, sections: sections)
  }

  /// The launch card's block: the verdict at the NET and where to look, your Sun, and where the
  /// whole answer is; or why there is no verdict.
  static func fromYourPlace(_ report: SkyReport, formatter: DisplayFormatter) -> Card.Section {
    let language = formatter.language
    let strings = SkyStrings.self
    let title = strings.fromYourPlace(language)
    guard report.geometry != nil, let pass = report.atNET ?? report.passes.first else {
      return Card.Section(
        key: "sky", title: title, lines: [report.refusal.map { strings.refusal($0)(language) } ?? ""])
    }
    return Card.Section(
      key: "sky", title: title,
      lines: [
        strings.verdict(pass.verdict)(language) + " · " + look(pass, formatter: formatter),
        strings.sun(language) + " " + sun(pass.sunAltitude, formatter: formatter) + " · "
          + strings.estimateNote(language),
      ])
  }

  /// `SSW → S, 10–30° up, T+2:40…T+8:50`; nothing above the horizon says so.
  static func look(_ pass: SkyPass, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    guard let (direction, band) = lookDirection(pass, language: language), let first = pass.shown.first,
      let last = pass.shown.last
    else { return SkyStrings.nothingToSee(language) }
    return direction + ", " + band + " " + SkyStrings.up(language) + ", T+" + clock(first.time) + "…T+"
      + clock(last.time)
  }

  /// Where the points worth looking at are: `SSW → S` (the first's point of the compass, then the
  /// last's) and how high (`10–30°`); `nil` when there are none.
  static func lookDirection(_ pass: SkyPass, language: Language) -> (direction: String, band: String)? {
    let shown = pass.shown
    guard let first = shown.first, let last = shown.last else { return nil }
    let (from, to) = (
      PlaceText.compassPoint(first.sighting.azimuth, language: language),
      PlaceText.compassPoint(last.sighting.azimuth, language: language)
    )
    let elevations = shown.map(\.sighting.elevation)
    return (
      from == to ? from : from + " → " + to, elevationBand(low: elevations.min() ?? 0, high: elevations.max() ?? 0)
    )
  }

  /// `0–10°`, `10–30°`: the elevations seen, widened to whole fives (how a person looks: low, a
  /// fist or two up), at least five wide.
  static func elevationBand(low: Double, high: Double) -> String {
    let from = max(0, Int(saturating: (low / 5).rounded(.down)) * 5)
    let to = max(from + 5, min(90, Int(saturating: (high / 5).rounded(.up)) * 5))
    return "\(from)–\(to)°"
  }

  /// `2:40` for 160 seconds.
  static func clock(_ seconds: Double) -> String {
    let whole = Int(saturating: seconds.rounded())
    return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
  }

  static func heading(_ heading: LaunchHeading, language: Language) -> String {
    let degrees = Int(saturating: heading.azimuth.rounded()) % 360
    let inclination = heading.inclination.map {
      " (" + NumberFormat.decimal($0, fractionDigits: 1, language: language) + "°)"
    }
    return "\(degrees)° \(PlaceText.compassPoint(heading.azimuth, language: language)), "
      + SkyStrings.assumed(language) + ": " + SkyStrings.assumption(heading)(language) + (inclination ?? "")
  }

  static func ascent(_ ascent: GenericAscent, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let kind = ascent.isAnchored ? SkyStrings.ownTimeline(language) : SkyStrings.genericAscent(language)
    return kind + " (MECO T+" + clock(ascent.meco) + ", SECO T+" + clock(ascent.seco) + ")"
  }

  static func sun(_ altitude: Double, formatter: DisplayFormatter) -> String {
    let sky = altitude <= SkyGeometry.darkSky ? SkyStrings.darkSky : SkyStrings.lightSky
    return signed(altitude, language: formatter.language) + "° " + SkyStrings.atLiftoff(formatter.language) + " ("
      + sky(formatter.language) + ")"
  }

  /// `−14.2`: a minus sign, not a hyphen, as a person writes it.
  static func signed(_ value: Double, language: Language) -> String {
    let text = NumberFormat.decimal(abs(value), fractionDigits: 1, language: language)
    return value < 0 && text != "0" ? "−" + text : text
  }

  /// One line per liftoff time, in columns: `17:30 NET  twilight plume  W → SSW  0–25°  −9.5°`
  /// (time, verdict, where to look, how high, your Sun).
  static func windowLines(_ report: SkyReport, formatter: DisplayFormatter) -> [String] {
    let language = formatter.language
    let strings = SkyStrings.self
    let header = [strings.liftoff, strings.shortVerdictTitle, strings.lookColumn, strings.elevation, strings.sunColumn]
      .map {
        $0(language)
      }
    let rows =
      [header]
      + report.passes.map { pass -> [String] in
        let time = DateText.timeOfDay(pass.liftoff, timeZone: formatter.timeZone)
        let look = lookDirection(pass, language: language).map { [$0.direction, $0.band] } ?? ["", ""]
        return [
          time + (pass.liftoff == report.launch.net ? " NET" : ""), SkyStrings.shortVerdict(pass.verdict)(language),
        ] + look + [signed(pass.sunAltitude, language: language) + "°"]
      }
    let widths = (0..<5).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, text in
        column == 4 ? DisplayWidth.padLeft(text, to: widths[column]) : DisplayWidth.pad(text, to: widths[column])
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }
}
