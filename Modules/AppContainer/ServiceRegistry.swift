/// Services by the protocol they implement, e.g. `(any RocketRepository).self`.
package struct ServiceRegistry: Sendable {
  private var services: [ObjectIdentifier: any Sendable] = [:]
  private var names: [ObjectIdentifier: String] = [:]

  package init() {}

  package mutating func register<Service: Sendable>(_ type: Service.Type, _ service: Service) throws(RegistrationError)
  {
    let key = ObjectIdentifier(type)
    guard services[key] == nil else { throw .duplicate(kind: "service", name: "\(type)") }
    services[key] = service
    names[key] = "\(type)"
  }

  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    guard let service = services[ObjectIdentifier(type)] as? Service else { throw .missing("\(type)") }
    return service
  }
}
