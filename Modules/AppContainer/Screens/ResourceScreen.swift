import Core
import Foundation
import JSONRPC

/// A ``Screen`` over a ``ResourceViewModel``: one resource, loaded, refreshed or retried.
/// Most screens are this; the launch list, which pages and filters, has its own.
package struct ResourceScreen<Value: Sendable>: Screen {
  private let viewModel: ResourceViewModel<Value>
  private let present: @Sendable (Value, DisplayFormatter) -> (data: JSONValue?, snapshot: ListSnapshot)

  /// - Parameter present: the loaded value as JSON data and a snapshot, for the given settings.
  package init(
    viewModel: ResourceViewModel<Value>,
    present: @escaping @Sendable (Value, DisplayFormatter) -> (data: JSONValue?, snapshot: ListSnapshot)
  ) {
    self.viewModel = viewModel
    self.present = present
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
    ScreenRender.of(await viewModel.state, formatter: formatter, present: present)
  }
}

extension ScreenRender {
  /// The render of any ``LoadableState``: its status, provenance, message and presented value.
  package static func of<Value>(
    _ state: LoadableState<Value>, formatter: DisplayFormatter,
    present: (Value, DisplayFormatter) -> (data: JSONValue?, snapshot: ListSnapshot),
    emptyMessage: (Value) -> String? = { _ in nil }
  ) -> ScreenRender {
    switch state {
    case .idle, .loading:
      return ScreenRender(state: ScreenState(status: state.status), snapshot: ListSnapshot())
    case .loaded(let sourced):
      let shown = present(sourced.value, formatter)
      return ScreenRender(
        state: ScreenState(status: "loaded", provenance: sourced.provenance, data: shown.data), snapshot: shown.snapshot
      )
    case .empty(let sourced):
      let shown = present(sourced.value, formatter)
      let state = ScreenState(
        status: "empty", provenance: sourced.provenance, message: emptyMessage(sourced.value), data: shown.data)
      return ScreenRender(state: state, snapshot: shown.snapshot)
    case .failed(let error):
      let message = (error as? any UserFacingError)?.message(in: formatter.language) ?? "\(error)"
      return ScreenRender(state: ScreenState(status: "failed", message: message), snapshot: ListSnapshot())
    }
  }
}
