import Core

extension Feature {
  /// A Data side that is one service made from another (a fleet repository from the launches):
  /// it needs `input`, provides `service`, and registers what `make` builds of the two.
  package static func service<Service: Sendable, Input>(
    _ name: String, _ service: Service.Type, from input: Input.Type,
    _ make: @escaping @Sendable (Input, CoreServices) -> Service
  ) -> Feature {
    Feature(name: name, provides: [ServiceKey(service)], needs: [ServiceKey(input)]) { container in
      try container.services.register(service, make(try container.resolve(input), container.core))
    }
  }
}
