import AppContainer
import Core
import JSONRPC
import LaunchpadDomain

/// `spacex launchpads` and `spacex launchpad REF`.
enum LaunchpadCommands {
  static let list = TextCommand(
    name: "launchpads",
    abstract: Phrase(en: "List all launchpads", ru: "Список стартовых площадок"),
    usage: "spacex launchpads",
    help: [Phrase(en: "Example: spacex launchpads --lang ru", ru: "Пример: spacex launchpads --lang ru")],
    call: listCall
  ) { context in
    try CommandArguments.expectNone(context.arguments)
    let repository = try context.container.resolve((any LaunchpadRepository).self)
    let viewModel = ResourceViewModel(
      load: { refresh in try await repository.launchpads(refresh: refresh) }, isEmpty: \.isEmpty)
    await viewModel.send(.loadRequested)
    switch await viewModel.state {
    case .loaded(let pads), .empty(let pads):
      context.noteProvenance(pads.provenance)
      return LaunchpadPresenter.listOutput(of: pads, formatter: context.formatter)
    case .failed(let error): throw error
    case .idle, .loading: throw LaunchpadError.unavailable("the list did not load")
    }
  }

  static let detail = TextCommand(
    name: "launchpad",
    abstract: Phrase(en: "Show one launchpad and its launches", ru: "Площадка и её запуски"),
    usage: "spacex launchpad REF",
    help: [
      Phrase(
        en: "REF: a launchpad id, or its short or full name in any case (\"KSC LC 39A\", ksc-lc-39a)",
        ru: "REF: идентификатор, краткое или полное название площадки в любом регистре"),
      Phrase(en: "Example: spacex launchpad \"KSC LC 39A\"", ru: "Пример: spacex launchpad \"KSC LC 39A\""),
    ],
    call: detailCall
  ) { context in
    let reference = try CommandArguments.reference(context.arguments, name: "REF")
    let detail = try await LaunchpadDetail.load(reference, container: context.container)
    context.noteProvenance(detail.pad.provenance)
    return CommandOutput(
      detail.card(context.formatter).text(width: context.formatter.width, bold: context.formatter.usesColor),
      footer: ProvenanceText.line(detail.pad.provenance, formatter: context.formatter) + "\n", separated: true)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func listCall(_ arguments: [String]) throws -> MethodCall {
    try CommandArguments.expectNone(arguments)
    return MethodCall(LaunchpadsListMethod.method)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func detailCall(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      LaunchpadsGetMethod.method, ["ref": .string(try CommandArguments.reference(arguments, name: "REF"))],
      rows: .member("item"))
  }
}
