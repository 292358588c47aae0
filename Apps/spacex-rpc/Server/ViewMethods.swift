import AppContainer
import Core
import Foundation
import JSONRPC

/// `view.open`, `view.send` and `view.close`: screens held open for the editor, in the
/// container's ``ViewHost``. `view.didChange` is sent by the host when settings change.
extension Feature {
  static let views = Feature(
    name: "server.views",
    offers: [.method(.viewOpen), .method(.viewSend), .method(.viewResize), .method(.viewClose)]
  ) { container in
    // Every screen the features declare, registered yet or not: a view registers its screen's
    // feature when it first opens it.
    let declared = container.declaredOffers().compactMap { if case .screen(let name) = $0 { name } else { nil } }
    let views = container.views
    try container.methods.register(
      .viewOpen,
      summary:
        "Opens a screen (\(declared.map(\.rawValue).joined(separator: ", "))); returns {viewId, state, snapshot}.",
      // Any screen may be opened, reading whatever it shows: it waits for every change before it.
      // It adds a view, taking the next id: opens run in turn, so ids follow the requests' order.
      params: ViewOpenParams.self, effects: .changes(.views, reads: [.everything]),
      // A feature declares its list before its card, so its first screen opens with no params.
      example: declared.first.map { ["screen": .string($0.rawValue)] }
    ) { params, context in
      // The screen with the links other features add to it, its feature registered if it was not.
      let app = try context.assemble?(.offers([.screen(params.screen)])) ?? context.app
      guard let screens = app?.screens else { throw RegistrationError.missing("the screen registry") }
      let (id, render) = try await views.open(
        params.screen, params: params.params, size: try params.size(), screens: screens,
        formatter: context.formatter)
      return ViewOpenResult(viewId: id, render: render)
    }
    try container.methods.register(
      .viewSend,
      summary: "Applies one input (nextPage, refresh, retry, setQuery) to a view; returns {state, snapshot, diff}.",
      params: ViewSendParams.self, effects: .changes(.view(namedBy: "viewId"), reads: [.everything]),
      example: ["viewId": "v1", "input": .object(["type": "nextPage"])]
    ) { params, context in
      let (render, diff) = try await views.send(
        try params.input.screenInput(), to: params.viewId, size: try params.size(), formatter: context.formatter)
      return ViewSendResult(render: render, diff: diff)
    }
    try container.methods.register(
      .viewResize,
      summary:
        "Lays an open view out again for a window of {width, height?}; returns {lines}, the screen as the terminal draws it at that width (empty unless initialize asked for drawn lines).",
      params: ViewResizeParams.self, effects: .changes(.view(namedBy: "viewId"), reads: [.everything]),
      example: ["viewId": "v1", "width": .integer(80)]
    ) { params, context in
      let size = try ViewSize(width: params.width, height: params.height)
      return ViewResizeResult(lines: try await views.resize(params.viewId, to: size, formatter: context.formatter))
    }
    try container.methods.register(
      .viewClose, summary: "Closes a view.", params: ViewCloseParams.self,
      effects: .changes(.view(namedBy: "viewId")), example: ["viewId": "v1"]
    ) { params, context in
      try await views.close(params.viewId)
      return JSONValue.null
    }
    try container.methods.registerNotification(
      .viewDidChange,
      summary:
        "An open view changed on its own (a load finished, the settings changed): its new state, snapshot and diff.",
      params: ViewDidChange.self)
  }
}

/// The client's window, where a view's params give it: both or neither of its members.
protocol SizedViewParams {
  var width: Int? { get }
  var height: Int? { get }
}

extension SizedViewParams {
  func size() throws(RPCError) -> ViewSize? {
    guard let width else {
      if height != nil { throw .invalidParams("width", "a height needs a width") }
      return nil
    }
    return try ViewSize(width: width, height: height)
  }
}

struct ViewOpenParams: Decodable, Sendable, SizedViewParams {
  var screen: ScreenName
  var params: JSONValue?
  /// The client's window, in columns and lines: drawn lines are laid out to its width.
  var width: Int?
  var height: Int?
}

struct ViewResizeParams: Decodable, Sendable {
  var viewId: String
  var width: Int
  var height: Int?
}

struct ViewResizeResult: Codable, Sendable {
  var lines: [ViewLine]
}

// Written as `view.open`'s lines are: an editor sends one at every step of a window's drag, and
// through the generic encoder the lines cost more than laying them out.
extension ViewResizeResult: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.writingTextForPeople { json in
      json.beginObject()
      json.member("lines", lines)
      json.endObject()
    }
  }
}

struct ViewSendParams: Decodable, Sendable, SizedViewParams {
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
  var width: Int?
  var height: Int?
}

struct ViewCloseParams: Decodable, Sendable {
  var viewId: String
}
