/// What is said of launches not flown, in one place for every feature that counts or follows
/// them: a launch past its date with no result recorded is never "to come".
extension Phrase {
  /// "23 with no result recorded": launches not flown by any record whose date has passed, counted
  /// beside those to come (never among them), wherever launches are counted by outcome.
  /// - Parameter count: the count, already formatted (`1,234`).
  package static func noResultRecorded(_ count: String) -> Phrase {
    Phrase(en: "\(count) with no result recorded", ru: "\(count) без записанного итога")
  }

  /// No launch in the data is still to come (of `rocket`, when one was named), and how to get
  /// data that knows one: the data may be the offline sample or an old copy, whose launches are
  /// all past their dates.
  package static func nothingToCome(rocket: String?) -> Phrase {
    let en =
      rocket.map { "No launch of \($0) still to come is known in this data" }
      ?? "No launch still to come is known in this data"
    let ru = rocket.map { "В этих данных нет предстоящих запусков \($0)" } ?? "В этих данных нет предстоящих запусков"
    return Phrase(
      en: en
        + ": it may be old or the offline sample. For fresh data, connect to the network and run `spacex next --refresh`.",
      ru: ru
        + ": они могут быть старыми или встроенным образцом. Для свежих данных подключитесь к сети и выполните `spacex next --refresh`."
    )
  }
}
