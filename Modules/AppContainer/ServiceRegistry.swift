/// Services by the protocol they implement, e.g. `(any RocketRepository).self`.
package struct ServiceRegistry: Sendable {
  private var services: [ServiceKey: any Sendable] = [:]

  package init() {}

  package mutating func register<Service: Sendable>(_ type: Service.Type, _ service: Service) throws(RegistrationError)
  {
    let key = ServiceKey(type)
    guard services[key] == nil else { throw .duplicate(kind: "service", name: key.description) }
    services[key] = service
  }

  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    guard let service = services[ServiceKey(type)] as? Service else { throw .missing("\(type)") }
    return service
  }

  /// Whether some feature registered the service.
  package func has(_ key: ServiceKey) -> Bool { services[key] != nil }
}
