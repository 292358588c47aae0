import Core
import Foundation
import JSONRPC

/// The standard pair of methods over one collection: `X.list`, every item as a list envelope in
/// its snapshot's order (so a client can render both the same way), and `X.get {id}`, one item
/// by id or loose name. A feature gives what differs (how to load and find, how to present an
/// item, what a get answers) and registers both in one call; the handlers are also there to run
/// directly, with a hand-made repository, in tests.
package struct CollectionMethods<Value: Sendable, Item: Codable & Sendable, Detail: Codable & Sendable>: Sendable {
  /// A method's name and its line in `rpc.discover`.
  package struct Naming: Sendable {
    package var name: MethodName
    package var summary: String

    package init(_ name: MethodName, summary: String) {
      self.name = name
      self.summary = summary
    }
  }

  private let listNaming: Naming
  private let getNaming: Naming
  private let what: String
  private let example: String
  private let load: @Sendable () async throws -> Sourced<[Value]>
  private let find: @Sendable (String) async throws -> Sourced<Value>
  private let snapshot: @Sendable ([Value], DisplayFormatter) -> ListSnapshot
  private let id: @Sendable (Value) -> String
  private let item: @Sendable (Value, DisplayFormatter) -> Item
  private let detail: @Sendable (Sourced<Value>, MethodContext) async throws -> Detail
  private let query: ListQuery<Value>

  /// - Parameters:
  ///   - what: what a reference names, for the error when `id` is missing ("a rocket id or name").
  ///   - example: a reference `rpc.discover` shows in the get method's example.
  ///   - load: every item, as the repository gives them.
  ///   - find: the item a reference names (the repository's lookup and its not-found error).
  ///   - snapshot: the list's sections, whose order the items follow.
  ///   - detail: what the get method answers for the item found.
  ///   - query: the list's options, its params (none by default).
  package init(
    list: Naming, get: Naming, what: String, example: String,
    load: @escaping @Sendable () async throws -> Sourced<[Value]>,
    find: @escaping @Sendable (String) async throws -> Sourced<Value>,
    snapshot: @escaping @Sendable ([Value], DisplayFormatter) -> ListSnapshot,
    id: @escaping @Sendable (Value) -> String,
    item: @escaping @Sendable (Value, DisplayFormatter) -> Item,
    detail: @escaping @Sendable (Sourced<Value>, MethodContext) async throws -> Detail,
    query: ListQuery<Value> = ListQuery([])
  ) {
    self.listNaming = list
    self.getNaming = get
    self.what = what
    self.example = example
    self.load = load
    self.find = find
    self.snapshot = snapshot
    self.id = id
    self.item = item
    self.detail = detail
    self.query = query
  }

  /// `X.list`'s answer: the items its query's params select, in its order.
  package func list(_ params: QueryParams, _ context: MethodContext) async throws -> ListEnvelope<Item> {
    let choices = try query.choices(params: params.raw)
    let all = try await load().map { query.run(choices, on: $0).values }
    let snapshot = snapshot(all.value, context.formatter)
    return ListEnvelope(
      all: snapshot.ordering(all.value, id: id).map { item($0, context.formatter) }, provenance: all.provenance,
      snapshot: snapshot)
  }

  /// `X.get`'s answer.
  package func get(_ params: ReferenceParams, _ context: MethodContext) async throws -> Detail {
    try await detail(try await find(try params.reference(what)), context)
  }

  /// Registers both methods. Both read the data and the settings; `getReads` says what else the
  /// get's answer shows (`.rowMarks`, when it lists marked rows).
  package func register(in methods: inout MethodRegistry, getReads: [StateTopic] = []) throws(RegistrationError) {
    try methods.register(
      listNaming.name, summary: listNaming.summary, params: QueryParams.self, effects: .reads(.catalog, .settings),
      paramsSchema: { [query] in query.schema }, handler: list)
    try methods.register(
      getNaming.name, summary: getNaming.summary, params: ReferenceParams.self,
      effects: MethodEffects(reads: [.catalog, .settings] + getReads, changes: []), example: ["id": .string(example)],
      handler: get)
  }
}
