/// How a client counts offsets in a line, as LSP 3.17's position encodings: `utf-8` bytes (Neovim's
/// columns), `utf-16` code units, `utf-32` code points (Emacs' characters). A span's offsets are
/// sent in the one the client chose at `initialize`, so it lands on the same text in Russian and
/// with wide characters.
package enum PositionEncoding: String, Sendable, Hashable, Codable, CaseIterable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
  case utf32 = "utf-32"

  /// The first of `offered` this server counts in, in the client's order of preference;
  /// `utf-8` when it offers none this server knows (our default, where LSP's is `utf-16`: the
  /// editors we serve first count bytes or characters, never UTF-16 units).
  package static func chosen(from offered: [String]?) -> PositionEncoding {
    offered?.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf8
  }

  /// `line` with its spans' offsets, counted in Unicode scalars, counted in this encoding.
  package func encoded(_ line: DrawnLine) -> DrawnLine {
    guard self != .utf32, !line.spans.isEmpty else { return line }
    var encoded = line
    // In ASCII, which most lines are, every encoding counts a scalar as one: offsets only clamped.
    if line.text.everyUTF8Byte({ $0 < 0x80 }) {
      let end = line.text.utf8.count
      encoded.spans = line.spans.map {
        DrawnSpan(from: min(max($0.from, 0), end), to: min(max($0.to, 0), end), face: $0.face)
      }
      return encoded
    }
    // Running totals: the offset in this encoding of every scalar boundary.
    var boundaries: [Int] = [0]
    boundaries.reserveCapacity(line.text.unicodeScalars.count + 1)
    for scalar in line.text.unicodeScalars {
      let size = self == .utf8 ? UTF8.width(scalar) : UTF16.width(scalar)
      boundaries.append(boundaries[boundaries.count - 1] + size)
    }
    encoded.spans = line.spans.map { span in
      let clamp = { (offset: Int) in boundaries[min(max(offset, 0), boundaries.count - 1)] }
      return DrawnSpan(from: clamp(span.from), to: clamp(span.to), face: span.face)
    }
    return encoded
  }
}
