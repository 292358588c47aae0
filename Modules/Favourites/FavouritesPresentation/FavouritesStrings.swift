import Core

/// What the favourites say, in both languages.
enum FavouritesStrings {
  static let title = Phrase(en: "Favourites", ru: "Избранное")
  static let listAbstract = Phrase(
    en: "List your favourite launches (launches' flags work)", ru: "Избранные запуски (флаги как у launches)")
  static let listExample = Phrase(
    en: "Example: spacex favourites --status upcoming", ru: "Пример: spacex favourites --status upcoming")
  static let changeAbstract = Phrase(
    en: "Add launches to your favourites, or remove them", ru: "Добавить запуски в избранное или убрать их")
  /// For any client: an editor marks a launch with its own key.
  static let empty = Phrase(
    en: "No favourites yet: mark a launch as a favourite and it is listed here.",
    ru: "В избранном пока пусто: отметьте запуск как избранный, и он появится здесь.")
  /// In the terminal, after ``empty``.
  static let emptyHint = Phrase(
    en: "Add one with: spacex favourite add REF (a launch id, flight number or name)",
    ru: "Добавьте запуск: spacex favourite add REF (идентификатор, номер полёта или название)")
  static let toggleKey = Phrase(en: "favourite", ru: "избранное")

  static func added(_ names: [String]) -> Phrase {
    listed(names, en: "Added to favourites", ru: "Добавлено в избранное")
  }

  static func alreadyThere(_ names: [String]) -> Phrase {
    listed(names, en: "Already a favourite", ru: "Уже в избранном")
  }

  static func removed(_ names: [String]) -> Phrase {
    listed(names, en: "Removed from favourites", ru: "Убрано из избранного")
  }

  static func notThere(_ names: [String]) -> Phrase {
    listed(names, en: "Not a favourite", ru: "Не было в избранном")
  }

  /// "Added to favourites: CRS-7, Crew-5."
  private static func listed(_ names: [String], en: String, ru: String) -> Phrase {
    let list = names.joined(separator: ", ")
    return Phrase(en: "\(en): \(list).", ru: "\(ru): \(list).")
  }

  static func count(_ count: Int, _ language: Language) -> String {
    switch language {
    case .en: count == 1 ? "1 favourite in all." : "\(count) favourites in all."
    case .ru: "Всего в избранном: \(count)."
    }
  }
}
