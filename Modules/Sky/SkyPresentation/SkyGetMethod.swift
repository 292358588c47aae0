import AppContainer
import Core
import Foundation
import JSONRPC
import SkyDomain

/// `sky.get {launch?, place?}`: what a launch will look like from a place, and the numbers behind
/// every verdict.
struct SkyGetMethod: RPCMethodDeclaration {
  static let method = MethodName("sky.get")
  var name: MethodName { Self.method }
  let summary =
    "What a launch (the next one by default) will look like from a place (the home place by default): the verdict at the NET and every ten minutes across the window, where and when to look, and the numbers behind them. An estimate from a generic ascent."

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "launch": .object(["description": .string("A launch id, flight number or name; the next launch when left out.")]),
      "place": .object([
        "description": .string(
          "Where to look from: LAT,LON in decimal degrees, north and east positive; the home place (settings) when left out."
        )
      ]),
    ]
    var launch: String?
    var place: String?
  }

  /// `{launch, place, estimate?, passes, refusal?, card, source, stale, fetchedAt, sources}`.
  struct Result: Codable, Sendable {
    var report: SkyItem
    var card: Card
    var source: DataSourceKind
    var stale: Bool
    var fetchedAt: Date
    var sources: [ProviderProvenance]

    init(_ answer: Sourced<SkyReport>, formatter: DisplayFormatter) {
      report = SkyItem(answer.value)
      card = SkyCard.card(answer.value, formatter: formatter)
      source = answer.provenance.source
      stale = answer.provenance.isStale
      fetchedAt = answer.provenance.fetchedAt
      sources = answer.provenance.sources
    }
  }

  let effects = MethodEffects.reads(.catalog, .settings)
  let example: [String: JSONValue]? = ["place": "28.4,-80.6"]
  let repository: any SkyRepository
  let home: @Sendable () -> Place?

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    let place = try SkyPlace.resolve(params.place, home: home())
    let launch = try await repository.launch(params.launch, refresh: false)
    return Result(launch.map { SkyReport(launch: $0, place: place) }, formatter: context.formatter)
  }
}

/// The place a report looks from: the one given, else the home place.
enum SkyPlace {
  static func resolve(_ typed: String?, home: Place?) throws(SkyPlaceError) -> Place {
    if let typed {
      do throws(PlaceError) { return try Place(typed: typed) } catch { throw .invalid(error) }
    }
    guard let home else { throw .none }
    return home
  }
}

/// No place to look from, or one that does not read. Never repeats the place.
enum SkyPlaceError: Error, UserFacingError {
  case none
  case invalid(PlaceError)

  var kind: FailureKind { .invalidInput }
  var parameter: String? { "place" }
  /// With no place at all, the `sky` screen has nothing to show but how to set one.
  var isNothingToShow: Bool {
    if case .none = self { true } else { false }
  }

  func message(in language: Language) -> String {
    switch self {
    case .none:
      Phrase(
        en: "no place to look from: give one as LAT,LON (--place), or set a home: spacex settings set home LAT,LON",
        ru:
          "не задано место: укажите его как ШИРОТА,ДОЛГОТА (--place) или задайте дом: spacex settings set home ШИРОТА,ДОЛГОТА"
      )(
        language)
    case .invalid(let error): "place: " + error.message(in: language)
    }
  }
}
