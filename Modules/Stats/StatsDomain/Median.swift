import Foundation

/// The middle of some numbers, found by selection rather than a sort (a sort of 20,000 gaps cost
/// more than the rest of the statistics).
enum Median {
  /// Fewer values than this are selected from directly; more are first narrowed by a sample.
  static let sampledFrom = 4_096

  /// The median of `values` (the mean of the two middle ones for an even count); `nil` when
  /// empty. Reorders `values`.
  static func of(_ values: inout [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let (lower, upper) = ((values.count - 1) / 2, values.count / 2)
    if values.count >= sampledFrom, let middle = narrowed(values, lower: lower, upper: upper) { return middle }
    return mean(ranked: lower, upper, in: &values)
  }

  /// The mean of the `lower`-th and `upper`-th smallest (the same or neighbours).
  private static func mean(ranked lower: Int, _ upper: Int, in values: inout [Double]) -> Double {
    let high = select(upper, in: &values)
    guard lower != upper else { return high }
    // After selecting the upper one, everything before it is no greater: the lower one is their
    // largest.
    return ((values[..<upper].max() ?? high) + high) / 2
  }

  /// The middle from the few values near it: a sample of the values (every n-th) brackets the
  /// middle between two of its own; one pass counts the values below the bracket and keeps those
  /// inside it, and the middle is selected among those. The pass takes no branch, where
  /// quickselect's partitions guess wrong about half the time; a bracket of one value (many equal
  /// gaps) is the middle itself. `nil` when the sample's bracket missed the middle (the caller
  /// then selects from every value).
  private static func narrowed(_ values: [Double], lower: Int, upper: Int) -> Double? {
    let size = 1_024
    let step = values.count / size
    var sample = (0..<size).map { values[$0 * step] }
    // The middle's rank in the sample, give or take four standard deviations of it (16 ranks):
    // two selections, not a sort of the sample.
    let rank = lower * size / values.count
    let high = select(min(size - 1, rank + 64), in: &sample)
    let low = select(max(0, rank - 64), in: &sample)
    // Every value is written where the next one inside goes (never past the one being read), so
    // only those inside stay.
    var below = 0
    let numbers = values.span
    var inside = [Double](unsafeUninitializedCapacity: numbers.count) { buffer, kept in
      kept = 0
      for index in numbers.indices {
        let value = numbers[index]
        buffer[kept] = value
        let isBelow = value < low ? 1 : 0
        below &+= isBelow
        kept &+= (1 &- isBelow) & (value <= high ? 1 : 0)
      }
    }
    guard below <= lower, upper < below + inside.count else { return nil }
    if low == high { return low }
    return mean(ranked: lower - below, upper - below, in: &inside)
  }

  /// The `k`-th smallest (from 0), with smaller ones before it and larger ones after it.
  private static func select(_ k: Int, in values: inout [Double]) -> Double {
    var numbers = values.mutableSpan
    var (low, high) = (0, numbers.count - 1)
    while low < high {
      let pivot = numbers[(low + high) / 2]
      var (i, j) = (low, high)
      while i <= j {
        while numbers[i] < pivot { i += 1 }
        while numbers[j] > pivot { j -= 1 }
        if i <= j {
          numbers.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        return numbers[k]
      }
    }
    return numbers[k]
  }
}
