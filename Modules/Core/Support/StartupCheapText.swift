import Foundation

// Two everyday calls made here, for concrete types, because the standard ones are generic across
// modules and their first call in a process asks the runtime about conformances: a scan of every
// conformance record in the binary, which grows with each feature. Together they were 570,000 of
// a warm `spacex launches`' 12.8 million instructions (Benchmarks/instructions). Same results.

extension Array where Element == String {
  /// The elements with `separator` between them, as the standard library's `joined(separator:)`
  /// (which, generic over any collection of strings, looked up `Array`'s witnesses at run time).
  package func joined(separator: String = "") -> String {
    var text = ""
    text.reserveCapacity(reduce(separator.utf8.count * Swift.max(0, count - 1)) { $0 + $1.utf8.count })
    for (index, element) in enumerated() {
      if index > 0 { text += separator }
      text += element
    }
    return text
  }
}

extension Data {
  /// `text`'s UTF-8 bytes, as `Data(text.utf8)` (whose generic initializer first asks whether a
  /// `String.UTF8View` is `ContiguousBytes`).
  package init(utf8 text: String) {
    var text = text
    self = text.withUTF8 { Data(buffer: $0) }
  }
}
