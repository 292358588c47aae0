import Foundation

/// A method's answer: the encoded result, and optionally work to run once the result is on the
/// wire (e.g. `settings.update` notifies `settings.didChange` only after its reply).
package struct Reply: Sendable {
  package var result: Data
  package var afterwards: (@Sendable () async -> Void)?

  package init(result: Data, afterwards: (@Sendable () async -> Void)? = nil) {
    self.result = result
    self.afterwards = afterwards
  }
}
