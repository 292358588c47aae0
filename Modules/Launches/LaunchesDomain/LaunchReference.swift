import Core
import Foundation

extension LaunchCatalog {
  /// The launch `reference` names: its id, its flight number, its name (exact, loose, a word or a
  /// part only it has; see ``ReferenceLookup``).
  /// - Throws: ``LaunchesError/notFound(reference:suggestions:)`` with close names;
  ///   ``LaunchesError/ambiguous(reference:candidates:)`` when several match, such as a flight
  ///   number the API repeats.
  package func launch(_ reference: String) throws(LaunchesError) -> Launch {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let match = launches.first(where: { $0.id == trimmed }) { return match }
    if let number = Int(trimmed) {
      let matches = launches.filter { $0.flightNumber == number }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 { throw .ambiguous(reference: reference, candidates: matches.map(\.name)) }
    }
    switch ReferenceLookup.find(trimmed, in: launches, id: \.id, names: { [$0.name] }) {
    case .found(let launch): return launch
    case .ambiguous(let matches): throw .ambiguous(reference: reference, candidates: matches.map(\.name))
    case .none:
      throw .notFound(
        reference: reference, suggestions: LooseName.suggestions(for: trimmed, among: launches.map(\.name)))
    }
  }
}
