import Foundation

extension Data {
  /// A literal's bytes. Not `Data("…".utf8)`: that generic initializer's first use in a process
  /// asks the runtime whether a `String.UTF8View` is `ContiguousBytes`, a scan of every
  /// conformance record in the binary (270,000 instructions of each `spacex-rpc` start).
  init(literal text: StaticString) {
    self.init(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
  }
}
