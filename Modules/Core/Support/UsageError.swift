/// Input that cannot be acted on: an unknown command, flag or value. Exit status 2 in `spacex`,
/// invalid params in `spacex-rpc`.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line that says what is wrong and, where possible, what is allowed.
  package var message: String
  /// The name of the offending parameter or flag (`limit`, `--source`), for RPC error data.
  package var parameter: String?

  package init(_ message: String, parameter: String? = nil) {
    self.message = message
    self.parameter = parameter
  }

  package var description: String { message }

  /// "invalid value 'x' for --source (expected one of: auto, live, cache, bundled)".
  package static func invalidValue(_ value: String, for parameter: String, expected: String) -> UsageError {
    UsageError("invalid value '\(value)' for \(parameter) (expected \(expected))", parameter: parameter)
  }
}
