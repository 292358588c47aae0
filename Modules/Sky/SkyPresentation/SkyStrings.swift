import Core
import SkyDomain

/// Every word the sky report says, in both languages.
enum SkyStrings {
  static let title = Phrase(en: "from your place", ru: "с вашего места")
  static let homeTitle = Phrase(en: "Sky from your place", ru: "Небо с вашего места")
  static let fromYourPlace = Phrase(en: "From your place", ru: "С вашего места")
  static let plumeNowLikely = Phrase(
    en: "a twilight plume is now likely from your place (spacex sky)",
    ru: "теперь с вашего места вероятен сумеречный шлейф (spacex sky)")
  static let estimateNote = Phrase(
    en: "an estimate (the whole window: spacex sky)", ru: "это оценка (всё окно: spacex sky)")
  static let verdict = Phrase(en: "Verdict", ru: "Вердикт")
  static let net = Phrase(en: "NET", ru: "NET (не ранее)")
  static let flew = Phrase(en: "Flew", ru: "Старт состоялся")
  static let look = Phrase(en: "Look", ru: "Куда смотреть")
  static let pad = Phrase(en: "Pad", ru: "Площадка")
  static let heading = Phrase(en: "Heading", ru: "Курс")
  static let ascent = Phrase(en: "Ascent", ru: "Выведение")
  static let sun = Phrase(en: "Your Sun", ru: "Ваше Солнце")
  static let place = Phrase(en: "Place", ru: "Место")
  static let window = Phrase(en: "Across the window", ru: "По окну запуска")
  static let hour = Phrase(en: "Across the hour around the NET", ru: "В пределах часа вокруг NET")
  static let windowAndHour = Phrase(
    en: "Across the window and the hour around the NET", ru: "По окну запуска и часу вокруг NET")
  static let toTheHour = Phrase(en: "known to the hour", ru: "время известно с точностью до часа")
  static let nothingToSee = Phrase(en: "nothing above your horizon", ru: "ничего над вашим горизонтом")
  static let estimateTitle = Phrase(en: "Estimate", ru: "Оценка")
  static let estimate = Phrase(
    en: "From a generic ascent and a table of headings; weather and obstacles are not modelled.",
    ru: "По типовому выведению и таблице курсов; погода и препятствия не учтены.")
  static let verdictChangesAcrossTheHour = Phrase(
    en: "The verdict changes across the hour: when it lifts off changes what you see.",
    ru: "Вердикт меняется в пределах часа: от времени старта зависит то, что вы увидите.")
  static let verdictChanges = Phrase(
    en: "The verdict changes across the window: a slip can change what you see.",
    ru: "Вердикт меняется в пределах окна: перенос может изменить то, что вы увидите.")

  static func verdict(_ verdict: SkyVerdict) -> Phrase {
    switch verdict {
    case .twilightPlume: Phrase(en: "Twilight plume likely", ru: "Вероятен сумеречный шлейф")
    case .nightFlame: Phrase(en: "Night flame", ru: "Ночной факел")
    case .daylight: Phrase(en: "Daylight: little to see beyond ~100 km", ru: "День: дальше ~100 км почти не видно")
    case .belowHorizon: Phrase(en: "Below your horizon", ru: "Ниже вашего горизонта")
    }
  }

  static let liftoff = Phrase(en: "Liftoff", ru: "Старт")
  static let shortVerdictTitle = Phrase(en: "Verdict", ru: "Вердикт")
  static let sunColumn = Phrase(en: "Sun", ru: "Солнце")
  static let lookColumn = Phrase(en: "Look", ru: "Куда")
  static let elevation = Phrase(en: "Up", ru: "Высота")

  /// The verdict in a word or two, for a line of the window.
  static func shortVerdict(_ verdict: SkyVerdict) -> Phrase {
    switch verdict {
    case .twilightPlume: Phrase(en: "twilight plume", ru: "сумеречный шлейф")
    case .nightFlame: Phrase(en: "night flame", ru: "ночной факел")
    case .daylight: Phrase(en: "daylight", ru: "день")
    case .belowHorizon: Phrase(en: "below horizon", ru: "за горизонтом")
    }
  }

  /// Why there is no verdict.
  static func refusal(_ refusal: SkyReport.Refusal) -> Phrase {
    switch refusal {
    case .netNotTimed(let precision):
      let known = knownTo(precision)
      return Phrase(
        en: "No verdict: the NET is known only \(known.en); what the sky shows depends on the hour.",
        ru: "Вердикта нет: дата известна лишь \(known.ru), а небо зависит от часа.")
    case .padUnknown:
      return Phrase(
        en: "No verdict: where the launch lifts off from is not known.",
        ru: "Вердикта нет: неизвестно, откуда стартует запуск.")
    }
  }

  private static func knownTo(_ precision: DatePrecision) -> (en: String, ru: String) {
    switch precision {
    case .day, .hour: ("to the day", "с точностью до дня")
    case .month: ("to the month", "с точностью до месяца")
    case .quarter: ("to the quarter", "с точностью до квартала")
    case .half: ("to the half-year", "с точностью до полугодия")
    case .year: ("to the year", "с точностью до года")
    }
  }

  static func assumption(_ heading: LaunchHeading) -> Phrase {
    switch heading.assumption {
    case .spaceStation: Phrase(en: "to the space station", ru: "к космической станции")
    case .polar: Phrase(en: "polar or sun-synchronous orbit", ru: "полярная или солнечно-синхронная орбита")
    case .geostationary: Phrase(en: "geostationary transfer: due east", ru: "геопереходная орбита: на восток")
    case .starlinkShell(let group):
      Phrase(en: "Starlink group \(group)'s shell", ru: "оболочка группы Starlink \(group)")
    case .starlinkUsualShell:
      Phrase(en: "the pad's usual Starlink shell", ru: "обычная оболочка Starlink с этой площадки")
    case .orbitUnknown:
      Phrase(en: "orbit unknown: the pad's usual way", ru: "орбита неизвестна: обычный курс с площадки")
    }
  }

  static let assumed = Phrase(en: "assumed", ru: "допущение")
  static let genericAscent = Phrase(en: "generic Falcon 9", ru: "типовое Falcon 9")
  static let ownTimeline = Phrase(en: "generic, timed to its own timeline", ru: "типовое, по его собственному графику")
  static let up = Phrase(en: "up", ru: "над горизонтом")
  static let darkSky = Phrase(en: "dark sky", ru: "тёмное небо")
  static let lightSky = Phrase(en: "light sky", ru: "светлое небо")
  static let atLiftoff = Phrase(en: "at liftoff", ru: "в момент старта")
  static let away = Phrase(en: "away, to the", ru: "от вас, на")

  /// A distance along the ground, whole kilometres or miles as the length setting says (miles
  /// spelt out in Russian, agreeing with the number: 1 миля, 2 мили, 5 миль).
  static func distance(_ metres: Double, formatter: DisplayFormatter) -> String {
    let language = formatter.language
    guard metres.isFinite else { return "?" }
    switch formatter.settings.length {
    case .m:
      return NumberFormat.integer(Int(saturating: (metres / 1000).rounded()), language: language) + " "
        + kilometres(language)
    case .ft: return miles(Int(saturating: (metres / 1609.344).rounded()), language)
    }
  }

  static let kilometres = Phrase(en: "km", ru: "км")
  static let miles = PluralPhrase(
    en: PluralForms(one: "mi", other: "mi"), ru: PluralForms(one: "миля", few: "мили", many: "миль"))
}
