import Core
import Foundation

/// A launch's quick facts that are counts: which of SpaceX's launches of its year it is, which
/// from its pad that year, and how long the pad stood since its previous launch. Each is counted
/// in our catalog when the catalog holds every launch up to this one, else taken from Launch
/// Library 2's own counts (saying so), and marked where the two disagree.
package struct LaunchFacts: Sendable, Hashable {
  /// Whose count a fact is.
  package enum Source: String, Sendable, Hashable {
    /// Ours: counted in the merged catalog (SpaceX API and Launch Library 2).
    case catalog
    /// Launch Library 2's, as its record of the launch gives it.
    case launchLibrary
  }

  /// One counted fact.
  package struct Counted: Sendable, Hashable {
    package var value: Int
    package var source: Source
    /// Launch Library 2's own value where ours is shown and LL2 counts otherwise.
    package var launchLibraryValue: Int?

    package init(value: Int, source: Source, launchLibraryValue: Int? = nil) {
      (self.value, self.source, self.launchLibraryValue) = (value, source, launchLibraryValue)
    }
  }

  /// A launch as the counts see it: when, and from which pad (`nil`: not yet assigned).
  package struct Placed: Sendable, Hashable {
    package var date: Date
    package var padID: String?

    package init(date: Date, padID: String?) {
      (self.date, self.padID) = (date, padID)
    }
  }

  /// Launch Library 2's counts of the launch, as its record gives them.
  package struct LaunchLibraryCounts: Sendable, Hashable {
    package var providerYear: Int?
    package var padYear: Int?
    package var padTurnaround: Int?

    package init(providerYear: Int? = nil, padYear: Int? = nil, padTurnaround: Int? = nil) {
      (self.providerYear, self.padYear, self.padTurnaround) = (providerYear, padYear, padTurnaround)
    }
  }

  /// The launch's year, in UTC (as Launch Library 2 counts years).
  package var year: Int
  /// Which of the provider's launches of ``year`` it is, counting launches still to come in date
  /// order (LL2's way: launches on the same date share a number).
  package var providerYear: Counted?
  /// The same, from its pad.
  package var padYear: Counted?
  /// Seconds since its pad's previous launch.
  package var padTurnaround: Counted?

  /// How far two turnarounds may differ and still agree: one is counted from the previous
  /// launch's date, the other was LL2's when its record was written, to the second.
  package static let turnaroundTolerance = 60

  package init(year: Int, providerYear: Counted? = nil, padYear: Counted? = nil, padTurnaround: Counted? = nil) {
    (self.year, self.providerYear, self.padYear, self.padTurnaround) = (year, providerYear, padYear, padTurnaround)
  }

  package var isEmpty: Bool { providerYear == nil && padYear == nil && padTurnaround == nil }

  /// The facts of `launch` among `launches` (every launch of the catalog, `launch` included).
  /// - Parameter catalogIsComplete: whether the catalog holds every launch up to `launch`: only
  ///   then are its counts ours; else LL2's are shown as LL2's.
  package static func counting(
    _ launch: Placed, among launches: [Placed], catalogIsComplete: Bool, launchLibrary: LaunchLibraryCounts
  ) -> LaunchFacts {
    let year = DateText.utcYear(launch.date)
    // A pad not yet assigned has no count: LL2 counts its placeholder "Unknown Pad" like a pad.
    let padLaunchLibrary = launch.padID == nil ? LaunchLibraryCounts() : launchLibrary
    guard catalogIsComplete else {
      return LaunchFacts(
        year: year, providerYear: launchLibrary.providerYear.map { Counted(value: $0, source: .launchLibrary) },
        padYear: padLaunchLibrary.padYear.map { Counted(value: $0, source: .launchLibrary) },
        padTurnaround: padLaunchLibrary.padTurnaround.map { Counted(value: $0, source: .launchLibrary) })
    }
    var (providerYear, padYear) = (0, 0)
    var previousAtPad: Date?
    for other in launches {
      let samePad = launch.padID != nil && other.padID == launch.padID
      if other.date <= launch.date, DateText.utcYear(other.date) == year {
        providerYear += 1
        if samePad { padYear += 1 }
      }
      if samePad, other.date < launch.date, previousAtPad.map({ other.date > $0 }) ?? true {
        previousAtPad = other.date
      }
    }
    let turnaround = previousAtPad.map { Int(saturating: launch.date.timeIntervalSince($0)) }
    return LaunchFacts(
      year: year,
      providerYear: reconciled(providerYear > 0 ? providerYear : nil, launchLibrary.providerYear) { $0 == $1 },
      padYear: reconciled(padYear > 0 ? padYear : nil, padLaunchLibrary.padYear) { $0 == $1 },
      padTurnaround: reconciled(turnaround, padLaunchLibrary.padTurnaround) {
        abs($0 - $1) < turnaroundTolerance
      })
  }

  /// Ours when we have it (with LL2's beside it where they disagree), else LL2's.
  private static func reconciled(_ ours: Int?, _ theirs: Int?, agree: (Int, Int) -> Bool) -> Counted? {
    switch (ours, theirs) {
    case (let ours?, let theirs?):
      Counted(value: ours, source: .catalog, launchLibraryValue: agree(ours, theirs) ? nil : theirs)
    case (let ours?, nil): Counted(value: ours, source: .catalog)
    case (nil, let theirs?): Counted(value: theirs, source: .launchLibrary)
    case (nil, nil): nil
    }
  }
}
