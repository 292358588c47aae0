import Foundation

/// One of several items a reference matched: what to type to name it alone, and what tells it
/// apart from the others at a glance (its name, and a date where items have one).
package struct ReferenceChoice: Sendable, Hashable {
  /// A reference that finds this item and no other (checked, not assumed).
  package var reference: String
  package var name: String
  /// "2020-05-30" for a launch; `nil` where the name says enough (rockets, pads).
  package var detail: String?

  package init(reference: String, name: String, detail: String? = nil) {
    (self.reference, self.name, self.detail) = (reference, name, detail)
  }

  /// "94 (CCtCap Demo Mission 2, 2020-05-30)", "Falcon 9", "COTS 2 (2012-05-22)": the reference,
  /// then what it is where the reference alone does not say it.
  package var shown: String {
    about.isEmpty ? reference : "\(reference) (\(about.joined(separator: ", ")))"
  }

  /// What tells it apart beside its reference: its name where the reference is not the name,
  /// then its date.
  package var about: [String] {
    (reference == name ? [] : [name]) + (detail.map { [$0] } ?? [])
  }
}

/// An error whose reference matched several items: the frontends list each choice as something
/// to type (`spacex` as the command line that opens it), not only as a name.
package protocol AmbiguousReferenceError: Error {
  /// The reference as typed and what it matched; `nil` when the error is of another kind.
  var ambiguity: (reference: String, choices: [ReferenceChoice])? { get }
}

extension ReferenceChoice {
  /// For each of `matches`, the first of `candidates(match)` that `resolve` takes to that match
  /// alone, else its id: so every choice an error lists opens what it says.
  /// - Parameters:
  ///   - candidates: what a person would rather type, best first (a flight number, the name,
  ///     another source's name).
  ///   - resolve: the id of the one item a reference names, `nil` when it names none or several:
  ///     the very lookup the reference will go through.
  package static func choices<Item>(
    for matches: [Item], id: (Item) -> String, candidates: (Item) -> [String], resolve: (String) -> String?,
    shown: (Item) -> (name: String, detail: String?)
  ) -> [ReferenceChoice] {
    matches.map { match in
      let wanted = id(match)
      let reference = candidates(match).first { resolve($0) == wanted } ?? wanted
      let (name, detail) = shown(match)
      return ReferenceChoice(reference: reference, name: name, detail: detail)
    }
  }

  /// ``choices(for:id:candidates:resolve:shown:)`` for references that go through
  /// ``ReferenceLookup/find(_:in:id:names:)`` alone: each item's names are what to type.
  package static func choices<Item>(
    for matches: [Item], in items: [Item], id: (Item) -> String, names: (Item) -> [String],
    shown: (Item) -> (name: String, detail: String?)
  ) -> [ReferenceChoice] {
    choices(
      for: matches, id: id, candidates: names,
      resolve: {
        guard case .found(let item) = ReferenceLookup.find($0, in: items, id: id, names: names) else { return nil }
        return id(item)
      }, shown: shown)
  }
}
