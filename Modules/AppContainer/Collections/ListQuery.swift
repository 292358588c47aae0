import Core
import JSONRPC

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
      throw OptionSyntax.isOption(extra) ? .unknownOption(extra, closest: nil) : .unexpectedArgument(extra)
    }
    // In the options' order, so of two refused values the same one is named every time.
    return try check(
      options.compactMap { option in given["--\(option.name)"].map { (option.name, "--\(option.name)", $0) } })
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
      list.sortedColumn = option.columns[word] ?? list.sortedColumn
    }
    return list
  }

  /// `[--sort flights|last|serial] [--status S] [--block N]`.
  var usage: String { options.map { "[\($0.usage)]" }.joined(separator: " ") }

  /// A line for each option, its flag padded to one column.
  var help: [Phrase] {
    OptionHelp.lines(options.map { ("--\($0.name) \($0.placeholder)", $0.help) })
  }

  /// The params' JSON Schema: each option optional, listing its values; one whose values are
  /// numbers (a block) takes them as numbers too.
  var schema: JSONValue {
    var properties: [String: JSONValue] = [:]
    for option in options {
      let numbers = option.values.compactMap { Int($0) }
      let numeric = !option.values.isEmpty && numbers.count == option.values.count
      var member: [String: JSONValue] = [
        "type": numeric ? .array([.string("string"), .string("integer")]) : .string("string"),
        "description": .string(option.summary),
      ]
      if !option.values.isEmpty {
        member["enum"] = .array(option.values.map { .string($0) } + numbers.map { .integer($0) })
      }
      properties[option.name] = .object(member)
    }
    return .object(["type": .string("object"), "properties": .object(properties)])
  }
}
