import AppContainer
import Core
import Foundation
import JSONRPC
import Testing

/// A query declared once gives a command its flags, usage and help, a method its params, schema
/// and checks, and completion its words, all alike: one option each, spelled in one place.
struct QueryDeclarationTests {
  private struct Query: Sendable, Equatable {
    enum Colour: String, CaseIterable, Sendable { case red, green, blue }
    var colour: Colour?
    var year: Int?
    var first: Date?
    var last: Date?
    var name: String?
    var count = 10
  }

  private static let declaration = QueryDeclaration(
    Query(),
    [
      .choice(
        "colour", words: Query.Colour.allCases.map(\.rawValue), help: Phrase(en: "a colour", ru: "цвет"),
        summary: "A colour."
      ) { $0.colour = Query.Colour(rawValue: $1) },
      .year("year", help: Phrase(en: "a year", ru: "год"), summary: "A year.") { $0.year = $1 },
      .day("first", help: Phrase(en: "first day", ru: "первый день"), summary: "First day.") {
        query, day throws(QueryValueError) in query.first = day
      },
      .day("last", help: Phrase(en: "last day", ru: "последний день"), summary: "Last day.") {
        query, day throws(QueryValueError) in
        if let first = query.first, first > day {
          throw QueryValueError(expected: Phrase(en: "a day after first", ru: "день после first"))
        }
        query.last = day
      },
      .text(
        "name", placeholder: "NAME", help: Phrase(en: "a name", ru: "имя"), summary: "A name.",
        names: CompletionNames("names")
      ) { $0.name = $1 },
      QueryOption(
        "count", placeholder: "N", values: .number(minimum: 1, maximum: 20, orAll: true),
        help: Phrase(en: "how many", ru: "сколько"), summary: "How many.",
        shorthand: QueryShorthand(flag: "all", value: "all", help: Phrase(en: "every one", ru: "все"))
      ) { query, text throws(QueryValueError) in
        query.count =
          text == "all"
          ? .max : try QueryValues.number(text, in: 1...20, expected: Phrase(en: "1 to 20", ru: "от 1 до 20"))
      },
    ])

  @Test func usageAndHelp_ListEveryOptionOnce_InTheDeclaredOrder() {
    #expect(
      Self.declaration.usage
        == "[--colour red|green|blue] [--year Y] [--first D] [--last D] [--name NAME] [--count N|all] [--all]")
    #expect(
      Self.declaration.help.map(\.en) == [
        "--colour S   a colour", "--year Y     a year", "--first D    first day", "--last D     last day",
        "--name NAME  a name", "--count N    how many", "--all        every one",
      ])
    #expect(Self.declaration.help.last?.ru == "--all        все")
  }

  @Test func arguments_AreTheParamsAsTyped_CheckedAsParamsAre() throws {
    let input = try Self.declaration.input(arguments: ["--colour", "RED", "--year=2020", "--all", "--name", "x y"])
    #expect(input == ["colour": "RED", "year": "2020", "count": "all", "name": "x y"])
    let fromParams = try Self.declaration.query(
      params: .object(["colour": "RED", "year": .integer(2020), "count": "all", "name": "x y"]))
    #expect(try Self.declaration.query(input) == fromParams)
    #expect(fromParams.colour == .red && fromParams.year == 2020 && fromParams.count == .max)
  }

  @Test(arguments: [
    (["--colour", "rde"], "invalid value 'rde' for --colour; did you mean 'red'? (expected one of: red, green, blue)"),
    (["--year", "20"], "invalid value '20' for --year (expected a four-digit year such as 2020)"),
    (
      ["--first", "2020-02-30"],
      "invalid value '2020-02-30' for --first (expected a day that exists (2020-02-30 does not))"
    ),
    (
      ["--first", "2021-01-01", "--last", "2020-01-01"],
      "invalid value '2020-01-01' for --last (expected a day after first)"
    ),
    (["--count", "21"], "invalid value '21' for --count (expected 1 to 20)"),
    (["--all", "--count", "3"], "--all cannot be used with --count"),
    (["--colur", "red"], "unknown option '--colur'; did you mean '--colour'?"),
    (["red"], "unexpected argument 'red'"),
  ])
  func badArguments_AreUsageErrors_NamingTheFlag(arguments: [String], message: String) {
    #expect {
      try Self.declaration.input(arguments: arguments)
    } throws: { error in
      (error as? UsageError)?.message.hasPrefix(message) == true
    }
  }

  @Test func badParams_NameTheMember_AndSuggestTheClosestWord() {
    #expect {
      try Self.declaration.query(params: .object(["colour": "gren"]))
    } throws: { error in
      let usage = error as? UsageError
      return usage?.parameter == "colour" && usage?.suggestions == ["green"]
    }
    #expect(throws: RPCError.self) { try Self.declaration.query(params: .object(["colours": "red"])) }
    #expect(throws: RPCError.self) { try Self.declaration.query(params: .object(["name": .bool(true)])) }
    #expect(throws: RPCError.self) { try Self.declaration.query(params: .array([])) }
  }

  @Test func merged_ReplacesResetsAndKeeps() throws {
    let merged = try Self.declaration.merged(["colour": "red", "year": "2020"], ["colour": .null, "name": "n"])
    #expect(merged == ["year": "2020", "name": "n"])
  }

  @Test func schema_DescribesEveryMember_WithItsValues() throws {
    guard case .object(let schema) = Self.declaration.schema, case .object(let members)? = schema["properties"] else {
      Issue.record("no properties")
      return
    }
    #expect(Set(members.keys) == ["colour", "year", "first", "last", "name", "count"])
    #expect(members["colour"]?["enum"] == .array(["red", "green", "blue"]))
    #expect(members["year"]?["pattern"] == "^[0-9]{4}$")
    #expect(members["first"]?["format"] == "date")
    #expect(members["count"]?["maximum"] == .integer(20) && members["count"]?["pattern"] == "^([0-9]+|all)$")
    #expect(members["name"]?["description"] == "A name.")
  }

  @Test func completion_IsTheCommandsOwn() {
    var command = TextCommand(name: "x", abstract: Phrase(en: "", ru: ""), usage: "") { _ in CommandOutput("") }
    command.takes(Self.declaration)
    #expect(command.choices == ["--colour": ["red", "green", "blue"]])
    #expect(command.names == ["--name": CompletionNames("names")])
  }

  /// A command whose screen checks the values as it opens reads the flags without checking them
  /// (parsed once); a refused value is then named as the flag by the checked reading.
  @Test func uncheckedInput_ReadsTheFlags_LeavingTheValuesToTheScreen() throws {
    #expect(try Self.declaration.uncheckedInput(arguments: ["--year", "20"]) == ["year": "20"])
    #expect(throws: UsageError.self) { try Self.declaration.uncheckedInput(arguments: ["--yaer", "2020"]) }
    #expect(throws: UsageError.self) { try Self.declaration.input(arguments: ["--year", "20"]) }
  }

  @Test func takes_SomeOptions_OffersOnlyTheirs() {
    var command = TextCommand(name: "x", abstract: Phrase(en: "", ru: ""), usage: "") { _ in CommandOutput("") }
    command.choices = ["--format": ["text"]]
    command.takes(Self.declaration, named: ["name"])
    #expect(command.choices == ["--format": ["text"]], "its own choices stay, the colours are not its")
    #expect(command.names == ["--name": CompletionNames("names")])
  }

  @Test func only_KeepsTheOptionsNamed_InTheirOrder() {
    #expect(Self.declaration.only(["name", "colour"]).options.map(\.name) == ["colour", "name"])
  }
}
