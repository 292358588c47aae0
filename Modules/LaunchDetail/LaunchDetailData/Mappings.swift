import Core
import LaunchDetailDomain
import LaunchesDomain

extension Mission {
  init(_ launch: Launch) {
    self.init(
      id: launch.id, name: launch.name, flightNumber: launch.flightNumber, date: launch.date,
      datePrecision: launch.datePrecision, isUpcoming: launch.isUpcoming, success: launch.success,
      isPartialFailure: launch.isPartialFailure, providers: launch.providers,
      failures: launch.failures.map { Failure(time: $0.time, altitude: $0.altitude, reason: $0.reason) },
      details: launch.details,
      links: Links(
        webcast: launch.links.webcast, article: launch.links.article, wikipedia: launch.links.wikipedia,
        pressKit: launch.links.pressKit, patch: launch.links.patch, patchSmall: launch.links.patchSmall,
        reddit: launch.links.reddit, flickr: launch.links.flickr, image: launch.links.image))
  }
}

extension Payload {
  init(_ dto: PayloadDTO) {
    self.init(
      id: dto.id, name: dto.name ?? dto.id, type: dto.type, mass: Measured(metric: dto.massKg, imperial: dto.massLbs),
      orbit: dto.orbit, customers: dto.customers ?? [], nationalities: dto.nationalities ?? [],
      manufacturers: dto.manufacturers ?? [])
  }
}

extension CrewMember {
  init(_ dto: CrewDTO, role: String?) {
    self.init(id: dto.id, name: dto.name ?? dto.id, agency: dto.agency, role: role)
  }
}

extension Capsule {
  init(_ dto: CapsuleDTO) {
    self.init(id: dto.id, serial: dto.serial ?? dto.id, status: dto.status, reuseCount: dto.reuseCount)
  }
}

extension Ship {
  init(_ dto: ShipDTO) {
    self.init(id: dto.id, name: dto.name ?? dto.id, roles: dto.roles ?? [], homePort: dto.homePort)
  }
}
