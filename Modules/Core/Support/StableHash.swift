/// FNV-1a, 64 bits, over UTF-8 bytes: stable across runs and platforms, unlike `Hasher`, for
/// names kept on disk (cache file names, the catalog a kept value was built from).
package struct StableHash: Sendable {
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  package mutating func combine(_ text: String) {
    for byte in text.utf8 { combine(byte) }
  }

  package mutating func combine(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
}
