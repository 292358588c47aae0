import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchDetailDomain
import LaunchesDomain

/// `spacex launch REF [--open webcast]`: the launch screen, shown once; with `--open webcast`, its
/// webcast handed to the desktop's opener instead.
enum LaunchCommand {
  static func command(repository: any LaunchDetailRepository<Launch>) -> TextCommand {
    let show = TextCommand.showing(
      .launch, name: "launch",
      abstract: Phrase(en: "Show everything about one launch", ru: "Всё об одном запуске"),
      usage: "spacex launch REF [--open webcast]",
      help: [
        Phrase(
          en: "REF: a launch id, flight number, or exact name in any case",
          ru: "REF: идентификатор, номер полёта или точное название запуска в любом регистре"),
        Phrase(
          en: "--open webcast   open its webcast in your browser (SpaceX's own, else the best ranked); prints it",
          ru: "--open webcast   открыть трансляцию в браузере (SpaceX, иначе лучшую по рангу); печатает адрес"),
        Phrase(en: "Example: spacex launch CRS-7", ru: "Пример: spacex launch CRS-7"),
      ],
      params: { arguments in .object(try CommandArguments.referenceParams(try parsed(arguments).reference)) },
      call: { arguments in
        let options = try parsed(arguments)
        if options.opens { throw UsageError.conflicting("--open", "--format") }
        return MethodCall(
          LaunchesGetMethod.method, try CommandArguments.referenceParams(options.reference), rows: .member("launch"))
      })
    var command = show
    command.run = { context in
      let options = try parsed(context.arguments)
      guard options.opens else { return try await show.run(context) }
      let reference = try CommandArguments.reference(options.reference, name: "REF")
      let detail = try await repository.detail(reference, refresh: false)
      context.noteProvenance(detail.provenance)
      return try WebcastOpening(launch: detail.value.launch, language: context.formatter.language).run(
        opener: DesktopOpener.find(path: ProcessInfo.processInfo.environment["PATH"]))
    }
    command.choices = ["--open": ["webcast"]]
    return command
  }

  private struct Options {
    var reference: [String]
    var opens: Bool
  }

  private static func parsed(_ arguments: [String]) throws -> Options {
    let options = try CommandOptions(arguments, accepting: ["--open"])
    if let what = options["--open"], what != "webcast" {
      throw UsageError.invalidValue(what, for: "--open", expected: Phrase(en: "webcast", ru: "webcast"))
    }
    return Options(reference: options.positional, opens: options["--open"] != nil)
  }
}

/// A launch's webcast handed to the desktop's opener: SpaceX's own stream, else the best ranked,
/// else the one the launch links to; only an `https:` address. The address is printed either way,
/// so a pipe or a machine without an opener still gets it.
struct WebcastOpening {
  let launch: Launch
  let language: Language

  /// The address to open.
  var address: WebLink? {
    (launch.launchDay.webcasts?.ranked.map(\.url) ?? []).first(where: \.isSecure)
      ?? launch.links.webcast.flatMap { $0.isSecure ? $0 : nil }
  }

  func run(opener: DesktopOpener?) throws -> CommandOutput {
    let name = TerminalText.singleLine(launch.name)
    guard let address else {
      throw CommandFailure.unavailable(
        Phrase(en: "\(name) has no webcast address", ru: "у запуска \(name) нет адреса трансляции"))
    }
    guard let opener else {
      Log.info("no desktop opener (xdg-open, open) on PATH: the webcast's address is printed")
      return CommandOutput(address.absoluteString + "\n")
    }
    let status: Int32
    do {
      status = try opener.open(address)
    } catch {
      throw CommandFailure.unavailable(
        Phrase(en: "could not open \(address): \(error)", ru: "не удалось открыть \(address): \(error)"))
    }
    guard status == 0 else {
      throw CommandFailure.unavailable(
        Phrase(
          en: "\(opener.executable.lastPathComponent) could not open \(address) (exit \(status))",
          ru: "\(opener.executable.lastPathComponent) не смог открыть \(address) (код \(status))"))
    }
    return CommandOutput(address.absoluteString + "\n")
  }
}
