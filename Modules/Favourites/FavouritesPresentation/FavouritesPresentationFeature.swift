import AppContainer
import Core
import FavouritesDomain
import JSONRPC
import LaunchesDomain
import LaunchesPresentation

extension ScreenName {
  static let favourites = ScreenName("favourites")
}

extension MethodName {
  static let favouritesList = MethodName("favourites.list")
}

extension Feature {
  /// Favourite launches: the list (command, method, screen on the home screen) built with the
  /// launch list's own, the add/remove command and methods, a ★ on favourite launches wherever
  /// they are listed, and `*` on a launch screen in `spacex browse` to toggle it.
  package static let favouritesPresentation = Feature(
    name: "favourites.presentation",
    needs: [ServiceKey((any FavouritesStore).self), ServiceKey((any LaunchRepository).self)],
    offers: [
      .command("favourites"), .command("favourite"), .method(.favouritesList), .method(FavouritesChangeMethod.add),
      .method(FavouritesChangeMethod.remove), .method(FavouriteToggle.method), .screen(.favourites),
    ],
    adds: [.rowMarks(LaunchItem.markKind), .screenKeys(.launch)],
    reads: [.rowMarks(LaunchItem.markKind)]
  ) { container in
    let store = try container.resolve((any FavouritesStore).self)
    let scope = LaunchScope(
      topic: FavouritesChangeMethod.topic, ids: { Set(store.ids()) }, emptyMessage: FavouritesStrings.empty,
      emptyHint: FavouritesStrings.emptyHint)

    try container.commands.register(
      LaunchListing.command(
        .favourites, abstract: FavouritesStrings.listAbstract, example: FavouritesStrings.listExample,
        method: .favouritesList, scope: scope))
    let launches = try container.resolve((any LaunchRepository).self)
    try container.commands.register(FavouriteCommand.command(store: store, launches: launches))
    container.completions.register(.word(command: "favourite", after: []), fixed: ["add", "remove"])

    try LaunchListing.registerMethod(
      .favouritesList, summary: "One page of the favourite launches, with launches.list's params and envelope.",
      scope: scope, in: &container)
    for method in [FavouritesChangeMethod.add, FavouritesChangeMethod.remove] {
      try container.methods.register(
        FavouritesChangeMethod(name: method, store: store, launches: launches, views: container.views))
    }
    try container.methods.register(FavouriteToggle(store: store, launches: launches, views: container.views))
    try container.methods.registerNotification(
      FavouritesChangeMethod.notification,
      summary: "The favourites changed (by favourites.add or .remove); params: {ids}, the favourites now.",
      params: FavouritesChangeMethod.Result.self)

    try container.screens.register(
      try LaunchListing.screen(
        name: .favourites, home: HomeEntry(title: FavouritesStrings.title, order: 40), scope: scope, in: container))
    try container.addMarks(
      RowMarks.Source(key: "favourite", badge: "★", ids: { Set(store.ids()) }), on: LaunchItem.markKind)
    try container.addKey(
      FavouriteToggle.action(store: store, launches: launches))
  }
}
