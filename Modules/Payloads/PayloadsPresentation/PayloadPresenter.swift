import AppContainer
import Core
import Foundation
import PayloadsDomain

/// One line of the payload list, display strings only: the customer and the mass give way first,
/// then the type, before a name is cut.
enum PayloadCells: RowDeclaration {
  static let cells: [RowCell<Payload>] = [
    .hidden("id") { payload, _ in payload.id },
    RowCell(PayloadPresenter.payload, "name", fit: .middle) { payload, _ in TerminalText.sanitized(payload.name) },
    RowCell(Phrase(en: "Type", ru: "Тип"), "type", fit: .drop) { payload, formatter in
      PayloadPresenter.text(payload.type.map { APIVocabulary.payloadType($0, formatter.language) })
    },
    RowCell(Phrase(en: "Orbit", ru: "Орбита"), "orbit") { payload, formatter in
      PayloadPresenter.text(payload.orbit.map { APIVocabulary.orbit($0, formatter.language) })
    },
    RowCell(Phrase(en: "Customer", ru: "Заказчик"), "customer", fit: .drop) { payload, _ in
      PayloadPresenter.text(payload.customers.first)
    },
    RowCell(Phrase(en: "Mass", ru: "Масса"), "mass", .right, fit: .drop) { payload, formatter in
      formatter.mass(payload.mass) ?? "—"
    },
    RowCell(Phrase(en: "Launch", ru: "Запуск"), "launchDate", fit: .keep) { payload, _ in
      payload.launch.map { DateText.sortable($0.date, precision: .day, timeZone: DateText.utc) } ?? "—"
    },
  ]
}

/// A payload as `spacex-rpc` sends it: the API's values, raw (`massKg`, `perigeeKm`), with the
/// launch it flew on and a Dragon's part.
typealias PayloadItem = DeclaredItem<PayloadMembers>

enum PayloadMembers: ItemDeclaration {
  static let members: [ItemMember<Payload>] = [
    .value("id") { $0.id }, .value("name") { $0.name }, .optional("type") { $0.type },
    .optional("orbit") { $0.orbit }, .value("customers") { $0.customers },
    .value("manufacturers") { $0.manufacturers }, .optional("massKg") { $0.mass.metric },
    .optional("reused") { $0.reused }, .optional("perigeeKm") { $0.perigeeKm }, .optional("apogeeKm") { $0.apogeeKm },
    .optional("inclinationDeg") { $0.inclination }, .optional("launchId") { $0.launch?.launchID },
    .optional("launchName") { $0.launch?.launchName },
    .optional("dateUtc") { $0.launch.map { APIDate.format($0.date) } },
    .optional("capsule", description: "A Dragon's capsule serial.") { $0.dragon?.capsule },
    .optional("flightSeconds") { $0.dragon?.flightSeconds },
    .optional("waterLanding") { $0.dragon?.waterLanding }, .optional("landLanding") { $0.dragon?.landLanding },
    .display(PayloadCells.self),
  ]
}

/// Builds a payload's card, in both languages and the reader's units.
enum PayloadPresenter {
  static let payload = Phrase(en: "Payload", ru: "Полезная нагрузка")
  static let launch = Phrase(en: "Launch", ru: "Запуск")
  private static let km = Phrase(en: "km", ru: "км")
  private static let miles = PluralPhrase(
    en: PluralForms(one: "mi", other: "mi"), ru: PluralForms(one: "миля", few: "мили", many: "миль"))

  static func card(for payload: Payload, formatter: DisplayFormatter) -> Card {
    let list = { (words: [String]) in words.isEmpty ? nil : words.map(TerminalText.sanitized).joined(separator: ", ") }
    var card = CardFields(formatter)
    card += PayloadCells.fields(["orbit"], of: payload, formatter)
    card.addIfKnown("altitude", Phrase(en: "Perigee–apogee", ru: "Перигей–апогей"), altitude(payload, formatter))
    let degrees = payload.inclination.map { formatter.decimal($0) + "°" }
    card.addIfKnown("inclination", Phrase(en: "Inclination", ru: "Наклонение"), degrees)
    card.add("customers", Phrase(en: "Customers", ru: "Заказчики"), list(payload.customers))
    card.add("manufacturers", Phrase(en: "Manufacturers", ru: "Производители"), list(payload.manufacturers))
    card += PayloadCells.fields(["mass"], of: payload, formatter)
    let reused = payload.reused.map { $0 ? Phrase(en: "yes", ru: "да") : Phrase(en: "no", ru: "нет") }
    card.add("reused", Phrase(en: "Flown before", ru: "Повторный полёт"), reused?(formatter.language))
    let flight = payload.launch.map {
      "\(TerminalText.sanitized($0.launchName)), \(formatter.date($0.date, precision: $0.datePrecision))"
    }
    card.add("launch", launch, flight)
    if let dragon = payload.dragon {
      card.add("capsule", Phrase(en: "Capsule", ru: "Капсула"), dragon.capsule.map(TerminalText.sanitized))
      let flown = dragon.flightSeconds.flatMap {
        $0 >= 0 ? TimeSpan.short(TimeInterval($0), language: formatter.language) : nil
      }
      card.addIfKnown("flightTime", Phrase(en: "Time in flight", ru: "Время в полёте"), flown)
      card.addIfKnown("returned", Phrase(en: "Came home", ru: "Возвращение"), homecoming(dragon)?(formatter.language))
      card.addIfKnown(
        "massReturned", Phrase(en: "Mass returned", ru: "Возвращённая масса"), formatter.mass(dragon.massReturned))
    }
    return Card(
      title: TerminalText.sanitized(payload.name),
      subtitle: payload.type.map { TerminalText.sanitized(APIVocabulary.payloadType($0, formatter.language)) },
      fields: card.fields)
  }

  /// `400–500 km` (or miles, with feet): the orbit's lowest and highest points, each rounded.
  private static func altitude(_ payload: Payload, _ formatter: DisplayFormatter) -> String? {
    guard let low = payload.perigeeKm, let high = payload.apogeeKm, low.isFinite, high.isFinite else { return nil }
    let miles = formatter.settings.length == .ft
    let (from, to) = miles ? (low * 0.621_371, high * 0.621_371) : (low, high)
    // The unit agrees with the last number, as Russian says a range (`250–301 миля`, `250–311 миль`).
    let unit =
      miles ? Self.miles.word(for: Int(saturating: to.rounded()), in: formatter.language) : Self.km(formatter.language)
    return formatter.decimal(from, fractionDigits: 0) + "–" + formatter.decimal(to, fractionDigits: 0) + " " + unit
  }

  /// How a Dragon came home; `nil` when its record does not say.
  private static func homecoming(_ dragon: Payload.Dragon) -> Phrase? {
    if dragon.waterLanding == true { return Phrase(en: "splashdown", ru: "приводнение") }
    return dragon.landLanding == true ? Phrase(en: "on land", ru: "на сушу") : nil
  }

  /// A word from the data, or a dash when it has none.
  static func text(_ word: String?) -> String { word.map(TerminalText.sanitized) ?? "—" }
}
