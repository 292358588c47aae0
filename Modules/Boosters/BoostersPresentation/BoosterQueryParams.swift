import AppContainer
import BoostersDomain
import Core
import JSONRPC

/// `boosters.list` and the `boosters` view's params: `{sort?, status?, block?}`.
struct BoosterQueryParams: Decodable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "sort": .object([
      "enum": .array(BoosterQuery.Sort.allCases.map { .string($0.rawValue) }),
      "description":
        "flights (most first: the fleet leaders; the default), last (most recently flown first) or serial.",
    ]),
    "status": .object([
      "enum": .array(statuses.map { .string($0) }), "description": "Only boosters in this state.",
    ]),
    "block": .object(["description": "Only boosters of this Falcon 9 block (1–5)."]),
  ]

  static let statuses = ["active", "inactive", "lost", "expended", "retired", "unknown"]

  var sort: String?
  var status: String?
  var block: LooseScalar?

  /// The query these params ask for.
  /// - Throws: ``UsageError`` naming the member (and the value a typo meant), or
  ///   ``RPCError/invalidParams(_:_:)`` for a block that is no number.
  func query() throws -> BoosterQuery {
    var query = BoosterQuery()
    if let sort {
      guard let chosen = BoosterQuery.Sort(rawValue: sort) else {
        throw UsageError.invalidChoice(sort, for: "sort", choices: BoosterQuery.Sort.allCases.map(\.rawValue))
      }
      query.sort = chosen
    }
    if let status {
      guard Self.statuses.contains(status) else {
        throw UsageError.invalidChoice(status, for: "status", choices: Self.statuses)
      }
      query.status = status
    }
    if let block {
      guard let number = Int(block.text), (1...9).contains(number) else {
        throw RPCError.invalidParams("block", "expected a block number from 1 to 9, got '\(block.text)'")
      }
      query.block = number
    }
    return query
  }
}
