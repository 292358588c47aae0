import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain

/// `launches.statusLine {width?, rocket?}`: `spacex next --line`'s line, for an editor's status
/// line (spacex.nvim's `statusline()`, spacex.el's mode-line lighter), which asks it every second
/// while a session is open: from the cache alone, never a request or a wait, so asking that often
/// costs Launch Library 2's budget nothing; the server's own follower keeps that cache current.
struct LaunchesStatusLineMethod: RPCMethodDeclaration {
  static let method = MethodName("launches.statusLine")
  var name: MethodName { Self.method }
  let summary =
    "The next launch in one line for a status line (spacex next --line's), in the server's language, from the cache alone (never a request); text is null when nothing cached is to come."

  struct Params: Decodable, Sendable, JSONSchemaAnnotating {
    static let memberAnnotations: [String: JSONValue] = [
      "width": .object([
        "description": .string("At most this many columns, 20 to 1000 (default 60); the name gives way first.")
      ]),
      "rocket": .object(["description": .string("A rocket id or name, typed loosely (`falcon9`, `heavy`).")]),
    ]

    var width: Int?
    var rocket: String?
  }

  struct Result: Codable, Sendable {
    /// `null`: nothing cached is to come (the client shows nothing).
    var text: String?
  }

  let effects = MethodEffects.reads(.catalog, .settings)
  let launches: any LaunchRepository

  func answer(_ params: Params, _ context: MethodContext) async throws -> Result {
    let width = params.width ?? StatusLine.defaultWidth
    guard StatusLine.widths.contains(width) else {
      throw RPCError.invalidParams(
        "width", "expected columns from \(StatusLine.widths.lowerBound) to \(StatusLine.widths.upperBound)")
    }
    let formatter = context.formatter
    return Result(
      text: try await StatusLine.current(
        launches: launches, rocket: params.rocket, width: width, now: formatter.now, language: formatter.language))
  }
}
