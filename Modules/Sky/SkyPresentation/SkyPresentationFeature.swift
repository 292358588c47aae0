import AppContainer
import Core
import JSONRPC
import SkyDomain

extension Feature {
  /// `spacex sky`, `sky.get`, the `sky` screen, and "From your place" on the launch card when a
  /// home place is set.
  package static let skyPresentation = Feature(
    name: "sky.presentation", needs: [ServiceKey((any SkyRepository).self)],
    offers: [.command("sky"), .method(SkyGetMethod.method), .screen(.sky)],
    adds: [.cardSections(.launch), .watchEvents]
  ) { container in
    let repository = try container.resolve((any SkyRepository).self)
    let home: @Sendable () -> Place? = { [settings = container.core.settings] in settings.current.home }
    try container.commands.register(SkyCommand.command)
    try container.methods.register(SkyGetMethod(repository: repository, home: home))
    try container.screens.register(SkyScreen.factory(repository, home: home))
    try container.addCardSection(
      CardSectionContribution(screen: .launch) { id in
        // Nothing without a home place; nothing either when the launch cannot be read here (the
        // card says what it could not read itself).
        guard let place = home(), let launch = try? await repository.launch(id, refresh: false) else { return nil }
        let report = SkyReport(launch: launch.value, place: place)
        return { formatter in SkyCard.fromYourPlace(report, formatter: formatter) }
      })
    // `spacex watch --on plumeLikely`: a change of date that makes a twilight plume likely from
    // the home place (a verdict at the new NET, none or another at the old).
    try container.addWatchJudgement(
      WatchJudgement(name: "plumeLikely", text: SkyStrings.plumeNowLikely) { id, net in
        guard let place = home(), var launch = try? await repository.launch(id, refresh: false).value else {
          return nil
        }
        launch.net = net
        return SkyReport(launch: launch, place: place).atNET.map { $0.verdict == .twilightPlume }
      })
  }
}

/// `spacex sky [LAUNCH] [--place LAT,LON]`: the `sky` screen, shown once.
enum SkyCommand {
  static let command = {
    var command = showing
    command.picture = { result, language in try SkyPicture.svg(result, language: language) }
    return command
  }()

  private static let showing = TextCommand.showing(
    .sky, name: "sky",
    abstract: Phrase(en: "Will I see a launch from here, and where?", ru: "Увижу ли я запуск отсюда и где?"),
    usage: "spacex sky [LAUNCH] [--place LAT,LON]",
    help: [
      Phrase(
        en: "LAUNCH: a launch id, flight number or name; the next launch when left out",
        ru: "LAUNCH: идентификатор, номер полёта или название; по умолчанию ближайший запуск"),
      Phrase(
        en: "--place LAT,LON   where you look from, decimal degrees (north and east positive); default: your home",
        ru: "--place ШИР,ДОЛГ  откуда смотреть, десятичные градусы (север и восток положительны); по умолчанию — дом"),
      Phrase(
        en: "Set a home once: spacex settings set home LAT,LON.",
        ru: "Задайте дом один раз: spacex settings set home ШИР,ДОЛГ."),
      Phrase(
        en:
          "Verdicts (an estimate), at the NET and every 10 minutes of the window: twilight plume likely, night flame, daylight, below your horizon.",
        ru:
          "Вердикты (оценка), на NET и каждые 10 минут окна: вероятен сумеречный шлейф, ночной факел, день, ниже горизонта."
      ),
      Phrase(
        en: "--format svg draws your sky at the NET (the track, sunlit and in shadow); json gives the numbers.",
        ru: "--format svg рисует ваше небо на NET (трек, на солнце и в тени); json даёт числа."),
      Phrase(en: "Example: spacex sky --place 28.4,-80.6", ru: "Пример: spacex sky --place 28.4,-80.6"),
    ],
    params: { arguments in .object(try params(arguments)) },
    call: { arguments in MethodCall(SkyGetMethod.method, try params(arguments), rows: .member("report")) })

  /// `{launch?, place?}` from the arguments: one launch reference (its words joined) and the place.
  private static func params(_ arguments: [String]) throws -> [String: JSONValue] {
    let options = try CommandOptions(arguments, accepting: ["--place"])
    if let stray = options.positional.first(where: OptionSyntax.isOption) {
      throw UsageError.unknownOption(stray, closest: nil)
    }
    var params: [String: JSONValue] = [:]
    if !options.positional.isEmpty { params["launch"] = .string(options.positional.joined(separator: " ")) }
    if let place = options["--place"] {
      do throws(PlaceError) { _ = try Place(typed: place) } catch { throw SkyPlaceError.invalid(error) }
      params["place"] = .string(place)
    }
    return params
  }
}
