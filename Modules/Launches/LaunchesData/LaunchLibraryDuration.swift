/// Launch Library 2's durations, ISO 8601's `[-]P[nD][T[nH][nM][n[.n]S]]`: a timeline event's
/// offset from liftoff (`-PT38M`, `P0D`, `PT1H1M33S`), a booster's turnaround (`P49DT23H10M`).
enum LaunchLibraryDuration {
  /// Whole seconds (a fraction of one dropped); `nil` for anything else, or a number too large
  /// to count in: the text comes from outside and may say anything.
  static func seconds(_ text: String) -> Int? {
    var rest = Substring(text)
    let sign = rest.first == "-" ? -1 : 1
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    guard rest.first == "P" else { return nil }
    rest = rest.dropFirst()
    var (total, inTime, any, last) = (0, false, false, Int.max)
    while let first = rest.first {
      if first == "T", !inTime {
        (inTime, rest) = (true, rest.dropFirst())
        continue
      }
      let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
      rest = rest.dropFirst(digits.count)
      // Each unit once, the larger first, as the standard writes them.
      guard let designator = rest.first, let unit = unit(designator, inTime: inTime), unit < last,
        let whole = digits.split(separator: ".", omittingEmptySubsequences: false).first.flatMap({ Int($0) }),
        digits.filter({ $0 == "." }).count <= (designator == "S" ? 1 : 0)
      else { return nil }
      let (product, overflow) = whole.multipliedReportingOverflow(by: unit)
      guard !overflow else { return nil }
      let (sum, overflowed) = total.addingReportingOverflow(product)
      guard !overflowed else { return nil }
      (total, any, last, rest) = (sum, true, unit, rest.dropFirst())
    }
    return any ? sign * total : nil
  }

  /// Seconds in one of a designator's units: days before `T`, hours, minutes and seconds after.
  private static func unit(_ designator: Character, inTime: Bool) -> Int? {
    switch (designator, inTime) {
    case ("D", false): 86_400
    case ("H", true): 3_600
    case ("M", true): 60
    case ("S", true): 1
    default: nil
    }
  }
}
