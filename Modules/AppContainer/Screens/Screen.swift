import Core
import Foundation
import JSONRPC

/// One screen of the app (the rocket list, a launch, the settings), as both frontends host it:
/// the text browser renders it, `spacex-rpc` keeps it open as a view. Features contribute
/// screens; the hosts know none of them.
package protocol Screen: Sendable {
  /// Applies one input and returns once the screen's state has settled.
  /// - Throws: ``RPCError/invalidParams(_:_:)`` (or a domain invalid-input error) for an input
  ///   the screen does not take or a query it cannot accept.
  func send(_ input: ScreenInput) async throws
  /// The screen's state now, presented with `formatter`.
  func render(_ formatter: DisplayFormatter) async -> ScreenRender
  /// The screen as the terminal shows it, rows numbered where a number opens something.
  func text(_ formatter: DisplayFormatter) async -> String
  /// Where choosing row `number` (1-based, as shown) leads, if anywhere.
  func destination(ofRow number: Int) async -> ScreenLink?
  /// Where each of rows `numbers` leads, by row (those that lead nowhere left out): a client's
  /// drawing asks for every row shown at once, so a screen whose rows sit behind an actor reads
  /// them once rather than hopping to it per row.
  func destinations(ofRows numbers: [Int]) async -> [Int: ScreenLink]
  /// Other screens this one leads to by a key (a launch's launchpad: `p`).
  func links() async -> [ScreenLink]
  /// A line the screen itself understands (the settings screen: `length ft`); `false` if not.
  func command(_ words: [String]) async throws -> Bool
  /// Something another feature keeps changed (`favourites`); a screen that shows it reloads.
  /// Screens render afresh after this anyway, so row marks need nothing here.
  func dependencyDidChange(_ topic: String) async
  /// Whether its text changes with the clock alone (a countdown to a launch known to the hour):
  /// a view that draws it is drawn again each second.
  func ticks() async -> Bool
  /// What it takes besides load, refresh and retry: more pages (`n`).
  var inputs: ScreenInputs { get }
  /// The query a user sets with `f` (`setQuery`), if the screen takes one.
  var filter: ScreenFilter? { get }
  /// What the screen understands typed on its own (see ``command(_:)``), for the browser's help.
  var typing: Phrase? { get }
  /// The query in force, as `name value` pairs for the title line (`status failed`).
  func filters() async -> [(name: String, value: String)]
  /// The loaded screen as a one-shot command prints it, with where its data came from (`nil`
  /// for data of the user's own, the settings); throws what made it fail; `nil` before it has
  /// loaded, or for a screen no command shows.
  func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)?
}

extension Screen {
  package func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? { nil }
  package var inputs: ScreenInputs { [] }
  package var filter: ScreenFilter? { nil }
  package var typing: Phrase? { nil }
  package func filters() async -> [(name: String, value: String)] { [] }
  package func dependencyDidChange(_ topic: String) async {}
  package func ticks() async -> Bool { false }
  package func destination(ofRow number: Int) async -> ScreenLink? { nil }
  package func destinations(ofRows numbers: [Int]) async -> [Int: ScreenLink] {
    var links: [Int: ScreenLink] = [:]
    for number in numbers { links[number] = await destination(ofRow: number) }
    return links
  }
  package func links() async -> [ScreenLink] { [] }
  package func command(_ words: [String]) async throws -> Bool { false }
}
