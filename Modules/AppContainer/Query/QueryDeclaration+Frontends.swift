import Core
import JSONRPC

/// What a command, a method and a screen that take a query say about it, all read from its
/// declaration: the usage and help lines, the flags parsed, the params checked and merged, the
/// JSON Schema, and completion's values.
extension QueryDeclaration {
  /// `[--rocket REF] [--status S] … [--limit N|all] [--all]`.
  package var usage: String {
    let options = self.options.map { option in "[--\(option.name) \(option.valueUsage)]" }
    let shorthands = self.options.compactMap { $0.shorthand.map { "[--\($0.flag)]" } }
    return (options + shorthands).joined(separator: " ")
  }

  /// A line for each option (and each shorthand), its flag padded to one column.
  package var help: [Phrase] {
    OptionHelp.lines(
      options.map { ("--\($0.name) \($0.placeholder)", $0.help) }
        + options.compactMap { option in option.shorthand.map { ("--\($0.flag)", $0.help) } })
  }

  /// The options as typed on a command line (`--year 2020`, `--year=2020`, `--all`), each checked
  /// as params are: a bad one is a usage error naming the flag.
  /// - Returns: the query's members as typed, for the screen's and the method's params.
  package func input(arguments: [String]) throws(UsageError) -> [String: String] {
    let input = try uncheckedInput(arguments: arguments)
    _ = try query(input) { "--" + $0 }
    return input
  }

  /// The same, the values not checked (the flags are): for a command whose screen checks them as
  /// it opens, parsing once, and, when it refuses one, ``input(arguments:)`` says which flag.
  package func uncheckedInput(arguments: [String]) throws(UsageError) -> [String: String] {
    // Loops, not `map` and `compactMap`: unspecialized here (generic over the query), those asked
    // the run time for the array's protocol witnesses on their first call, at every start.
    var names: [String] = []
    var shorthands: [(flag: String, name: String, value: String)] = []
    for option in options {
      names.append("--\(option.name)")
      if let shorthand = option.shorthand { shorthands.append(("--\(shorthand.flag)", option.name, shorthand.value)) }
    }
    var flags = Set<String>()
    for shorthand in shorthands { flags.insert(shorthand.flag) }
    let given = try CommandOptions(arguments, accepting: names, flags: flags)
    if let extra = given.positional.first {
      throw OptionSyntax.isOption(extra) ? .unknownOption(extra, closest: nil) : .unexpectedArgument(extra)
    }
    var input: [String: String] = [:]
    for option in options { input[option.name] = given["--\(option.name)"] }
    for (flag, name, value) in shorthands where given.has(flag) {
      if input[name] != nil { throw .conflicting(flag, "--\(name)") }
      input[name] = value
    }
    return input
  }

  /// The query for params as sent (a string or a number each; `null` as if left out).
  /// - Throws: ``RPCError`` for params that are no object, a member of another type or one not
  ///   declared (with the closest name), ``UsageError`` for a value an option refuses.
  package func query(params: JSONValue?) throws -> Query {
    try query(try unchecked(params))
  }

  /// The members of params as sent, checked as ``query(params:)`` checks them, as text.
  package func input(params: JSONValue?) throws -> [String: String] {
    let input = try unchecked(params)
    _ = try query(input)
    return input
  }

  private func unchecked(_ params: JSONValue?) throws -> [String: String] {
    guard case .object(let members) = params ?? .object([:]) else {
      throw RPCError.invalidParams(nil, "params must be an object of named parameters")
    }
    return try merged([:], members)
  }

  /// `fields` over `input`: a value replaces, `null` resets, a member not sent stays. Not checked
  /// (see ``query(_:naming:)``).
  package func merged(_ input: [String: String], _ fields: [String: JSONValue]) throws -> [String: String] {
    var result = input
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      guard self[name] != nil else {
        var known: [String] = []
        for option in options { known.append(option.name) }
        throw MethodParams.unknownMember(.init(path: [], name: name, known: known))
      }
      switch value {
      case .null: result[name] = nil
      case .string(let text): result[name] = text
      case .integer(let number): result[name] = String(number)
      case .double(let number): result[name] = String(number)
      default: throw RPCError.invalidParams(name, "expected a string or a number, got \(value.typeName)")
      }
    }
    return result
  }

  /// The params' JSON Schema: every member optional, a string or a number, described and, where
  /// its values say, listed or bounded.
  package var schema: JSONValue {
    var properties: [String: JSONValue] = [:]
    for option in options {
      var member: [String: JSONValue] = [
        "type": .array([.string("string"), .string("number")]), "description": .string(option.summary),
      ]
      switch option.values {
      case .text: break
      case .words(let words): member["enum"] = .array(words.map(JSONValue.string))
      case .year:
        member["pattern"] = .string("^[0-9]{4}$")
        member["minimum"] = .integer(1000)
        member["maximum"] = .integer(9999)
      case .day:
        member["format"] = .string("date")
        member["pattern"] = .string(#"^\d{4}-\d{2}-\d{2}$"#)
      case .number(let minimum, let maximum, let orAll):
        member["minimum"] = .integer(minimum)
        if let maximum { member["maximum"] = .integer(maximum) }
        member["pattern"] = .string(orAll ? "^([0-9]+|all)$" : "^[0-9]+$")
      }
      properties[option.name] = .object(member)
    }
    return .object(["type": .string("object"), "properties": .object(properties)])
  }

  /// For a command taking the query: the words completion offers after each flag (fixed), and
  /// the kind of names from the data it reads as it completes.
  package var completion: (choices: [String: [String]], names: [String: CompletionNames]) {
    var choices: [String: [String]] = [:]
    var names: [String: CompletionNames] = [:]
    for option in options {
      if !option.values.words.isEmpty { choices["--\(option.name)"] = option.values.words }
      if let kind = option.names { names["--\(option.name)"] = kind }
    }
    return (choices, names)
  }
}

extension QueryOption {
  /// `S`, or `newest|oldest` when its words are few enough to read at a glance, or `N|all`.
  fileprivate var valueUsage: String {
    switch values {
    case .words(let words) where (1...3).contains(words.count): words.joined(separator: "|")
    case .number(_, _, orAll: true): placeholder + "|all"
    default: placeholder
    }
  }
}

extension TextCommand {
  /// The command takes `query`'s flags (or only those `named`): completion offers their words and
  /// names (its own choices and names, set before or after, win).
  package mutating func takes<Query>(_ query: QueryDeclaration<Query>, named: Set<String>? = nil) {
    let before = declaredCompletion
    declaredCompletion = {
      let (earlier, declared) = (before(), (named.map { query.only($0) } ?? query).completion)
      return (
        declared.choices.merging(earlier.choices) { _, earlier in earlier },
        declared.names.merging(earlier.names) { _, earlier in earlier }
      )
    }
  }
}
