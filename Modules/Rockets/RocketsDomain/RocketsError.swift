import Core

/// What can go wrong when asking for rockets: not found (with close names), ambiguous, or
/// unavailable, worded for rockets.
package typealias RocketsError = CollectionError<RocketWording>

package enum RocketWording: NounWording {
  package static let nouns = CollectionNouns(
    one: Phrase(en: "rocket", ru: "ракета"), all: Phrase(en: "Rockets", ru: "Ракеты"), gender: .feminine)
}
