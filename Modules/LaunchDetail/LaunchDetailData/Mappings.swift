import Core
import LaunchDetailDomain

extension Payload {
  init(_ dto: PayloadDTO) {
    self.init(
      id: dto.id, name: dto.name ?? dto.id, type: dto.type,
      mass: Measured(metric: dto.massKg?.value, imperial: dto.massLbs?.value),
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
