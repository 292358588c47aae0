import AppContainer
import Core
import LaunchesDomain

extension Feature {
  /// A Presentation side that is one declared collection whose cards list launches (a ship's, a
  /// launchpad's): it needs the repository and the launches, and declares over both and the launch
  /// rows' marks as they are when asked (a favourite's ★).
  package static func collection<Source, Value, Row, Item, Member>(
    _ name: String, over source: Source.Type,
    withLaunches declare:
      @escaping @Sendable (
        Source, any LaunchRepository, _ marks: @escaping @Sendable () -> RowMarks
      ) -> CollectionDeclaration<Value, Row, Item, LaunchSummary, LaunchItem, Member>
  ) -> Feature {
    Feature(name: name, needs: [ServiceKey(source), ServiceKey((any LaunchRepository).self)]) { container in
      let registry = container.marks
      try container.register(
        declare(
          try container.resolve(source), try container.resolve((any LaunchRepository).self),
          { registry.snapshot(LaunchItem.markKind) }))
    }
  }
}
