import AppContainer
import Core
import Foundation
import JSONRPC

/// `view.complete {line}`: what an editor offers as the user types which screen to open
/// (`:SpaceX booster B106<Tab>`, `M-x spacex-open`): a screen's name first, then its query
/// fields (`status=`) and the references it opens (the serials, names and ids the feature's
/// command completes from the data at hand, never the network). One answer for every client.
extension Feature {
  static let viewCompletion = Feature(name: "server.viewCompletion", offers: [.method(.viewComplete)]) { container in
    try container.methods.register(
      .viewComplete,
      summary:
        "Completes what opens a screen, as a client's `SCREEN [FIELD=VALUE ...|REF]` prompt takes it: the candidates for the line's last word (a screen, a query field, a reference), in order.",
      params: ViewCompleteParams.self, effects: .reads(.catalog),
      example: ["line": "booster B10"]
    ) { params, context in
      guard let app = try context.assemble?(.everything) ?? context.app else {
        throw RegistrationError.missing("the screen registry")
      }
      return ViewCompleteResult(candidates: await ViewCompletion.candidates(params.line, in: app))
    }
  }
}

enum ViewCompletion {
  /// The candidates for `line`'s last word (the empty word after a trailing space), each a
  /// whole word that starts with it.
  static func candidates(_ line: String, in app: AppContainer) async -> [String] {
    let words = line.split(separator: " ").map(String.init)
    let typing = line.hasSuffix(" ") || words.isEmpty ? "" : words[words.count - 1]
    let before = line.hasSuffix(" ") ? words : Array(words.dropLast())
    let offered: [String]
    if let name = before.first {
      guard let factory = app.screens[named: name] else { return [] }
      // Fields are named once; a reference is one value, after the screen alone.
      let fields = queryFields(factory).filter { field in !before.contains { $0.hasPrefix(field + "=") } }
      let references =
        before.count == 1 && takesReference(factory)
        ? await app.completions.values(for: .argument(command: name)) : []
      offered = fields.map { $0 + "=" } + references
    } else {
      offered = app.screens.all.map(\.name.rawValue).sorted()
    }
    return offered.filter { $0.lowercased().hasPrefix(typing.lowercased()) }
  }

  /// The query fields a screen takes: its `view.open` params beyond a reference.
  private static func queryFields(_ factory: ScreenFactory) -> [String] {
    properties(factory).filter { $0 != "id" && $0 != "ref" }.sorted()
  }

  private static func takesReference(_ factory: ScreenFactory) -> Bool {
    properties(factory).contains("ref")
  }

  private static func properties(_ factory: ScreenFactory) -> [String] {
    guard case .object(let schema) = factory.schemas().params, case .object(let members)? = schema["properties"]
    else { return [] }
    return Array(members.keys)
  }
}

struct ViewCompleteParams: Decodable, Sendable {
  /// What follows the client's command: `booster B10`, `launches st`, `la`.
  var line: String
}

struct ViewCompleteResult: Codable, Sendable {
  var candidates: [String]
}
