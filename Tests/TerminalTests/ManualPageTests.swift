import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// The manual pages `Apps/install` installs are made by the binaries from what `--help` and
/// `rpc.discover` are made from: every command, option, method and notification is on its page,
/// the environment is the terminal manual's, and groff typesets both without a warning.
@Suite struct ManualPageTests {
  @Test func spacexPage_HasEveryCommandAndOption_AndTypesetsCleanly() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let page = try Executable.spacex.run(["help", "--manual"], environment: sandbox.environment())
    #expect(page.status == 0, "\(page.stderr)")
    let terms = Self.terms(in: page.stdout)
    let helpTerms = Self.helpTerms(try Executable.spacex.run(["--help"], environment: sandbox.environment()).stdout)
    #expect(helpTerms.count > 30, "\(helpTerms)")
    #expect(helpTerms.filter { !terms.contains($0) }.isEmpty, "on --help, not on the page")
    #expect(page.stdout.contains(".SH EXIT STATUS") && page.stdout.contains(".SH ENVIRONMENT"))
    try Self.expectTypesetsCleanly(page.stdout)
    #expect(try Self.section("ENVIRONMENT", of: page.stdout) == Self.readmeEnvironment())
  }

  @Test func rpcPage_HasEveryMethodAndNotification_AndTypesetsCleanly() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let page = try Executable.spacexRPC.run(["--manual", "--offline"], environment: sandbox.environment())
    #expect(page.status == 0, "\(page.stderr)")
    let terms = Self.terms(in: page.stdout)
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let discovered = try #require(try rpc.request("rpc.discover")["result"] as? [String: Any])
    #expect(rpc.finish() == 0)
    let methods = try #require(discovered["methods"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    let notifications = (discovered["x-notifications"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(methods.count > 20 && !notifications.isEmpty)
    #expect((methods + notifications).filter { !terms.contains($0) }.isEmpty, "in rpc.discover, not on the page")
    #expect(terms.contains("--offline") && terms.contains("--manual"))
    let helpTerms = Self.helpTerms(try Executable.spacexRPC.run(["--help"], environment: sandbox.environment()).stdout)
    #expect(helpTerms.count > 10, "\(helpTerms)")
    #expect(helpTerms.filter { !terms.contains($0) }.isEmpty, "on --help, not on the page")
    try Self.expectTypesetsCleanly(page.stdout)
    #expect(try Self.section("ENVIRONMENT", of: page.stdout) == Self.readmeEnvironment())
  }

  /// The terms of `--help`'s command and option lines: two spaces, the term, two spaces or more,
  /// its text.
  private static func helpTerms(_ help: String) -> [String] {
    help.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  "), line.dropFirst(2).first != " ", let gap = line.dropFirst(2).range(of: "  ") else {
        return nil
      }
      return String(line.dropFirst(2)[..<gap.lowerBound])
    }
  }

  /// The `.TP` terms of a page, unescaped (`--lang en|ru`, `rockets`).
  private static func terms(in page: String) -> Set<String> {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    return Set(
      zip(lines, lines.dropFirst()).compactMap { line, next in
        line == ".TP" && next.hasPrefix(".B ") ? unescaped(next.dropFirst(3)) : nil
      })
  }

  private static func unescaped(_ text: Substring) -> String {
    text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
  }

  /// The terms of one section, in order.
  private static func section(_ title: String, of page: String) -> [String] {
    guard let start = page.range(of: ".SH \(title)\n") else { return [] }
    let body = page[start.upperBound...]
    let end = body.range(of: "\n.SH ").map { body[..<$0.lowerBound] } ?? body
    return terms(in: String(end)).sorted()
  }

  /// The variables of the terminal manual's environment table (`| `SPACEX_API_URL` | …`), as the page
  /// names them (`SPACEX_LOG=info` as `SPACEX_LOG`).
  private static func readmeEnvironment() throws -> [String] {
    let readme = try String(
      contentsOf: Executable.packageRoot.appendingPathComponent("Apps/spacex/README.md"), encoding: .utf8)
    let table = try #require(readme.range(of: "| variable | meaning |"))
    let rows = readme[table.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| `") }
    return rows.map { row in
      let name = row.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
      return name.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "=info", with: "")
    }.sorted()
  }

  /// groff reads the page with every warning on and says nothing; `man` shows its sections.
  private static func expectTypesetsCleanly(_ page: String) throws {
    let file = try TemporaryDirectory()
    defer { file.remove() }
    let path = file.url.appendingPathComponent("page.1")
    try Data(page.utf8).write(to: path)
    let groff = Process()
    groff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    groff.currentDirectoryURL = TemporaryDirectory.forProcesses
    // Plain text: no overstriking or escape sequences for bold, so the headings read as words.
    groff.arguments = ["groff", "-man", "-ww", "-Tutf8", "-P-cbou", path.path]
    let output = Pipe()
    let errors = Pipe()
    groff.standardOutput = output
    groff.standardError = errors
    try groff.runBounded()
    let typeset = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    groff.waitUntilExit()
    #expect(groff.terminationStatus == 0 && warnings.isEmpty, "\(warnings)")
    let text = String(decoding: typeset, as: UTF8.self)
    for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "EXIT STATUS"] {
      #expect(text.contains(heading), "\(heading)")
    }
  }
}
