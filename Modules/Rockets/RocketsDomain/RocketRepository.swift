import Core

/// Where rockets come from. The live implementation is in RocketsData; tests use doubles.
package protocol RocketRepository: Sendable {
  /// Every rocket, in the API's order.
  /// - Parameter refresh: skip a fresh cached copy and ask the API.
  /// - Throws: ``RocketsError/unavailable(_:)`` when no source can answer.
  func rockets(refresh: Bool) async throws(RocketsError) -> Sourced<[Rocket]>
}

extension RocketRepository {
  /// The rocket `reference` names: an id, or a name typed loosely (`falcon9`, `Falcon 9`,
  /// `falcon-9`) or short (`f9`, `fh`), or a word or part of one that only one rocket has
  /// (`heavy`); see ``ReferenceLookup``.
  /// - Throws: ``CollectionError/notFound(reference:suggestions:)`` with close names, or
  ///   ``CollectionError/ambiguous(reference:candidates:)``.
  package func rocket(_ reference: String, refresh: Bool) async throws(RocketsError) -> Sourced<Rocket> {
    try await rockets(refresh: refresh).resolving(reference, id: \.id, names: Rocket.names, wording: RocketWording.self)
  }
}

extension Rocket {
  /// Every name it answers to: its name, then its initials (`f9`, `fh`).
  package static func names(_ rocket: Rocket) -> [String] {
    [rocket.name] + [LooseName.initialism(rocket.name)].compactMap { $0 }
  }
}
