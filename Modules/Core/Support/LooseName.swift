import Foundation

/// Matching of names the way people type them: `falcon9`, `Falcon 9` and `falcon-9` are equal.
package enum LooseName {
  /// Lower-cased, diacritics folded, spaces, dashes, underscores and dots removed.
  package static func normalize(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in TextFolding.fold(text).unicodeScalars where !isIgnored(scalar) { result.append(scalar) }
    return String(result)
  }

  /// A switch rather than a `Set`: building the set was a conformance lookup at every start-up.
  private static func isIgnored(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "-", "_", ".", "\t": true
    default: false
    }
  }

  /// The short form people type for a name of several words: each word's first letter, numbers
  /// whole (`Falcon 9` → `f9`, `Falcon Heavy` → `fh`); `nil` for a single word.
  package static func initialism(_ name: String) -> String? {
    let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
    guard words.count > 1 else { return nil }
    return words.map { $0.allSatisfy(\.isNumber) ? String($0) : String($0.prefix(1)) }.joined()
  }

  package static func matches(_ reference: String, _ name: String) -> Bool {
    normalize(reference) == normalize(name)
  }

  /// Up to `limit` of `candidates` close to `reference`, closest first: names that contain it or
  /// are within a small edit distance. For "did you mean" hints.
  package static func suggestions(for reference: String, among candidates: [String], limit: Int = 3) -> [String] {
    let wanted = normalize(reference)
    guard !wanted.isEmpty else { return [] }
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let name = normalize(candidate)
      if name.contains(wanted) || wanted.contains(name) { return (candidate, 0) }
      let distance = editDistance(Array(wanted), Array(name))
      return distance <= max(2, wanted.count / 3) ? (candidate, distance) : nil
    }
    var seen = Set<String>()
    return scored.sorted { $0.1 < $1.1 }.map(\.0).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
  }

  /// Levenshtein distance, two rows at a time.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
