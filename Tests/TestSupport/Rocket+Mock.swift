import Core
import Foundation
import RocketsDomain

/// Rockets with the API's own figures, for presenter tests.
extension Rocket {
  package static let mockFalcon9 = Rocket(
    id: "5e9d0d95eda69973a809d1ec", name: "Falcon 9", isActive: true,
    firstFlight: APIDate.parse("2010-06-04"), country: "United States", company: "SpaceX",
    costPerLaunch: 50_000_000, successRatePercent: 98, stages: 2, boosters: 0,
    height: Measured(metric: 70, imperial: 229.6), diameter: Measured(metric: 3.7, imperial: 12),
    mass: Measured(metric: 549_054, imperial: 1_207_920),
    payloadCapacities: [
      PayloadCapacity(orbit: "leo", name: "Low Earth Orbit", mass: Measured(metric: 22_800, imperial: 50_265)),
      PayloadCapacity(
        orbit: "gto", name: "Geosynchronous Transfer Orbit", mass: Measured(metric: 8_300, imperial: 18_300)),
    ],
    firstStage: Stage(
      engines: 9, fuelTonnes: 385, burnTimeSeconds: 162, isReusable: true,
      thrust: Thrust(kilonewtons: 7_607, poundsForce: 1_710_000)),
    secondStage: Stage(
      engines: 1, fuelTonnes: 90, burnTimeSeconds: 397, isReusable: false,
      thrust: Thrust(kilonewtons: 934, poundsForce: 210_000)),
    engines: Engines(type: "merlin", version: "1D+", propellants: ["liquid oxygen", "RP-1 kerosene"]),
    description: "Two-stage launcher whose first stage lands and flies again.",
    wikipedia: URL(string: "https://en.wikipedia.org/wiki/Falcon_9"))

  package static let mockFalcon1 = Rocket(
    id: "5e9d0d95eda69955f709d1eb", name: "Falcon 1", isActive: false,
    firstFlight: APIDate.parse("2006-03-24"), country: "Republic of the Marshall Islands", company: "SpaceX",
    costPerLaunch: 6_700_000, successRatePercent: 40, stages: 2, boosters: 0,
    height: Measured(metric: 22.25, imperial: 73), diameter: Measured(metric: 1.68, imperial: 5.5),
    mass: Measured(metric: 30_146, imperial: 66_460),
    payloadCapacities: [
      PayloadCapacity(orbit: "leo", name: "Low Earth Orbit", mass: Measured(metric: 450, imperial: 992))
    ],
    firstStage: Stage(
      engines: 1, fuelTonnes: 44.3, burnTimeSeconds: 169, isReusable: false,
      thrust: Thrust(kilonewtons: 420, poundsForce: 94_000)),
    secondStage: Stage(
      engines: 1, fuelTonnes: 3.38, burnTimeSeconds: 378, isReusable: false,
      thrust: Thrust(kilonewtons: 31, poundsForce: 7_000)),
    engines: Engines(type: "merlin", version: "1C", propellants: ["liquid oxygen", "RP-1 kerosene"]))

  /// A rocket with almost nothing known: every field falls back to "unknown".
  package static let mockSparse = Rocket(id: "sparse", name: "Prototype", isActive: false)

  package static let mockFalconHeavy = Rocket(
    id: "5e9d0d95eda69974db09d1ed", name: "Falcon Heavy", isActive: true,
    firstFlight: APIDate.parse("2018-02-06"), costPerLaunch: 90_000_000, successRatePercent: 100)
}
