import Core
import Foundation
import JSONRPC

/// Checks for a command's own arguments, with errors that say what was expected.
package enum CommandArguments {
  /// The command takes no arguments.
  package static func expectNone(_ arguments: [String]) throws(UsageError) {
    if let first = arguments.first {
      throw OptionSyntax.isOption(first) ? .unknownOption(first, closest: nil) : .unexpectedArgument(first)
    }
  }

  /// One reference, which may be typed as several words (`spacex rocket Falcon 9`).
  package static func reference(_ arguments: [String], name: String) throws(UsageError) -> String {
    if let option = arguments.first(where: OptionSyntax.isOption) {
      throw .unknownOption(option, closest: nil)
    }
    let reference = arguments.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    guard !reference.isEmpty else { throw .missing(name) }
    return reference
  }

  /// `REF` as the `{ref}` params a get method and a detail screen take.
  package static func referenceParams(_ arguments: [String]) throws(UsageError) -> [String: JSONValue] {
    ["ref": .string(try reference(arguments, name: "REF"))]
  }
}
