import Core
import JSONRPC

/// Links one feature adds to another feature's screen, computed from what that screen shows: a
/// launch card offers the booster, the capsule and the landing sites of its launch, though the
/// Launch Detail feature knows none of them.
package struct LinkContribution: Sendable {
  /// The screen it adds to (`launch`).
  package var screen: ScreenName
  /// The screen its links open (`booster`): checked after assembly like every declared link.
  package var opens: ScreenName
  /// Where, in that screen's `data`, the id the links are for stands (`["launch", "id"]`): part of
  /// the screen's documented data (`x-screens`), so it holds as the schema does.
  package var subject: [String]
  /// The links for that id (`b1062` → the booster screen).
  package var links: @Sendable (_ id: String) async -> [ScreenLink]

  package init(
    screen: ScreenName, opens: ScreenName, subject: [String],
    links: @escaping @Sendable (_ id: String) async -> [ScreenLink]
  ) {
    self.screen = screen
    self.opens = opens
    self.subject = subject
    self.links = links
  }
}

/// A screen with the links other features contribute: everything else is the screen's own.
final class ContributedLinksScreen: Screen {
  let base: any Screen
  let contributions: [LinkContribution]
  /// The data of the last render: a host renders a screen and then asks for its links, so the
  /// links read it rather than render the screen again.
  private let rendered = Locked<JSONValue?>(nil)

  init(base: any Screen, contributions: [LinkContribution]) {
    self.base = base
    self.contributions = contributions
  }

  func links() async -> [ScreenLink] {
    var links = await base.links()
    var data = rendered.withLock { $0 }
    if data == nil { data = await base.render(DisplayFormatter(settings: Settings())).state.data?.value }
    guard let data else { return links }
    for contribution in contributions {
      var value: JSONValue? = data
      for member in contribution.subject { value = value?[member] }
      guard case .string(let id)? = value else { continue }
      links += await contribution.links(id)
    }
    return links
  }

  func send(_ input: ScreenInput) async throws { try await base.send(input) }
  func render(_ formatter: DisplayFormatter) async -> ScreenRender {
    let render = await base.render(formatter)
    rendered.withLock { $0 = render.state.data?.value }
    return render
  }
  func text(_ formatter: DisplayFormatter) async -> String { await base.text(formatter) }
  func destination(ofRow number: Int) async -> ScreenLink? { await base.destination(ofRow: number) }
  func destinations(ofRows numbers: [Int]) async -> [Int: ScreenLink] { await base.destinations(ofRows: numbers) }
  func command(_ words: [String]) async throws -> Bool { try await base.command(words) }
  func dependencyDidChange(_ topic: String) async { await base.dependencyDidChange(topic) }
  func ticks() async -> Bool { await base.ticks() }
  var inputs: ScreenInputs { base.inputs }
  var filter: ScreenFilter? { base.filter }
  var typing: Phrase? { base.typing }
  func filters() async -> [(name: String, value: String)] { await base.filters() }
  func output(_ formatter: DisplayFormatter) async throws -> (CommandOutput, Provenance?)? {
    try await base.output(formatter)
  }
}

extension NamedRegistry<ScreenFactory> {
  /// Each screen with the links features contribute to it.
  /// - Throws: ``RegistrationError/invalid(_:feature:)`` for a contribution to a screen no feature
  ///   registered.
  mutating func applying(_ contributions: [(LinkContribution, feature: String)]) throws(RegistrationError) {
    for (name, group) in Dictionary(grouping: contributions, by: { $0.0.screen }) {
      guard var factory = self[name] else {
        throw .invalid("links are added to screen '\(name)', which no feature registered", feature: group[0].feature)
      }
      let (open, added) = (factory.open, group.map(\.0))
      factory.open = { params in ContributedLinksScreen(base: try await open(params), contributions: added) }
      factory.contributedLinks = added.map(\.opens)
      replace(factory)
    }
  }
}
