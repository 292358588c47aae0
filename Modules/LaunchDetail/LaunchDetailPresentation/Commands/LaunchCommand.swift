import AppContainer
import Core
import JSONRPC
import LaunchDetailDomain

/// `spacex launch REF`.
enum LaunchCommand {
  static let command = TextCommand(
    name: "launch",
    abstract: Phrase(en: "Show everything about one launch", ru: "Всё об одном запуске"),
    usage: "spacex launch REF",
    help: [
      Phrase(
        en: "REF: a launch id, flight number, or exact name in any case",
        ru: "REF: идентификатор, номер полёта или точное название запуска в любом регистре"),
      Phrase(en: "Example: spacex launch CRS-7", ru: "Пример: spacex launch CRS-7"),
    ],
    call: call
  ) { context in
    let reference = try CommandArguments.reference(context.arguments, name: "REF")
    let repository = try context.container.resolve((any LaunchDetailRepository).self)
    let viewModel = ResourceViewModel { refresh in try await repository.detail(reference, refresh: refresh) }
    await viewModel.send(.loadRequested)
    guard case .loaded(let detail) = await viewModel.state else {
      throw await viewModel.state.error ?? LaunchDetailError.unavailable("the launch did not load")
    }
    let formatter = context.formatter
    context.noteProvenance(detail.provenance)
    let marks = context.container.marks.snapshot(LaunchDetailPresenter.markKind)
    let card = LaunchDetailPresenter.card(for: detail.value, formatter: formatter, marks: marks).text(
      width: formatter.width, bold: formatter.usesColor)
    // What is missing from the card is said with where it came from, under it.
    let notice = LaunchDetailPresenter.partialNotice(for: detail.value, formatter: formatter).map { $0 + "\n" }
    return CommandOutput(
      card, footer: (notice ?? "") + ProvenanceText.line(detail.provenance, formatter: formatter) + "\n",
      separated: true)
  }

  /// The `spacex-rpc` call that answers the same question, for `--format json|tsv|ics`.
  private static func call(_ arguments: [String]) throws -> MethodCall {
    MethodCall(
      LaunchesGetMethod.method, ["ref": .string(try CommandArguments.reference(arguments, name: "REF"))],
      rows: .member("launch"))
  }
}
