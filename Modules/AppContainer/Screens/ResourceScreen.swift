import Core
import Foundation
import JSONRPC

/// A ``Screen`` over a ``ResourceViewModel``: one resource, loaded, refreshed or retried.
/// Most screens are this; the launch list, which pages and filters, has its own.
package struct ResourceScreen<Value: Sendable>: Screen {
  private let viewModel: ResourceViewModel<Value>
  private let present: @Sendable (Value, DisplayFormatter) -> (data: EncodedJSON?, snapshot: ListSnapshot)
  private let presentOutput: @Sendable (Sourced<Value>, DisplayFormatter) -> CommandOutput
  private let rowLink: @Sendable (Value, Int) -> ScreenLink?
  private let keyLinks: @Sendable (Value) -> [ScreenLink]
  /// Whether the text last made has a line that ticks: a view host asks every second, and
  /// making the text again to tell would cost a card's layout each time.
  private let ticking = Locked(false)

  /// - Parameters:
  ///   - present: the loaded value as JSON data and a snapshot, for the given settings.
  ///   - output: the loaded value as the terminal shows it: body and footer. `spacex browse` and
  ///     the one-shot command showing this screen print the same.
  ///   - row: where choosing a numbered row leads.
  ///   - links: where keys lead from the loaded value.
  package init(
    viewModel: ResourceViewModel<Value>,
    output: @escaping @Sendable (Sourced<Value>, DisplayFormatter) -> CommandOutput = { _, _ in CommandOutput("") },
    row: @escaping @Sendable (Value, Int) -> ScreenLink? = { _, _ in nil },
    links: @escaping @Sendable (Value) -> [ScreenLink] = { _ in [] },
    present: @escaping @Sendable (Value, DisplayFormatter) -> (data: EncodedJSON?, snapshot: ListSnapshot)
  ) {
    self.viewModel = viewModel
    self.present = present
    self.presentOutput = output
    self.rowLink = row
    self.keyLinks = links
  }

  package func text(_ formatter: DisplayFormatter) async -> String {
    var output: CommandOutput?
    defer { ticking.withLock { $0 = output?.live != nil } }
    switch await viewModel.state {
    case .loaded(let sourced), .empty(let sourced):
      output = presentOutput(sourced, formatter)
      return output?.text(marksLines: formatter.marksLines) ?? ""
    case .failed(let error): return ScreenText.failure(error, formatter)
    case .idle, .loading: return ScreenText.loading(formatter.language)
    }
  }

  package func destination(ofRow number: Int) async -> ScreenLink? {
    guard let value = await viewModel.state.value else { return nil }
    return rowLink(value, number)
  }

  package func destinations(ofRows numbers: [Int]) async -> [Int: ScreenLink] {
    guard let value = await viewModel.state.value else { return [:] }
    var links: [Int: ScreenLink] = [:]
    for number in numbers { links[number] = rowLink(value, number) }
    return links
  }

  /// Whether the text last made (what the one-shot command prints) has a line that ticks on a
  /// terminal.
  package func ticks() async -> Bool { ticking.withLock { $0 } }

  package func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? {
    switch await viewModel.state {
    case .loaded(let sourced), .empty(let sourced): (presentOutput(sourced, formatter), sourced.provenance)
    case .failed(let error): throw error
    case .idle, .loading: nil
    }
  }

  package func links() async -> [ScreenLink] {
    guard let value = await viewModel.state.value else { return [] }
    return keyLinks(value)
  }

  /// The data behind every screen changed (a refresh found new launches), or the home place
  /// that a card's blocks are worked out from: load again, from what is now cached. A screen that
  /// failed loads again for a new home (it may have failed for want of one).
  package func dependencyDidChange(_ topic: String) async {
    let state = await viewModel.state
    switch topic {
    case StateTopic.catalog.name: guard state.value != nil else { return }
    case StateTopic.home.name: guard state.value != nil || state.status == "failed" else { return }
    default: return
    }
    await viewModel.send(.loadRequested)
  }

  package func send(_ input: ScreenInput) async throws {
    switch input {
    case .load: await viewModel.send(.loadRequested)
    case .refresh: await viewModel.send(.refreshRequested)
    case .retry: await viewModel.send(.retryTapped)
    case .nextPage, .setQuery: throw RPCError.invalidParams("input", "this screen has no pages or query")
    }
  }

  package func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let state = await viewModel.state
    return ScreenRender.of(state, formatter: formatter, present: present) { [presentOutput] _ in
      // An empty value says in an editor what it says in a terminal, when that is one sentence
      // ("No changes recorded since …"): never a client's bare word for the status.
      guard case .empty(let sourced) = state else { return nil }
      let said = presentOutput(sourced, formatter).body.trimmingCharacters(in: .whitespacesAndNewlines)
      return said.isEmpty || said.contains("\n") ? nil : said
    }
  }
}

extension ScreenRender {
  /// The render of any ``LoadableState``: its status, provenance, message and presented value.
  package static func of<Value>(
    _ state: LoadableState<Value>, formatter: DisplayFormatter,
    present: (Value, DisplayFormatter) -> (data: EncodedJSON?, snapshot: ListSnapshot),
    emptyMessage: (Value) -> String? = { _ in nil }
  ) -> ScreenRender {
    switch state {
    case .idle, .loading:
      return ScreenRender(state: ScreenState(status: state.status), snapshot: ListSnapshot())
    case .loaded(let sourced):
      let shown = present(sourced.value, formatter)
      let notice = ProvenanceText.staleNotice(sourced.provenance, formatter: formatter)
      return ScreenRender(
        state: ScreenState(status: "loaded", provenance: sourced.provenance, message: notice, data: shown.data),
        snapshot: shown.snapshot)
    case .empty(let sourced):
      let shown = present(sourced.value, formatter)
      let state = ScreenState(
        status: "empty", provenance: sourced.provenance, message: emptyMessage(sourced.value), data: shown.data)
      return ScreenRender(state: state, snapshot: shown.snapshot)
    case .failed(let error):
      let facing = error as? any UserFacingError
      let message = facing?.message(in: formatter.language) ?? "\(error)"
      // "No upcoming launch is known" is an answer, not a failure: an editor shows no error for it.
      let status = facing?.isNothingToShow == true ? "empty" : "failed"
      return ScreenRender(state: ScreenState(status: status, message: message), snapshot: ListSnapshot())
    }
  }
}

/// Text every screen shows the same way.
package enum ScreenText {
  package static func loading(_ language: Language) -> String {
    Phrase(en: "Loading…", ru: "Загрузка…")(language) + "\n"
  }

  /// The filters in force on `screen` (`Filters: rocket Falcon 9 · status failed`), as a line
  /// above it: the browser's and a drawing client's; `nil` when none is.
  package static func filters(of screen: any Screen, _ language: Language) async -> String? {
    let filters = await screen.filters()
    guard !filters.isEmpty else { return nil }
    // A value is a name from the data (a rocket's): one line, whatever it holds.
    return Phrase(en: "Filters: ", ru: "Фильтры: ")(language)
      + filters.map { TerminalText.singleLine("\($0.name) \($0.value)") }.joined(separator: " · ")
  }

  /// What went wrong, in words for the user: a domain error's own sentence, a JSON-RPC error's
  /// message, else the error as it describes itself.
  package static func message(of error: any Error, _ language: Language) -> String {
    (error as? any UserFacingError)?.message(in: language) ?? (error as? RPCError)?.message ?? "\(error)"
  }

  /// "Error: …", wrapped to the formatter's width (it may name what the user typed: one
  /// paragraph, whatever that holds).
  package static func failure(_ error: any Error, _ formatter: DisplayFormatter) -> String {
    let language = formatter.language
    let message = (error as? any UserFacingError)?.message(in: language) ?? "\(error)"
    let line = TerminalText.singleLine(Phrase(en: "Error: ", ru: "Ошибка: ")(language) + message)
    return (formatter.width.map { DisplayWidth.wrap(line, width: $0) } ?? [line])
      .map { TextStyle.styled($0, .error, if: formatter.usesColor) }.joined(separator: "\n") + "\n"
  }
}
