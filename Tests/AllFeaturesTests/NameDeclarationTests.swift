import AllFeatures
import AppContainer
import Foundation
import JSONRPC
import TestSupport
import Testing

/// Screens and methods are named by declared constants (`ScreenName`, `MethodName`), never by a
/// string where they are used, and what describes their params names real members: rules over
/// the sources and the assembled app, so a new feature keeps them without a new entry.
@Suite struct NameDeclarationTests {
  /// The package's own sources, where the product is (the tests may name things as clients do).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private static func sources(under folder: String) throws -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    let files =
      FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map {
      ($0.path.replacingOccurrences(of: root.path + "/", with: ""), try String(contentsOf: $0, encoding: .utf8))
    }
  }

  /// `ScreenName("x")` and `MethodName("x")` with a literal, each with the line it is on.
  private static func literalNames(in sources: [(path: String, text: String)]) -> [(
    kind: String, name: String, line: String, path: String
  )] {
    let pattern = try! NSRegularExpression(pattern: #"\b(ScreenName|MethodName)\(\s*"([^"]*)"\s*\)"#)
    return sources.flatMap { path, text in
      // Code only: a comment may show a declaration (`/// … ScreenName("launch") …`).
      text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.drop { $0 == " " }.hasPrefix("//")
      }.flatMap { line in
        let line = String(line)
        let range = NSRange(line.startIndex..., in: line)
        return pattern.matches(in: line, range: range).compactMap {
          match -> (kind: String, name: String, line: String, path: String)? in
          guard let kind = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line) else {
            return nil
          }
          return (String(line[kind]), String(line[name]), line, path)
        }
      }
    }
  }

  @Test func everyName_IsAConstant_DeclaredOnce() throws {
    let declarations = Self.literalNames(in: try Self.sources(under: "Modules") + Self.sources(under: "Apps"))
    #expect(declarations.count > 20, "the features declare their names")
    for declaration in declarations {
      #expect(
        declaration.line.contains("static let "),
        "\(declaration.path): a name is written only where a constant declares it: \(declaration.line)")
    }
    var seen: [String: String] = [:]
    for declaration in declarations {
      let key = "\(declaration.kind) \(declaration.name)"
      #expect(seen[key] == nil, "\(key) is declared in \(seen[key] ?? "") and in \(declaration.path)")
      seen[key] = declaration.path
    }
  }

  /// A name a feature declares is one the app registers (no constant outlives its screen or
  /// method; AppContainer's own, such as `view.didChange`, the server registers), and no method's
  /// name is written as a string anywhere else in the product.
  @Test func everyDeclaredName_IsRegistered_AndNoMethodNameIsAString() throws {
    let container = try AppContainer.assemble(core: .sample(), features: Feature.all)
    let screens = Set(container.screens.all.map(\.name.rawValue))
    let methods = Set(container.methods.all.map(\.name.rawValue) + container.methods.notifications.map(\.name.rawValue))
    let sources = try Self.sources(under: "Modules")
    for declaration in Self.literalNames(in: sources) where !declaration.path.hasPrefix("Modules/AppContainer/") {
      let known = declaration.kind == "ScreenName" ? screens : methods
      #expect(
        known.contains(declaration.name),
        "\(declaration.path) declares \(declaration.kind) \(declaration.name), which nothing registers")
    }
    for (path, text) in sources + (try Self.sources(under: "Apps")) {
      for method in methods where text.contains("\"\(method)\"") {
        let lines = text.split(separator: "\n").filter { $0.contains("\"\(method)\"") }
        #expect(
          lines.allSatisfy { $0.contains("static let ") }, "\(path) writes method \(method) as a string: \(lines)")
      }
    }
  }

  /// Every annotation of a params or result member names a member: a misspelt key would leave
  /// the member undescribed in `rpc.discover`, and its schema says so (`x-misannotated`).
  @Test func everyAnnotation_NamesAMember() throws {
    let container = try AppContainer.assemble(core: .sample(), features: Feature.all)
    var schemas: [(String, JSONValue?)] = []
    for method in container.methods.all {
      schemas += [("\(method.name) params", method.paramsSchema), ("\(method.name) result", method.resultSchema)]
    }
    for notification in container.methods.notifications {
      schemas.append(("\(notification.name)", notification.paramsSchema()))
    }
    for screen in container.screens.all {
      let (params, data) = screen.schemas()
      schemas += [("screen \(screen.name) params", params), ("screen \(screen.name) data", data)]
    }
    #expect(schemas.count > 60)
    for (what, schema) in schemas {
      let misannotated = Self.misannotated(in: schema)
      #expect(misannotated.isEmpty, "\(what): annotations name no member: \(misannotated)")
    }
  }

  /// Everything listed under `x-misannotated`, however deep.
  private static func misannotated(in value: JSONValue?) -> [String] {
    switch value {
    case .object(let members)?:
      let here = members[JSONSchemaInference.misannotated].map { "\($0)" }.map { [$0] } ?? []
      return here + members.values.flatMap { misannotated(in: $0) }
    case .array(let values)?: return values.flatMap { misannotated(in: $0) }
    default: return []
    }
  }

  /// The marker itself: an annotation of a member the type does not have is reported.
  @Test func aMisspeltAnnotation_IsReported() {
    struct Params: Decodable, JSONSchemaAnnotating {
      static let memberAnnotations: [String: JSONValue] = ["rocket": .object(["description": "A rocket."])]
      var rockett: String?
    }
    let schema = JSONSchemaInference.schema(of: Params.self)
    #expect(schema[JSONSchemaInference.misannotated] == .array(["rocket"]))
  }
}
