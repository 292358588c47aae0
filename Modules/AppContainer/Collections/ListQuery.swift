import Core
import JSONRPC

/// One option of a collection's list, declared once: `--status S` on the command (parsed,
/// checked, in its help and its completion), `status` in the list method's and the list screen's
/// params (checked alike, documented in `rpc.discover`).
package struct ListOption<Value: Sendable>: Sendable {
  package enum Role: Sendable {
    /// Keeps the values the chosen word selects.
    case filter(@Sendable (Value, String) -> Bool)
    /// Puts the values in the chosen order; without a choice, the first of its values.
    case order(@Sendable ([Value], String) -> [Value])
  }

  /// The params member; `--name` on the command.
  package var name: String
  /// What help shows for its value when the values are too many to list (`S`, `N`).
  package var placeholder: String
  /// Every value it accepts, as typed; empty: any text.
  package var values: [String]
  /// Its line in the command's help, after the flag.
  package var help: Phrase
  /// Its description in `rpc.discover`.
  package var summary: String
  package var role: Role

  /// A filter: `keep(value, word)` says whether a value stays when `word` is chosen.
  package static func filter(
    _ name: String, placeholder: String = "S", values: [String] = [], help: Phrase, summary: String,
    keep: @escaping @Sendable (Value, String) -> Bool
  ) -> ListOption {
    ListOption(name: name, placeholder: placeholder, values: values, help: help, summary: summary, role: .filter(keep))
  }

  /// The order: `values` name the orders, the first the one a list has when none is chosen.
  package static func sort(
    _ values: [String], help: Phrase, summary: String, order: @escaping @Sendable ([Value], String) -> [Value]
  ) -> ListOption {
    ListOption(name: "sort", placeholder: "S", values: values, help: help, summary: summary, role: .order(order))
  }

  /// `--status S`, or `--sort flights|last|serial` when its values are few enough to read at a glance.
  var usage: String {
    "--\(name) " + ((1...3).contains(values.count) ? values.joined(separator: "|") : placeholder)
  }
}

/// A collection's options together: what its command, list method and list screen accept, how a
/// choice of them selects and orders the values, and which one emptied a list.
package struct ListQuery<Value: Sendable>: Sendable {
  package var options: [ListOption<Value>]

  package init(_ options: [ListOption<Value>]) {
    self.options = options
  }

  /// The options chosen, by name, each checked: a value the option does not accept is a usage
  /// error naming it (`parameter`: the member as the caller wrote it, `status` or `--status`).
  package struct Choices: Sendable, Hashable {
    package fileprivate(set) var words: [String: String] = [:]

    /// As the list method's and screen's params.
    package var params: [String: JSONValue] { words.mapValues { .string($0) } }
  }

  /// The list's command arguments (`--status active`, `--block=5`) as checked choices.
  /// - Throws: ``UsageError`` for an unknown option, a missing or refused value, or a stray word.
  package func choices(arguments: [String]) throws(UsageError) -> Choices {
    let given = try CommandOptions(arguments, accepting: options.map { "--\($0.name)" })
    if let extra = given.positional.first {
      throw extra.hasPrefix("-") ? .unknownOption(extra, closest: nil) : .unexpectedArgument(extra)
    }
    return try check(given.values.map { (String($0.key.dropFirst(2)), $0.key, $0.value) })
  }

  /// `X.list`'s and the list screen's params as checked choices; a string or a number each.
  /// - Throws: ``RPCError`` for params that are no object or name no option (with the closest
  ///   name), ``UsageError`` for a refused value.
  package func choices(params: JSONValue?) throws -> Choices {
    guard case .object(let members) = params ?? .object([:]) else {
      throw RPCError.invalidParams(nil, "params must be an object of named parameters")
    }
    var given: [(String, String, String)] = []
    for (name, value) in members.sorted(by: { $0.key < $1.key }) {
      guard options.contains(where: { $0.name == name }) else {
        throw MethodParams.unknownMember(.init(path: [], name: name, known: options.map(\.name)))
      }
      switch value {
      case .null: continue
      case .string(let text): given.append((name, name, text))
      case .integer(let number): given.append((name, name, String(number)))
      default: throw RPCError.invalidParams(name, "expected a string, got \(value.typeName)")
      }
    }
    return try check(given)
  }

  private func check(_ given: [(name: String, parameter: String, value: String)]) throws(UsageError) -> Choices {
    var choices = Choices()
    for (name, parameter, value) in given {
      guard let option = options.first(where: { $0.name == name }) else { continue }
      guard option.values.isEmpty || option.values.contains(value) else {
        // A typo of a word has a closest choice; a number out of range (block 7) has none.
        let closest = value.count > 2 ? UsageError.closestChoice(to: value, among: option.values) : nil
        throw .invalidValue(value, for: parameter, expected: UsageError.oneOf(option.values), closest: closest)
      }
      choices.words[name] = value
    }
    return choices
  }

  /// The values the choices select, in their order (filters in the order declared), and the
  /// filter that left none, with the word chosen for it: what an empty list says.
  package func run(_ choices: Choices, on values: [Value]) -> QueriedList<Value> {
    var list = QueriedList(values: values)
    for option in options {
      guard case .filter(let keep) = option.role, let word = choices.words[option.name] else { continue }
      let before = list.values.count
      list.values = list.values.filter { keep($0, word) }
      if list.values.isEmpty, before > 0, list.emptiedBy == nil { list.emptiedBy = (option.name, word) }
    }
    for option in options {
      guard case .order(let order) = option.role, let word = choices.words[option.name] ?? option.values.first else {
        continue
      }
      list.values = order(list.values, word)
    }
    return list
  }

  /// `[--sort flights|last|serial] [--status S] [--block N]`.
  var usage: String { options.map { "[\($0.usage)]" }.joined(separator: " ") }

  /// A line for each option, its flag padded to one column.
  var help: [Phrase] {
    let width = (options.map { "--\($0.name) \($0.placeholder)".count }.max() ?? 0) + 2
    return options.map { option in
      let flag = "--\(option.name) \(option.placeholder)"
      let padded = flag + String(repeating: " ", count: width - flag.count)
      return Phrase(en: padded + option.help.en, ru: padded + option.help.ru)
    }
  }

  /// The params' JSON Schema: each option optional, a string or a number, listing its values.
  var schema: JSONValue {
    var properties: [String: JSONValue] = [:]
    for option in options {
      var member: [String: JSONValue] = [
        "type": .array([.string("string"), .string("number")]),
        "description": .string(option.summary),
      ]
      if !option.values.isEmpty { member["enum"] = .array(option.values.map { .string($0) }) }
      properties[option.name] = .object(member)
    }
    return .object(["type": .string("object"), "properties": .object(properties)])
  }
}

/// A list as its query left it: the values, and the filter that left none, with the word chosen.
package struct QueriedList<Value: Sendable>: Sendable {
  package var values: [Value]
  package var emptiedBy: (option: String, word: String)?

  package init(values: [Value], emptiedBy: (option: String, word: String)? = nil) {
    self.values = values
    self.emptiedBy = emptiedBy
  }
}

/// A list's params as sent, for its ``ListQuery`` to check: their members are declared at run
/// time, so no type can say them.
package struct QueryParams: Decodable, Sendable {
  package var raw: JSONValue

  package init(_ raw: JSONValue = .object([:])) {
    self.raw = raw
  }

  package init(from decoder: any Decoder) throws {
    raw = try decoder.singleValueContainer().decode(JSONValue.self)
  }
}
