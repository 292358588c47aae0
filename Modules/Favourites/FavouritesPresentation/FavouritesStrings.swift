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
  static let empty = Phrase(
    en: "No favourites yet. Add one with: spacex favourite add REF (a launch id, flight number or name)",
    ru: "В избранном пока пусто. Добавьте запуск: spacex favourite add REF (идентификатор, номер полёта или название)")
  static let toggleKey = Phrase(en: "favourite", ru: "избранное")

  static func added(_ names: [String]) -> Phrase {
    let list = names.joined(separator: ", ")
    return Phrase(en: "Added to favourites: \(list).", ru: "Добавлено в избранное: \(list).")
  }

  static func alreadyThere(_ names: [String]) -> Phrase {
    let list = names.joined(separator: ", ")
    return Phrase(en: "Already a favourite: \(list).", ru: "Уже в избранном: \(list).")
  }

  static func removed(_ names: [String]) -> Phrase {
    let list = names.joined(separator: ", ")
    return Phrase(en: "Removed from favourites: \(list).", ru: "Убрано из избранного: \(list).")
  }

  static func notThere(_ names: [String]) -> Phrase {
    let list = names.joined(separator: ", ")
    return Phrase(en: "Not a favourite: \(list).", ru: "Не было в избранном: \(list).")
  }

  static func count(_ count: Int, _ language: Language) -> String {
    switch language {
    case .en: count == 1 ? "1 favourite in all." : "\(count) favourites in all."
    case .ru: "Всего в избранном: \(count)."
    }
  }
}
