import AppContainer
import Core
import LaunchesDomain

extension Feature {
  /// A Presentation side that is one declared collection whose cards list launches (a ship's, a
  /// launchpad's): it needs the repository and the launches, and registers its declaration over
  /// both and the launch rows' marks as they are when asked (a favourite's ★), made in `register`
  /// (see the plain ``Feature/collection(_:_:over:_:)``).
  package static func collection<Declaration: CollectionDeclaration, Source>(
    _ name: String, _ declaration: Declaration.Type, over source: Source.Type,
    withLaunches register:
      @escaping @Sendable (
        inout AppContainer, Source, any LaunchRepository, _ marks: @escaping @Sendable () -> RowMarks
      ) throws -> Void
  ) -> Feature {
    Feature(
      name: name, needs: [ServiceKey(source), ServiceKey((any LaunchRepository).self)],
      offers: Offer.collection(plural: Declaration.plural, singular: Declaration.singular),
      reads: [.rowMarks(LaunchItem.markKind)]
    ) { container in
      let registry = try container.marks()
      let (items, launches) = (try container.resolve(source), try container.resolve((any LaunchRepository).self))
      try register(&container, items, launches) { registry.snapshot(LaunchItem.markKind) }
    }
  }
}
