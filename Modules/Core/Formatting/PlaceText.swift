/// A place and directions as people read them.
package enum PlaceText {
  /// `28.61° N, 80.69° W`; `28,61° с. ш., 80,69° з. д.` in Russian: two decimals, about a
  /// kilometre, which is what a place to watch a launch from needs.
  package static func coordinates(_ place: Place, language: Language) -> String {
    func part(_ value: Double, _ positive: Phrase, _ negative: Phrase) -> String {
      NumberFormat.decimal(abs(value), fractionDigits: 2, language: language) + "° "
        + (value < 0 ? negative : positive)(language)
    }
    return part(place.latitude, Phrase(en: "N", ru: "с. ш."), Phrase(en: "S", ru: "ю. ш.")) + ", "
      + part(place.longitude, Phrase(en: "E", ru: "в. д."), Phrase(en: "W", ru: "з. д."))
  }

  /// The sixteen points of the compass for an azimuth in degrees from north: `NE`, `SSW`; in
  /// Russian `СВ`, `ЮЮЗ`.
  package static func compassPoint(_ azimuth: Double, language: Language) -> String {
    let en = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
    let ru = ["С", "ССВ", "СВ", "ВСВ", "В", "ВЮВ", "ЮВ", "ЮЮВ", "Ю", "ЮЮЗ", "ЮЗ", "ЗЮЗ", "З", "ЗСЗ", "СЗ", "ССЗ"]
    guard azimuth.isFinite else { return "?" }
    let normalized = (azimuth.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    let index = Int((normalized / 22.5).rounded()) % 16
    return (language == .en ? en : ru)[index]
  }
}
