import AppContainer
import Core
import Foundation
import JSONRPC

/// `view.open`, `view.send` and `view.close`: screens held open for the editor, in the
/// container's ``ViewHost``. `view.didChange` is sent by the host when settings change.
extension Feature {
  static let views = Feature(name: "server.views") { container in
    // Registered after every feature, so the screens named here are all the registered ones.
    let (views, registry) = (container.views, container.screens)
    let screens = registry.all.map(\.name).joined(separator: ", ")
    // The first screen of the home list opens with no params: an example that works for any set of features.
    let first = registry.all.filter { $0.home != nil }.min { ($0.home?.order ?? 0) < ($1.home?.order ?? 0) }
    try container.methods.register(
      "view.open",
      summary: "Opens a screen (\(screens)); returns {viewId, state, snapshot}.",
      // Any screen may be opened, reading whatever it shows: it waits for every change before it.
      // It adds a view, taking the next id: opens run in turn, so ids follow the requests' order.
      params: ViewOpenParams.self, effects: .changes(.views, reads: [.everything]),
      example: first.map { ["screen": .string($0.name)] }
    ) { params, context in
      // The assembled app's screens: with the links other features add to them, applied once
      // every feature registered.
      let (id, render) = try await views.open(
        params.screen, params: params.params, screens: context.app?.screens ?? registry, formatter: context.formatter)
      return ViewOpenResult(viewId: id, state: render.state, snapshot: render.snapshot)
    }
    try container.methods.register(
      "view.send",
      summary: "Applies one input (nextPage, refresh, retry, setQuery) to a view; returns {state, snapshot, diff}.",
      params: ViewSendParams.self, effects: .changes(.view(namedBy: "viewId"), reads: [.everything]),
      example: ["viewId": "v1", "input": .object(["type": "nextPage"])]
    ) { params, context in
      let (render, diff) = try await views.send(
        try params.input.screenInput(), to: params.viewId, formatter: context.formatter)
      return ViewSendResult(state: render.state, snapshot: render.snapshot, diff: diff)
    }
    try container.methods.register(
      "view.close", summary: "Closes a view.", params: ViewCloseParams.self,
      effects: .changes(.view(namedBy: "viewId")), example: ["viewId": "v1"]
    ) { params, context in
      try await views.close(params.viewId)
      return JSONValue.null
    }
    try container.methods.registerNotification(
      "view.didChange",
      summary:
        "An open view changed on its own (a load finished, the settings changed): its new state, snapshot and diff.",
      params: ViewDidChange.self)
  }
}

struct ViewOpenParams: Decodable, Sendable {
  var screen: String
  var params: JSONValue?
}

struct ViewSendParams: Decodable, Sendable {
  struct Input: Decodable, Sendable {
    var type: String
    var query: [String: JSONValue]?

    func screenInput() throws -> ScreenInput {
      switch type {
      case "nextPage": return .nextPage
      case "refresh": return .refresh
      case "retry": return .retry
      case "setQuery":
        guard let query else { throw RPCError.invalidParams("input.query", "setQuery needs a query object") }
        return .setQuery(query)
      default:
        throw RPCError.invalidParams(
          "input.type", "unknown input '\(type)' (inputs: nextPage, refresh, retry, setQuery)")
      }
    }
  }

  var viewId: String
  var input: Input
}

struct ViewCloseParams: Decodable, Sendable {
  var viewId: String
}
