import Core
import JSONRPC

/// What a client needs to draw a screen and offer its keys, as `rpc.discover` sends it under
/// `x-screens` (besides the schemas of its params and data): its layout, and the keys other
/// features add to it, each naming the method that does it.
extension ScreenLayout {
  /// `{card?, charts?, list?}`; a list's marks come with the badges the features that set them chose.
  package func json(marks: MarkRegistry) -> JSONValue {
    var object: [String: JSONValue] = [:]
    if let card { object["card"] = .string(card) }
    if let charts { object["charts"] = .string(charts) }
    if let list { object["list"] = list.json(marks: marks) }
    return .object(object)
  }
}

extension ListLayout {
  /// `{items?, title?, empty?, columns, row?, marks, status?, pages}`.
  func json(marks registry: MarkRegistry) -> JSONValue {
    var object: [String: JSONValue] = [
      "columns": .array(columns.map(\.json)),
      "pages": .bool(pages),
      "marks": .array(
        marks.map { kind in
          registry.badges(kind).map { .object(["member": .string($0.key), "badge": .string($0.badge)]) }
        }
          ?? []),
    ]
    if let items { object["items"] = .string(items) }
    if let title { object["title"] = title.json }
    if let empty { object["empty"] = empty.json }
    if let row {
      object["row"] = .object([
        "screen": .string(row.screen.rawValue), "params": .object(row.params.mapValues { .string($0) }),
      ])
    }
    if let status { object["status"] = .string(status) }
    return .object(object)
  }
}

extension ListColumn {
  /// `{title, member, align, fit, time}`.
  var json: JSONValue {
    .object([
      "title": title.json, "member": .string(member), "align": .string(alignment == .right ? "right" : "left"),
      "fit": .string(fit.rawValue), "time": .bool(isTime),
    ])
  }
}

extension ScreenAction {
  /// `{key, title, method}`.
  package var json: JSONValue {
    .object(["key": .string(key), "title": title.json, "method": .string(method.rawValue)])
  }
}

extension Phrase {
  /// `{en, ru}`.
  package var json: JSONValue {
    .object(["en": .string(en), "ru": .string(ru)])
  }
}
