/// Maps any cache key to a file name that cannot leave the cache directory.
///
/// Only `[A-Za-z0-9_-]` pass through; every other byte, `.` `/` `%` and NUL included, becomes
/// `%XX`. So no name contains a path separator or `..`, and two keys never share a name unless
/// they are long enough to be shortened, in which case the full key stored in the file decides.
package enum CacheFileName {
  package static let maximumStemLength = 120

  package static func make(for key: String) -> String {
    // Built as bytes (all ASCII, so a byte is a character): every command names several files.
    var stem: [UInt8] = []
    stem.reserveCapacity(key.utf8.count * 3)
    for byte in key.utf8 {
      if isPassThrough(byte) {
        stem.append(byte)
      } else {
        stem += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
      }
    }
    guard stem.count > maximumStemLength else { return String(decoding: stem, as: UTF8.self) + ".cache" }
    return String(decoding: stem.prefix(maximumStemLength - 17), as: UTF8.self) + "~" + fnv1a(key) + ".cache"
  }

  private static func isPassThrough(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  /// ``StableHash`` of `text`, as 16 hex digits.
  private static func fnv1a(_ text: String) -> String {
    var hash = StableHash()
    hash.combine(text)
    let digits = String(hash.value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
