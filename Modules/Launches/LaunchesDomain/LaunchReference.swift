import Core
import Foundation

extension LaunchCatalog {
  /// The launch `reference` names: its id, its flight number, or its exact name in any case.
  /// - Throws: ``LaunchesError/notFound(reference:suggestions:)`` with close names; also when a
  ///   flight number is shared (the API repeats some), listing the launches that share it.
  package func launch(_ reference: String) throws(LaunchesError) -> Launch {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let match = launches.first(where: { $0.id == trimmed }) { return match }
    if let number = Int(trimmed) {
      let matches = launches.filter { $0.flightNumber == number }
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 { throw .notFound(reference: reference, suggestions: matches.map(\.name)) }
    }
    if let match = launches.first(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) { return match }
    throw .notFound(reference: reference, suggestions: LooseName.suggestions(for: trimmed, among: launches.map(\.name)))
  }
}
