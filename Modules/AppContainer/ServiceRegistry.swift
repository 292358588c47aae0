/// Services by the protocol they implement, e.g. `(any RocketRepository).self`.
package struct ServiceRegistry: Sendable {
  /// Each service in a box of its exact registered type. Resolving then casts to a concrete class,
  /// a pointer comparison; casting the bare value to `any RocketRepository` would make the runtime
  /// search every conformance record in the binary on first use, some 240,000 instructions per
  /// service at every start-up (`spacex-benchmarks startup`).
  private var services: [ServiceKey: any Sendable] = [:]

  /// Unchecked only because `resolve` names the type without `Sendable`: boxes are made by
  /// `register`, which takes Sendable services only.
  private final class Box<Service>: @unchecked Sendable {
    let service: Service
    init(_ service: Service) { self.service = service }
  }

  package init() {}

  package mutating func register<Service: Sendable>(_ type: Service.Type, _ service: Service) throws(RegistrationError)
  {
    let key = ServiceKey(type)
    guard services[key] == nil else { throw .duplicate(kind: "service", name: key.description) }
    services[key] = Box(service)
  }

  package func resolve<Service>(_ type: Service.Type) throws(RegistrationError) -> Service {
    guard let box = services[ServiceKey(type)] as? Box<Service> else { throw .missing("\(type)") }
    return box.service
  }

  /// Whether some feature registered the service.
  package func has(_ key: ServiceKey) -> Bool { services[key] != nil }
  /// The services registered so far.
  var keys: Set<ServiceKey> { Set(services.keys) }
}
