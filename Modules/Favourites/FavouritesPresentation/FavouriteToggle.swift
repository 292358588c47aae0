import AppContainer
import Core
import FavouritesDomain
import JSONRPC
import LaunchesDomain

/// `*` on a launch screen of `spacex browse`: adds the launch to the favourites, or removes it.
enum FavouriteToggle {
  static func action(store: any FavouritesStore, launches: any LaunchRepository) -> ScreenAction {
    ScreenAction(screen: "launch", key: "*", title: FavouritesStrings.toggleKey) { params, language in
      let reference = try ReferenceParams.reference(in: params, "a launch id, flight number or name")
      let launch = try await FavouriteReferences([reference], repository: launches)
      let isFavourite = launch.ids.allSatisfy(store.ids().contains)
      let change = try await isFavourite ? store.remove(launch.ids) : store.add(launch.ids)
      let names = launch.names(of: change.changed)
      return (isFavourite ? FavouritesStrings.removed(names) : FavouritesStrings.added(names))(language)
    }
  }
}
