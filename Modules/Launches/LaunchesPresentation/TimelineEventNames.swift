import Core
import LaunchesDomain

/// Our names of Launch Library 2's timeline event types, by its type id, in both languages: the
/// events of a Falcon or Starship flight. A type not here is called by LL2's own short name
/// (in English, whatever the language: it is the only name we have).
package enum TimelineEventNames {
  package static func name(of event: TimelineEvent) -> Phrase? {
    if let id = event.typeID, let name = names[id] { return name }
    return event.abbrev.map { Phrase(en: $0, ru: $0) }
  }

  /// Launch Library 2's own short names of the types we name (as its records give them), for
  /// `spacex watch --on MECO`: a name a script can match without the `timeline:` prefix.
  package static let launchLibraryNames: Set<String> = [
    "GO for Prop Load", "Prop Load", "Stage 1 LOX Load", "Stage 2 LOX Load", "Engine Chill", "Startup", "Tank Press",
    "GO for Launch", "Ignition", "Liftoff", "Max-Q", "MECO", "Stage 2 Separation", "SES-1", "Fairing Separation",
    "Entry Burn Startup", "Entry Burn Shutdown", "Stage 1 Landing Burn", "Stage 1 Landing", "SECO-1", "SES-2",
    "SECO-2", "Starlink Deployment", "Payload Separation", "Booster Boostback Burn Startup",
    "Booster Boostback Burn Shutdown",
  ]

  private static let names: [Int: Phrase] = [
    1: Phrase(en: "GO for propellant load", ru: "Разрешение на заправку"),
    2: Phrase(en: "Propellant load", ru: "Заправка"),
    3: Phrase(en: "Stage 1 LOX load", ru: "Заправка 1-й ступени кислородом"),
    4: Phrase(en: "Stage 2 LOX load", ru: "Заправка 2-й ступени кислородом"),
    5: Phrase(en: "Engine chill", ru: "Захолаживание двигателей"),
    6: Phrase(en: "Startup", ru: "Автоматическая предстартовая последовательность"),
    7: Phrase(en: "Tank pressurization", ru: "Наддув баков"),
    8: Phrase(en: "GO for launch", ru: "Разрешение на пуск"),
    9: Phrase(en: "Ignition", ru: "Зажигание"),
    10: Phrase(en: "Liftoff", ru: "Старт"),
    11: Phrase(en: "Max-Q", ru: "Макс. скоростной напор"),
    12: Phrase(en: "Main engine cutoff (MECO)", ru: "Выключение двигателей 1-й ступени"),
    13: Phrase(en: "Stage separation", ru: "Разделение ступеней"),
    14: Phrase(en: "Second engine start (SES-1)", ru: "Запуск двигателя 2-й ступени"),
    15: Phrase(en: "Fairing separation", ru: "Сброс головного обтекателя"),
    16: Phrase(en: "Entry burn starts", ru: "Начало входного импульса"),
    17: Phrase(en: "Entry burn ends", ru: "Конец входного импульса"),
    18: Phrase(en: "Landing burn", ru: "Посадочный импульс"),
    19: Phrase(en: "Stage 1 landing", ru: "Посадка 1-й ступени"),
    20: Phrase(en: "Second engine cutoff (SECO-1)", ru: "Выключение двигателя 2-й ступени"),
    21: Phrase(en: "Second engine restart (SES-2)", ru: "Повторный запуск двигателя 2-й ступени"),
    22: Phrase(en: "Second engine cutoff (SECO-2)", ru: "Повторное выключение двигателя 2-й ступени"),
    23: Phrase(en: "Starlink deployment", ru: "Отделение спутников Starlink"),
    35: Phrase(en: "Payload separation", ru: "Отделение полезной нагрузки"),
    39: Phrase(en: "Boostback burn starts", ru: "Начало импульса возврата"),
    40: Phrase(en: "Boostback burn ends", ru: "Конец импульса возврата"),
  ]
}
