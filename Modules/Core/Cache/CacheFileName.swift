/// Maps any cache key to a file name that cannot leave the cache directory.
///
/// Only `[A-Za-z0-9_-]` pass through; every other byte, `.` `/` `%` and NUL included, becomes
/// `%XX`. So no name contains a path separator or `..`, and two keys never share a name unless
/// they are long enough to be shortened, in which case the full key stored in the file decides.
package enum CacheFileName {
  package static let maximumStemLength = 120

  package static func make(for key: String) -> String {
    var stem = ""
    for byte in key.utf8 {
      if isPassThrough(byte) {
        stem.append(Character(UnicodeScalar(byte)))
      } else {
        stem += "%" + hex(byte)
      }
    }
    if stem.count > maximumStemLength {
      stem = String(stem.prefix(maximumStemLength - 17)) + "~" + fnv1a(key)
    }
    return stem + ".cache"
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

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
  private static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
