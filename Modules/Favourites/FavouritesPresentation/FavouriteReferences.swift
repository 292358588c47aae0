import Core
import LaunchesDomain

/// Launch references (id, flight number, exact name) resolved all at once against the catalog,
/// so an unknown one stops the whole change before anything is saved.
struct FavouriteReferences {
  struct Resolved: Sendable, Hashable {
    var id: String
    var name: String
  }

  let launches: [Resolved]

  /// - Throws: ``LaunchesError/notFound(reference:suggestions:)`` for the first unknown reference.
  init(_ references: [String], repository: any LaunchRepository) async throws {
    let catalog = try await repository.catalog(refresh: false).value
    var launches: [Resolved] = []
    for reference in references {
      let launch = try catalog.launch(reference)
      launches.append(Resolved(id: launch.id, name: launch.name))
    }
    self.launches = launches
  }

  var ids: [String] { launches.map(\.id) }

  /// The names of `ids`, in the order they were given.
  func names(of ids: [String]) -> [String] {
    launches.filter { ids.contains($0.id) }.map(\.name).reduce(into: []) { names, name in
      if !names.contains(name) { names.append(name) }
    }
  }
}
