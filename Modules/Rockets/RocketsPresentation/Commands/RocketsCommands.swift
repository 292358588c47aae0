import AppContainer
import Core
import JSONRPC
import RocketsDomain

/// `spacex rockets` and `spacex rocket REF`.
enum RocketsCommands {
  static let list = TextCommand(
    name: "rockets",
    abstract: Phrase(en: "List all rockets", ru: "Список всех ракет"),
    usage: "spacex rockets",
    help: [Phrase(en: "Example: spacex rockets --units imperial", ru: "Пример: spacex rockets --units imperial")],
    call: listCall
  ) { context in
    try CommandArguments.expectNone(context.arguments)
    let viewModel = try rocketsViewModel(context.container)
    await viewModel.send(.loadRequested)
    let rockets = try await loaded(viewModel.state)
    context.noteProvenance(rockets.provenance)
    return RocketRowPresenter.output(of: rockets, formatter: context.formatter)
  }

  static let detail = TextCommand(
    name: "rocket",
    abstract: Phrase(en: "Show one rocket's details", ru: "Подробности о ракете"),
    usage: "spacex rocket REF",
    help: [
      Phrase(
        en: "REF: a rocket id or name, in any case, with or without spaces or dashes",
        ru: "REF: идентификатор или название ракеты, в любом регистре, с пробелами или дефисами или без них"),
      Phrase(en: "Example: spacex rocket falcon9", ru: "Пример: spacex rocket falcon9"),
    ],
    call: detailCall
  ) { context in
    let reference = try CommandArguments.reference(context.arguments, name: "REF")
    let repository = try context.container.resolve((any RocketRepository).self)
    let viewModel = ResourceViewModel { refresh in try await repository.rocket(reference, refresh: refresh) }
    await viewModel.send(.loadRequested)
    let rocket = try await loaded(viewModel.state)
    context.noteProvenance(rocket.provenance)
    return CommandOutput(
      RocketCardPresenter.card(for: rocket.value, formatter: context.formatter).text(
        width: context.formatter.width, bold: context.formatter.usesColor),
      footer: ProvenanceText.line(rocket.provenance, formatter: context.formatter) + "\n", separated: true)
  }

  /// The rocket list screen's view model, shared by `spacex rockets` and the browser.
  static func rocketsViewModel(_ container: AppContainer) throws -> ResourceViewModel<[Rocket]> {
    let repository = try container.resolve((any RocketRepository).self)
    return ResourceViewModel(load: { refresh in try await repository.rockets(refresh: refresh) }, isEmpty: \.isEmpty)
  }

  private static func loaded<Value>(_ state: LoadableState<Value>) throws -> Sourced<Value> {
    switch state {
    case .loaded(let value): return value
    case .empty(let sourced): throw RocketsError.unavailable("no rockets in \(sourced.provenance.source.rawValue) data")
    case .failed(let error): throw error
    case .idle, .loading: throw RocketsError.unavailable("not loaded")
    }
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func listCall(_ arguments: [String]) throws -> MethodCall {
    try CommandArguments.expectNone(arguments)
    return MethodCall(RocketsListMethod.method)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func detailCall(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      RocketsGetMethod.method, ["ref": .string(try CommandArguments.reference(arguments, name: "REF"))],
      rows: .member("item"))
  }
}
