import Core

/// What can go wrong with the favourites themselves (an unknown launch is the Launches error).
package enum FavouritesError: Error, Sendable, Hashable {
  /// The favourites file could not be written; nothing changed.
  case unwritable(String)
}

extension FavouritesError: UserFacingError {
  package var kind: FailureKind { .unavailable }

  package func message(in language: Language) -> String {
    switch self {
    case .unwritable(let reason):
      Phrase(
        en: "The favourites could not be saved: \(reason)", ru: "Не удалось сохранить избранное: \(reason)")(language)
    }
  }
}
