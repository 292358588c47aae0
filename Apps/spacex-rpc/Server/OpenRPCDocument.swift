import AppContainer
import Core
import Foundation
import JSONRPC

/// The OpenRPC document of `rpc.discover`, read off the method registry: names, summaries,
/// params and results as JSON Schema inferred from the types that decode and encode them (with
/// the descriptions, enums, formats and ranges their types add), an example per method, the
/// lifecycle methods, the error codes, and the notifications the server sends (`x-notifications`).
struct OpenRPCDocument: Codable, Sendable {
  /// The connection's own methods, which no feature registers: what `rpc.discover` and the manual
  /// page say of each.
  static let lifecycleSummaries = [
    "shutdown": "Ends the session: answers null, then every request but exit is refused.",
    "exit":
      "A notification (sent as a request, it is still treated as one): ends the process, status 0 after shutdown, else 1.",
  ]

  struct Info: Codable, Sendable {
    var title = "spacex-rpc"
    var version = AppInfo.version
    var description: String
  }

  /// An OpenRPC content descriptor: one named parameter, or the result.
  struct Param: Codable, Sendable {
    var name: String
    var description: String?
    var required: Bool
    var schema: JSONValue
  }

  /// An example pairing: params by name, as a client sends them.
  struct Example: Codable, Sendable {
    struct Value: Codable, Sendable {
      var name: String
      var value: JSONValue
    }
    var name: String
    var params: [Value]
  }

  /// What a method reads and changes (`x-effects`): a request waits for the earlier ones that
  /// change what it touches, so a client may pipeline and still see its changes in order.
  struct Effects: Codable, Sendable {
    var reads: [String]
    var changes: [String]

    init(_ effects: MethodEffects) {
      reads = effects.reads.map(\.description)
      changes = effects.changes.map(\.description)
    }

    init(reads: [String] = [], changes: [String] = []) {
      self.reads = reads
      self.changes = changes
    }
  }

  struct Method: Codable, Sendable {
    var name: String
    var summary: String
    var paramStructure: String
    var params: [Param]
    var result: Param
    var examples: [Example]
    var effects: Effects

    enum CodingKeys: String, CodingKey {
      case name, summary, paramStructure, params, result, examples
      case effects = "x-effects"
    }
  }

  /// An error code with what it means.
  struct ErrorDescription: Codable, Sendable {
    var code: Int
    var message: String
  }

  /// A view screen as `rpc.discover` describes it under `x-screens`.
  struct ScreenDescription: Codable, Sendable {
    /// How a top-level screen appears on a home screen: its title in each language, its place
    /// (lower first) and the key that opens it from anywhere, if any.
    struct Home: Codable, Sendable {
      var title: [String: String]
      var order: Int
      var key: String?
    }

    var name: String
    var params: JSONValue
    var data: JSONValue
    var home: Home?
    /// How to draw it from its data: `{card?, list?: {items?, title?, columns, row?, marks,
    /// status?, pages}}`.
    var layout: JSONValue?
    /// Keys other features add to it: `{key, title, method}`, the method called with the
    /// screen's params (a row's, on a list whose rows open this screen).
    var keys: [JSONValue]

    init(
      name: String, schemas: (params: JSONValue, data: JSONValue), home: HomeEntry? = nil, layout: JSONValue? = nil,
      keys: [JSONValue] = []
    ) {
      self.name = name
      (params, data) = schemas
      self.home = home.map {
        Home(title: ["en": $0.title(.en), "ru": $0.title(.ru)], order: $0.order, key: $0.key)
      }
      self.layout = layout
      self.keys = keys
    }
  }

  /// A notification the server sends, with its params.
  struct Notification: Codable, Sendable {
    var name: String
    var summary: String
    var params: JSONValue
  }

  var openrpc = "1.3.2"
  var info: Info
  var methods: [Method]
  var components: [String: [String: ErrorDescription]]
  var notifications: [Notification]
  /// Each view screen: its `view.open` params and its state's `data`, by name, so a client can
  /// tell which shape a view of that screen sends.
  var screens: [ScreenDescription]
  /// The JSON Schema of each `x-screens` entry: every member a client may read.
  var screensSchema = ScreenDescriptionSchema.entry

  enum CodingKeys: String, CodingKey {
    case openrpc, info, methods, components
    case notifications = "x-notifications"
    case screens = "x-screens"
    case screensSchema = "x-screens-schema"
  }

  /// - Parameter marks: by kind of row (`launch`), the members features add to those rows
  ///   (`favourite`); every schema that says `x-marks` gets them as boolean properties.
  /// - Parameter topics: what the server serves, for the description ("rockets, launches, …").
  init(
    topics: String, methods: [RPCMethod], notifications: [NotificationDescription],
    screens unmarked: [ScreenDescription], marks: [String: [String]] = [:]
  ) {
    info = Info(description: "SpaceX \(topics) over JSON-RPC 2.0 (LSP framing or NDJSON).")
    let screens = unmarked.map {
      var screen = $0
      (screen.params, screen.data) = (Self.marked($0.params, marks), Self.marked($0.data, marks))
      return screen
    }
    let names = screens.map(\.name)
    let registered = methods.map { method in
      Method(
        name: method.name.rawValue, summary: method.summary,
        paramStructure: method.paramsSchema == nil ? "either" : "by-name",
        params: Self.params(Self.refined(method.name.rawValue, method.paramsSchema, screens: screens)),
        result: Param(
          name: "result", required: true,
          schema: Self.marked(
            Self.withScreenData(method.resultSchema ?? .object([:]), names.isEmpty ? [] : screens), marks)),
        examples: [Self.example(method.name.rawValue, method.example)], effects: Effects(method.effects))
    }
    self.screens = screens.sorted { $0.name < $1.name }
    let lifecycle = [
      Method(
        name: "shutdown", summary: Self.lifecycleSummaries["shutdown"]!,
        paramStructure: "by-name", params: [],
        result: Param(name: "result", required: true, schema: .object(["type": "null"])),
        examples: [Self.example("shutdown", nil)], effects: Effects(changes: ["*"])),
      Method(
        name: "exit", summary: Self.lifecycleSummaries["exit"]!,
        paramStructure: "by-name", params: [],
        result: Param(name: "result", required: false, schema: .object(["type": "null"])),
        examples: [Self.example("exit", nil)], effects: Effects(changes: ["*"])),
    ]
    self.methods = (registered + lifecycle).sorted { $0.name < $1.name }
    components = [
      "errors": Dictionary(
        uniqueKeysWithValues: ErrorCode.documented.map {
          ($0.name, ErrorDescription(code: $0.code.rawValue, message: $0.meaning))
        })
    ]
    self.notifications = notifications.map {
      Notification(name: $0.name.rawValue, summary: $0.summary, params: Self.withScreenData($0.paramsSchema(), screens))
    }
  }

  /// `schema` with, in every object marked `x-marks: kind`, a boolean property per mark of that kind.
  private static func marked(_ schema: JSONValue, _ marks: [String: [String]]) -> JSONValue {
    guard !marks.isEmpty else { return schema }
    switch schema {
    case .array(let elements): return .array(elements.map { marked($0, marks) })
    case .object(var object):
      for (key, value) in object { object[key] = marked(value, marks) }
      if case .string(let kind)? = object["x-marks"], let keys = marks[kind],
        case .object(var properties)? =
          object["properties"]
      {
        for key in keys {
          properties[key] = .object([
            "type": "boolean", "description": .string("Whether the row carries the `\(key)` mark (another feature's)."),
          ])
        }
        object["properties"] = .object(properties)
      }
      return .object(object)
    default: return schema
    }
  }

  /// A view's `state.data` (in `view.open`, `view.send` and `view.didChange`): one of the screens'
  /// data shapes. `anyOf`, as one value may fit more than one shape.
  private static func withScreenData(_ schema: JSONValue, _ screens: [ScreenDescription]) -> JSONValue {
    guard !screens.isEmpty, case .object(var object) = schema, case .object(var properties)? = object["properties"],
      case .object(var state)? = properties["state"], case .object(var members)? = state["properties"],
      members["data"] != nil
    else { return schema }
    members["data"] = .object([
      "anyOf": .array(screens.map { screen in Self.titled(screen.data, screen.name) }),
      "description": "The screen's content, formatted for the current settings: the shape of its screen (x-screens).",
    ])
    state["properties"] = .object(members)
    properties["state"] = .object(state)
    object["properties"] = .object(properties)
    return .object(object)
  }

  private static func titled(_ schema: JSONValue, _ title: String) -> JSONValue {
    guard case .object(var object) = schema else { return schema }
    object["title"] = .string(title)
    return .object(object)
  }

  /// Where the registry's types cannot say it: `view.open`'s screens are the registered ones, and
  /// `view.send`'s input is one of four shapes, told apart by `type`.
  private static func refined(_ method: String, _ schema: JSONValue?, screens: [ScreenDescription]) -> JSONValue? {
    guard case .object(var object)? = schema, case .object(var properties)? = object["properties"] else {
      return schema
    }
    switch method {
    case "view.open":
      properties["screen"] = .object([
        "type": "string", "enum": .array(screens.map(\.name).sorted().map(JSONValue.string)),
        "description": "The screen to open; its params are those of the matching .list or .get method.",
      ])
      properties["params"] = .object([
        "anyOf": .array(screens.map { Self.titled($0.params, $0.name) } + [.object(["type": "null"])]),
        "description":
          "As for the matching .list or .get method (a query, or {id} / {ref}); x-screens says which.",
      ])
    case "view.send":
      let simple = ["nextPage", "refresh", "retry"].map { name -> JSONValue in
        .object([
          "type": "object", "required": .array(["type"]), "additionalProperties": false,
          "properties": .object(["type": .object(["const": .string(name)])]),
        ])
      }
      let setQuery: JSONValue = .object([
        "type": "object", "required": .array(["type", "query"]), "additionalProperties": false,
        "properties": .object([
          "type": .object(["const": "setQuery"]),
          "query": .object([
            "type": "object",
            "description":
              "Members of the screen's query (its params); an omitted one keeps its value, null resets it.",
          ]),
        ]),
      ])
      properties["input"] = .object([
        "oneOf": .array(simple + [setQuery]), "description": "One input, told apart by type.",
      ])
    default:
      return schema
    }
    object["properties"] = .object(properties)
    return .object(object)
  }

  /// The method's own example, or, for one that needs no params, a call without any.
  private static func example(_ method: String, _ params: [String: JSONValue]?) -> Example {
    Example(
      name: "\(method) example",
      params: (params ?? [:]).sorted { $0.key < $1.key }.map { Example.Value(name: $0.key, value: $0.value) })
  }

  /// One content descriptor per property of a by-name params schema.
  private static func params(_ schema: JSONValue?) -> [Param] {
    guard case .object(let properties)? = schema?["properties"] else { return [] }
    var required = Set<String>()
    if case .array(let names)? = schema?["required"] {
      for case .string(let name) in names { required.insert(name) }
    }
    return properties.keys.sorted().map { name in
      let schema = properties[name] ?? .object([:])
      var description: String?
      if case .string(let text)? = schema["description"] { description = text }
      return Param(name: name, description: description, required: required.contains(name), schema: schema)
    }
  }
}

/// `rpc.discover`'s answer: the document with its JSON, encoded once. Through `Codable` (and so
/// in its own schema) it is the document itself.
struct OpenRPCAnswer: Codable, Sendable, JSONWritable {
  let document: OpenRPCDocument
  private let encoded: Data

  init(_ document: OpenRPCDocument) throws {
    self.document = document
    encoded = try JSONEncoder.sortedKeys().encode(document)
  }

  init(from decoder: any Decoder) throws {
    try self.init(try OpenRPCDocument(from: decoder))
  }

  func encode(to encoder: any Encoder) throws {
    try document.encode(to: encoder)
  }

  func write(to json: inout JSONWriter) {
    json.raw(encoded)
  }
}
