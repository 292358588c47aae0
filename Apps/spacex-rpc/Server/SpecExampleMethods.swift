import AppContainer
import Foundation
import JSONRPC

/// The methods the JSON-RPC 2.0 specification's examples call (`subtract`, `sum`, `update`,
/// `notify_hello`, `get_data`), served only when `SPACEX_RPC_SPEC_METHODS=1`, so the spec's own
/// examples can be replayed against this server, by our conformance tests or by a client's.
extension Feature {
  static let specExamples = Feature(
    name: "server.specExamples",
    offers: [
      .subtract, .sum, .getData, .update, .notifyHello, .notifySum, .foobarNotification,
    ].map { .method($0) }
  ) { container in
    try container.methods.registerRaw(.subtract, summary: "Spec example: minuend − subtrahend.", effects: .none) {
      params, _ in
      let (minuend, subtrahend): (JSONValue?, JSONValue?) =
        switch params {
        case .array(let values)?: (values.first, values.dropFirst().first)
        case .object(let fields)?: (fields["minuend"], fields["subtrahend"])
        default: (nil, nil)
        }
      guard case .integer(let a)? = minuend, case .integer(let b)? = subtrahend else {
        throw RPCError.invalidParams("minuend", "two integers, by position or as minuend and subtrahend")
      }
      return Data("\(a - b)".utf8)
    }
    try container.methods.registerRaw(.sum, summary: "Spec example: the sum of the numbers given.", effects: .none) {
      params, _ in
      guard case .array(let values)? = params else { throw RPCError.invalidParams(nil, "an array of integers") }
      return Data("\(values.reduce(0) { sum, value in if case .integer(let n) = value { sum + n } else { sum } })".utf8)
    }
    try container.methods.registerRaw(.getData, summary: "Spec example: [\"hello\", 5].", effects: .none) { _, _ in
      Data(#"["hello",5]"#.utf8)
    }
    for name in [MethodName.update, .notifyHello, .notifySum, .foobarNotification] {
      try container.methods.registerRaw(name, summary: "Spec example notification target.", effects: .none) { _, _ in
        Data("null".utf8)
      }
    }
  }
}

/// The specification's example methods, by its names.
extension MethodName {
  fileprivate static let subtract = MethodName("subtract")
  fileprivate static let sum = MethodName("sum")
  fileprivate static let getData = MethodName("get_data")
  fileprivate static let update = MethodName("update")
  fileprivate static let notifyHello = MethodName("notify_hello")
  fileprivate static let notifySum = MethodName("notify_sum")
  fileprivate static let foobarNotification = MethodName("foobar_notification")
}
