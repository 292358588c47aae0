import Core
import Foundation

/// `APIDate.parse`, on every date every decode reads, against what it used to do: fill
/// `DateComponents` and ask a UTC Gregorian `Calendar` (the baseline, in the same run).
enum DateBenchmarks {
  static func run(runs: Int) {
    let texts = (0..<10_000).map { index in
      APIDate.format(Date(timeIntervalSince1970: 1_143_239_400 + Double(index) * 86_417.25))
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let baseline = Measurement.measure("baseline: 10,000 dates through Calendar.date(from:)", runs: runs) {
      for text in texts {
        let digits = Array(text.utf8).map { Int($0) - 48 }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + digits[$1] } }
        let components = DateComponents(
          timeZone: TimeZone(secondsFromGMT: 0), year: number(0..<4), month: number(5..<7), day: number(8..<10),
          hour: number(11..<13), minute: number(14..<16), second: number(17..<19),
          nanosecond: number(20..<23) * 1_000_000)
        _ = calendar.date(from: components)
      }
    }
    let parse = Measurement.measure("10,000 dates through APIDate.parse", runs: runs) {
      for text in texts { _ = APIDate.parse(text) }
    }
    report("Dates, \(runs) runs", baseline: baseline, [parse])
  }
}
