import Core
import RocketsDomain

/// Builds the rocket card: every detail a person looks up, in the chosen units and language.
package enum RocketCardPresenter {
  package static func card(for rocket: Rocket, formatter: DisplayFormatter) -> Card {
    let language = formatter.language
    let strings = RocketsStrings.self
    var fields: [Card.Field] = []
    func add(_ key: String, _ label: Phrase, _ value: String?, level: Int = 0) {
      fields.append(.init(key: key, label: label(language), value: value ?? Phrase.unknown(language), level: level))
    }
    add("firstFlight", strings.firstFlight, rocket.firstFlight.map(formatter.day))
    if let record = rocket.launches, record.launches > 0 {
      add("lastFlight", Phrase.lastFlight, record.lastFlight.map(formatter.day))
      add("launches", strings.launches, strings.launchCount(record, formatter))
    }
    add("country", strings.country, rocket.country.map(TerminalText.sanitized))
    add("company", strings.company, rocket.company.map(TerminalText.sanitized))
    add("costPerLaunch", strings.costPerLaunch, rocket.costPerLaunch.map(formatter.money(dollars:)))
    add("successRate", strings.successRate, rocket.successRatePercent.map(formatter.percent))
    if let record = rocket.launches, record.launches > 0 {
      add("streak", strings.streak, formatter.integer(record.consecutiveSuccesses))
    }
    add("height", strings.height, formatter.length(rocket.height))
    add("diameter", strings.diameter, formatter.length(rocket.diameter))
    add("mass", strings.mass, formatter.mass(rocket.mass))
    add("payloadToLEO", strings.payloadToLEO, rocket.payloadToLEO.flatMap(formatter.mass))
    add("stages", strings.stages, rocket.stages.map(formatter.integer))
    add("firstStage", strings.firstStage, stage(rocket.firstStage, formatter), level: 1)
    add("secondStage", strings.secondStage, stage(rocket.secondStage, formatter), level: 1)
    add("engines", strings.engineModel, rocket.engines.flatMap { engines($0, language: language) })
    if let description = rocket.description.map(TerminalText.sanitized), !description.isEmpty {
      add("description", strings.about, description)
    }
    return Card(
      title: TerminalText.sanitized(rocket.name),
      subtitle: strings.status(rocket, formatter),
      fields: fields)
  }

  /// "9 engines · 385 t fuel · burn 162 s · thrust 7,607 kN".
  static func stage(_ stage: Stage, _ formatter: DisplayFormatter) -> String? {
    let language = formatter.language
    var parts: [String] = []
    if let engines = stage.engines { parts.append(RocketsStrings.engines(engines, language)) }
    if let tonnes = stage.fuelTonnes {
      let fuel = formatter.mass(Measured(metric: tonnes * 1000, imperial: nil)) ?? ""
      parts.append("\(fuel) \(RocketsStrings.fuel(language))")
    }
    if let seconds = stage.burnTimeSeconds {
      parts.append("\(RocketsStrings.burn(language)) \(formatter.seconds(seconds))")
    }
    if let thrust = stage.thrust,
      let force = formatter.force(kilonewtons: thrust.kilonewtons, poundsForce: thrust.poundsForce)
    {
      parts.append("\(RocketsStrings.thrust(language)) \(force)")
    }
    if stage.isReusable == true { parts.append(RocketsStrings.reusable(language)) }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// "Merlin 1D+ (liquid oxygen, RP-1 kerosene)": the engine's name as a name, the propellants
  /// in the reader's language.
  static func engines(_ engines: Engines, language: Language = .en) -> String? {
    let model = [engines.type.map(\.capitalizedFirst), engines.version].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: " ")
    let propellants = engines.propellants.map { propellant($0, language) }.joined(separator: ", ")
    let text = propellants.isEmpty ? model : "\(model) (\(propellants))"
    return text.isEmpty ? nil : TerminalText.sanitized(text)
  }

  private static func propellant(_ raw: String, _ language: Language) -> String {
    guard language == .ru else { return raw }
    let russian = [
      "liquid oxygen": "жидкий кислород", "rp-1 kerosene": "керосин RP-1", "liquid methane": "жидкий метан",
      "liquid hydrogen": "жидкий водород",
    ]
    return russian[raw.lowercased()] ?? raw
  }
}
