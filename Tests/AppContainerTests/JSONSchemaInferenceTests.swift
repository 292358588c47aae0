import AppContainer
import Core
import JSONRPC
import TestSupport
import Testing

@Suite struct JSONSchemaInferenceTests {
  private struct Inner: Decodable, Sendable {
    var flag: Bool
  }

  private struct Params: Decodable, Sendable {
    var id: String
    var limit: Int?
    var ratio: Double
    var loose: LooseScalar?
    var inner: Inner?
    var tags: [String]?
    var units: UnitSystem?
  }

  @Test func schema_ListsEveryField_WithTypeAndRequiredness() {
    let schema = JSONSchemaInference.schema(of: Params.self)
    #expect(schema["type"] == .string("object"))
    #expect(schema["required"] == .array([.string("id"), .string("ratio")]))
    let properties = schema["properties"]
    #expect(properties?["id"] == .object(["type": .string("string")]))
    #expect(properties?["limit"] == .object(["type": .string("integer")]))
    #expect(properties?["ratio"] == .object(["type": .string("number")]))
    #expect(properties?["loose"] == .object(["type": .array([.string("string"), .string("number")])]))
    #expect(properties?["inner"]?["properties"]?["flag"] == .object(["type": .string("boolean")]))
    #expect(properties?["tags"] == .object(["type": .string("array"), "items": .object(["type": .string("string")])]))
    #expect(properties?["units"]?["enum"] == .array([.string("metric"), .string("imperial")]))
  }

  @Test func noParams_IsAnEmptyObject() {
    #expect(
      JSONSchemaInference.schema(of: NoParams.self) == .object(["type": .string("object"), "properties": .object([:])]))
  }
}

@Suite struct MethodSchemaTests {
  private struct Answer: Codable, Sendable {
    var count: Int
    var source: DataSourceKind
    var note: String?
  }

  @Test func register_InfersParamsAndResultSchemas() throws {
    var methods = MethodRegistry()
    try methods.register("x.count", summary: "", params: NoParams.self, effects: .none) { _, _ in
      Answer(count: 1, source: .live, note: nil)
    }
    let method = try #require(methods[named: "x.count"])
    let result = try #require(method.resultSchema)
    #expect(result["required"] == .array([.string("count"), .string("source")]))
    #expect(
      result["properties"]?["source"]?["enum"] == .array([.string("live"), .string("cache"), .string("bundled")]))
    #expect(method.paramsSchema == .object(["type": .string("object"), "properties": .object([:])]))
  }
}
