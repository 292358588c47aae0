import AppContainer
import Core
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
    ]
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
    var text =
      LaunchDetailPresenter.card(for: detail.value, formatter: formatter).text(
        width: formatter.width, bold: formatter.usesColor) + "\n"
    if let notice = LaunchDetailPresenter.partialNotice(for: detail.value, formatter: formatter) {
      text += notice + "\n"
    }
    return text + ProvenanceText.line(detail.provenance, formatter: formatter) + "\n"
  }
}
