import Foundation

/// A method's answer: the encoded result. Notifications the method causes (`settings.didChange`)
/// it sends itself while it runs, so they reach the client before this answer does.
package struct Reply: Sendable {
  package var result: Data

  package init(result: Data) {
    self.result = result
  }
}
