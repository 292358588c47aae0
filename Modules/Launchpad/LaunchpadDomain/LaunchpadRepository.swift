import Core
import Foundation

/// Where launchpads come from. The live implementation is in LaunchpadData.
package protocol LaunchpadRepository: Sendable {
  func launchpads(refresh: Bool) async throws(LaunchpadError) -> Sourced<[Launchpad]>
}

extension LaunchpadRepository {
  /// The launchpad `reference` names: its id, its short or full name typed loosely, or a word or
  /// part of a name only it has (`kwajalein`, `39a`, `slc 40`); see ``ReferenceLookup``.
  package func launchpad(_ reference: String, refresh: Bool) async throws(LaunchpadError) -> Sourced<Launchpad> {
    try await launchpads(refresh: refresh).resolving(
      reference, id: \.id, names: Launchpad.names, wording: LaunchpadWording.self)
  }
}

/// What can go wrong when asking for launchpads: not found (with close names), ambiguous, or
/// unavailable, worded for launchpads.
package typealias LaunchpadError = CollectionError<LaunchpadWording>

package enum LaunchpadWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "launchpad", ru: "площадка"), all: Phrase(en: "Launchpads", ru: "Площадки"), gender: .feminine)
}
