import AppContainer
import FavouritesDomain

extension Feature {
  /// Registers the favourites store: the file in the config directory, or memory when this run
  /// may save nothing.
  package static let favouritesData = Feature(
    name: "favourites.data", provides: [ServiceKey((any FavouritesStore).self)]
  ) { container in
    let store: any FavouritesStore =
      container.core.configDirectory.map { FileFavouritesStore(directory: $0) } ?? InMemoryFavouritesStore()
    try container.services.register((any FavouritesStore).self, store)
  }
}
