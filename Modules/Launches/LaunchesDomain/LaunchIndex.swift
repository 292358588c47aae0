import Core
import Foundation

/// What queries look at, one column per field, and the launches in newest-first order: built
/// once per catalog, so a query scans small arrays in order instead of filtering and sorting
/// whole launches every time.
package struct LaunchIndex: Sendable, Hashable {
  /// Indices into the catalog's launches, newest first (date, flight number, id; all descending).
  let newestFirst: [Int]
  /// Rockets and launchpads as small codes (see ``IDCodes``), so filtering compares integers
  /// instead of copying and comparing an id string per launch.
  let rockets: IDCodes
  let launchpads: IDCodes
  let success: [Bool?]
  let upcoming: [Bool]
  let years: [Int]
  let dates: [Date]
  /// Names lower-cased and without diacritics, as `search` compares them.
  let foldedNames: FoldedNames
  let ids: [String]
  /// Per launch: the programs it is part of (`nil`: unknown, a launch only the SpaceX API knows).
  let programs: [[String]?]

  init(_ launches: [Launch]) {
    rockets = IDCodes(launches.map(\.rocketID))
    launchpads = IDCodes(launches.map(\.launchpadID))
    success = launches.map(\.success)
    upcoming = launches.map(\.isUpcoming)
    years = launches.map { DateText.utcYear($0.date) }
    dates = launches.map(\.date)
    foldedNames = FoldedNames(launches.map(\.name))
    ids = launches.map(\.id)
    programs = launches.map(\.programs)
    // Launch Library 2's own launches have no flight number: they sort before numbered ones on a tie.
    let keys = launches.map { (date: $0.date, flight: $0.flightNumber ?? Int.min, id: $0.id) }
    newestFirst = keys.indices.sorted { keys[$0] > keys[$1] }
  }

  /// Whether folded `name` contains folded `needle`, compared as UTF-8 bytes: both went through
  /// ``fold(_:)``, so bytes suffice, and `String.contains` (which compares by Unicode rules) made
  /// a search over 20,000 launches take 11 ms.
  static func contains(_ name: String, _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    var name = name
    return name.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      let first = needle[0]
      for start in 0...(bytes.count - needle.count) where bytes[start] == first {
        var matched = 1
        while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return true }
      }
      return false
    }
  }

  /// How `search` compares text: any case, any accents.
  static func fold(_ text: String) -> String { TextFolding.fold(text) }
}

/// A column of optional ids, each replaced by a small integer code.
package struct IDCodes: Sendable, Hashable {
  /// Per launch: its id's code, or `IDCodes.none` when it has no id.
  let codes: [Int32]
  /// Each id once, at the index that is its code. A catalog has a handful of rockets and pads, so
  /// they are looked up by comparing with each: hashing every launch's id was a quarter of
  /// building the index. Past ``hashedFrom`` ids (data no catalog has had), by hash after all.
  private let distinct: [String]
  private let codeOfID: [String: Int32]?
  private static let hashedFrom = 32

  static let none: Int32 = -1
  /// The code of an id no launch has: it matches nothing.
  static let absent: Int32 = -2

  init(_ ids: [String?]) {
    var distinct: [String] = []
    var codeOfID: [String: Int32]?
    var previous: (id: String, code: Int32)?
    codes = ids.map { id in
      guard let id else { return IDCodes.none }
      // Launches of one rocket or pad often come together.
      if let previous, previous.id == id { return previous.code }
      let known = codeOfID.map { $0[id] } ?? distinct.firstIndex(of: id).map(Int32.init)
      let code = known ?? Int32(distinct.count)
      if known == nil {
        distinct.append(id)
        if codeOfID != nil {
          codeOfID?[id] = code
        } else if distinct.count > Self.hashedFrom {
          codeOfID = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, Int32($0)) })
        }
      }
      previous = (id, code)
      return code
    }
    self.distinct = distinct
    self.codeOfID = codeOfID
  }

  /// Every id with a code, at the index that is its code.
  var ids: [String] { distinct }

  /// The code to compare a column with when looking for `id` (`nil`: launches without one).
  func code(of id: String?) -> Int32 {
    guard let id else { return IDCodes.none }
    let code = codeOfID.map { $0[id] } ?? distinct.firstIndex(of: id).map(Int32.init)
    return code ?? IDCodes.absent
  }
}

/// A column of names folded for `search`, worked out at the first search rather than with the
/// index: a list by rocket or year never compares names, and folding one with an accent woke
/// Foundation's string machinery before a command's first line.
final class FoldedNames: Sendable, Hashable {
  let names: [String]
  private let folded = Locked<[String]?>(nil)

  init(_ names: [String]) {
    self.names = names
  }

  var values: [String] {
    folded.withLock { folded in
      if let folded { return folded }
      let values = names.map(LaunchIndex.fold)
      folded = values
      return values
    }
  }

  static func == (lhs: FoldedNames, rhs: FoldedNames) -> Bool { lhs.names == rhs.names }
  func hash(into hasher: inout Hasher) { hasher.combine(names) }
}
