import Core
import Foundation

/// Every launch of a catalog as the counts read it, made once per catalog (a running server
/// answers many queries over one): which count it adds to (its year, rocket and outcome as one
/// small index), and the flown launches' dates oldest first. A query's passes then read one
/// integer per launch in catalog order and one date per flown launch in date order, instead of
/// five columns in catalog order and three all over memory in date order.
package struct CountColumns: Sendable {
  /// What one count is of.
  struct Bucket: Hashable, Sendable {
    let year: Int
    /// 0 for a launch no source names a rocket for, else 1 + its index into the rocket names.
    let rocket: Int
    let outcome: LaunchOutcomeKind
  }

  /// The catalog's buckets, each once: only those some launch falls in, so hostile data with a
  /// thousand years and a thousand rockets makes as many buckets as launches, not a million.
  let buckets: [Bucket]
  /// Per launch position: the index of its bucket.
  let bucketOf: [Int32]
  /// Launches flown (an outcome known), oldest first: their positions and dates (seconds since
  /// the reference date).
  let flownPositions: [Int]
  let flownDates: [Double]

  /// The columns of the catalog `launches` counts from (which of its launches are counted does
  /// not matter: every one is laid out).
  package init(_ launches: CountedLaunches) {
    var indexOf: [Bucket: Int32] = [:]
    var buckets: [Bucket] = []
    var bucketOf: [Int32] = []
    bucketOf.reserveCapacity(launches.years.count)
    // Neighbours in catalog order mostly share a bucket: the table is asked only on a change.
    var last: (bucket: Bucket, index: Int32)?
    for position in launches.years.indices {
      let rocket = Int(launches.rockets[position])
      let bucket = Bucket(
        year: launches.years[position], rocket: launches.rocketNames.indices.contains(rocket) ? rocket + 1 : 0,
        outcome: LaunchOutcomeKind(
          success: launches.success[position], upcoming: launches.upcoming[position],
          overdue: launches.isOverdue(position)))
      if let last, last.bucket == bucket {
        bucketOf.append(last.index)
        continue
      }
      let index =
        indexOf[bucket]
        ?? {
          // At most one bucket per launch, and no array holds Int32.max launches.
          let new = Int32(buckets.count)
          indexOf[bucket] = new
          buckets.append(bucket)
          return new
        }()
      bucketOf.append(index)
      last = (bucket, index)
    }
    var (positions, dates) = ([Int](), [Double]())
    for position in launches.newestFirst.reversed() where launches.success[position] != nil {
      positions.append(position)
      dates.append(launches.dates[position].timeIntervalSinceReferenceDate)
    }
    (self.buckets, self.bucketOf, flownPositions, flownDates) = (buckets, bucketOf, positions, dates)
  }

  /// The newest launch flown (an outcome recorded), if any: where a frozen source stops.
  package var lastFlown: Date? { flownDates.last.map(Date.init(timeIntervalSinceReferenceDate:)) }

  /// Whether these are the columns of a catalog of `count` launches.
  func fit(_ count: Int) -> Bool { bucketOf.count == count }
}
