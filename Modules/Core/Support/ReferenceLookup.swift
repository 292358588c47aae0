import Foundation

/// How a reference typed by a person finds one item: by id, then by exact name (any case), loose
/// name (`falcon-9`), a whole word of a name (`kwajalein`, `39a`, `heavy`), and a part of a name
/// typed loosely (`slc 40`). The first step that matches anything decides: one match is the
/// item, several are ambiguous (the caller lists them), so a looser step never overrides a
/// tighter one (`Falcon 9` is never ambiguous with `Falcon 9 v1.1`).
package enum ReferenceLookup {
  package enum Outcome<Item> {
    case found(Item)
    case ambiguous([Item])
    case none
  }

  /// - Parameter names: every name an item answers to (name, short name, full name).
  package static func find<Item>(
    _ reference: String, in items: [Item], id: (Item) -> String, names: (Item) -> [String]
  ) -> Outcome<Item> {
    // Trimmed and lower-cased in Swift, not Foundation: `launches.list` resolves its rocket this
    // way on every request, and the bridged calls were most of the lookup's time.
    guard let first = reference.firstIndex(where: { !$0.isWhitespace }),
      let last = reference.lastIndex(where: { !$0.isWhitespace })
    else { return .none }
    let trimmed = String(reference[first...last])
    let lowered = trimmed.lowercased()
    let loose = LooseName.normalize(trimmed)
    for step in 0..<5 {
      // Words only for the fourth step: most references (an id, `falcon9`) are decided before it.
      let words = step == 3 ? Set(wordsOf(trimmed)) : []
      // A loop, not `filter`: unspecialized (this is generic over the item), `filter` looked up
      // the array's protocol witnesses at run time on its first call, a scan of every
      // conformance in the binary at each start.
      var matches: [Item] = []
      for item in items {
        let itemNames = names(item)
        let matched =
          switch step {
          case 0: id(item) == trimmed
          case 1: itemNames.contains { $0.lowercased() == lowered }
          case 2: itemNames.contains { LooseName.normalize($0) == loose }
          // Every typed word is a whole word of one name: `kwajalein`, `lc 39a`.
          case 3: !words.isEmpty && itemNames.contains { words.isSubset(of: Set(wordsOf($0))) }
          default: !loose.isEmpty && itemNames.contains { LooseName.normalize($0).contains(loose) }
          }
        if matched { matches.append(item) }
      }
      if matches.count == 1 { return .found(matches[0]) }
      if matches.count > 1 { return .ambiguous(matches) }
    }
    return .none
  }

  /// Lower-cased words without diacritics, split at anything not a letter or digit.
  private static func wordsOf(_ text: String) -> [String] {
    TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
