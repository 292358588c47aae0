import Core
import Foundation
import RocketsDomain

extension RocketDTO {
  /// The domain rocket. Text from the API is kept as is; frontends sanitise it for display.
  var domain: Rocket {
    Rocket(
      id: id,
      name: name,
      isActive: active ?? false,
      firstFlight: firstFlight,
      country: country,
      company: company,
      costPerLaunch: costPerLaunch,
      successRatePercent: successRatePct?.value,
      stages: stages,
      boosters: boosters,
      height: Measured(metric: height?.meters?.value, imperial: height?.feet?.value),
      diameter: Measured(metric: diameter?.meters?.value, imperial: diameter?.feet?.value),
      mass: Measured(metric: mass?.kg?.value, imperial: mass?.lb?.value),
      payloadCapacities: (payloadWeights ?? []).map {
        PayloadCapacity(
          orbit: $0.id, name: $0.name ?? $0.id, mass: Measured(metric: $0.kg?.value, imperial: $0.lb?.value))
      },
      firstStage: firstStage?.domain(upper: false) ?? RocketsDomain.Stage(),
      secondStage: secondStage?.domain(upper: true) ?? RocketsDomain.Stage(),
      engines: engines.map {
        RocketsDomain.Engines(
          type: $0.type, version: $0.version, propellants: [$0.propellant1, $0.propellant2].compactMap { $0 })
      },
      description: description,
      wikipedia: wikipedia.flatMap(URL.init(string:)),
      photos: (flickrImages ?? []).compactMap(URL.init(string:))
    )
  }
}

extension RocketDTO.Stage {
  /// First stages are quoted at sea level, upper stages in vacuum (they only fire there).
  func domain(upper: Bool) -> RocketsDomain.Stage {
    let force = upper ? (thrust ?? thrustVacuum) : (thrustSeaLevel ?? thrust)
    return RocketsDomain.Stage(
      engines: engines,
      fuelTonnes: fuelAmountTons?.value,
      burnTimeSeconds: burnTimeSec?.value,
      isReusable: reusable,
      thrust: force.map { Thrust(kilonewtons: $0.kN?.value, poundsForce: $0.lbf?.value) }
    )
  }
}
