import JSONRPC

/// The JSON Schema of one `x-screens` entry, as ``ScreenDescription`` and the server's document
/// write it, published in `rpc.discover` (`x-screens-schema`) so a client knows exactly which
/// members it may read: every object closed (`additionalProperties: false`), every member a
/// client may rely on named and typed.
package enum ScreenDescriptionSchema {
  package static let entry: JSONValue = object(
    [
      "name": string("The screen's name, for view.open."),
      "params": .object(["type": "object", "description": "The JSON Schema of its view.open params."]),
      "data": .object(["type": "object", "description": "The JSON Schema of its state's data."]),
      "home": object(
        [
          "title": phrase, "order": .object(["type": "integer", "description": "Lower first on a home screen."]),
          "key": string("The key that opens it from anywhere, if any."),
        ], required: ["title", "order"], "How a top-level screen appears on a home screen."),
      "layout": object(
        [
          "card": string("The member of data holding a card."),
          "charts": string("The member of data holding an array of charts, under the card."),
          "list": list,
        ], required: [], "How to draw it from its data (a client that draws lines needs none of it)."),
      "keys": .object([
        "type": "array",
        "description": "Keys other features add to it, each calling its method with the screen's params.",
        "items": object(["key": string("The key."), "title": phrase, "method": string("The method it calls.")]),
      ]),
    ], required: ["name", "params", "data", "keys"], "One screen a view can show.")

  private static let phrase = object(["en": string("In English."), "ru": string("In Russian.")])

  private static let list = object(
    [
      "items": string("The member of data holding the items; absent when data is the array itself."),
      "title": phrase, "empty": phrase,
      "columns": .object([
        "type": "array",
        "items": object([
          "title": phrase, "member": string("The member of an item's display that fills it."),
          "align": .object(["enum": .array(["left", "right"])]),
          "fit": .object(["enum": .array(["cut", "keep", "drop", "middle"])]),
          "time": .object(["type": "boolean", "description": "Whether its values are times in the server's zone."]),
        ]),
      ]),
      "row": object(
        [
          "screen": string("The screen a row opens."),
          "params": .object([
            "type": "object", "additionalProperties": .object(["type": "string"]),
            "description": "view.open param name → the item member that gives its value.",
          ]),
        ], "What choosing a row opens."),
      "marks": .object([
        "type": "array",
        "items": object(["member": string("The item's boolean member."), "badge": string("What marks its row.")]),
      ]),
      "status": string("The member of an item's display that names its outcome."),
      "pages": .object(["type": "boolean", "description": "Whether nextPage loads more rows."]),
    ], required: ["columns", "marks", "pages"], "The list it shows.")

  private static func string(_ description: String) -> JSONValue {
    .object(["type": "string", "description": .string(description)])
  }

  /// A closed object of `properties`, all of them required unless `required` says which.
  private static func object(
    _ properties: [String: JSONValue], required: [String]? = nil, _ description: String? = nil
  ) -> JSONValue {
    var schema: [String: JSONValue] = [
      "type": "object", "additionalProperties": false, "properties": .object(properties),
      "required": .array((required ?? properties.keys.sorted()).map(JSONValue.string)),
    ]
    if let description { schema["description"] = .string(description) }
    return .object(schema)
  }
}
