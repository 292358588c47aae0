import Core
import Foundation

/// What became of a launch, as shown everywhere a launch is: a list row, a detail, a launchpad.
///
/// The API stopped updating in late 2022, so "upcoming" launches whose planned period is over
/// are ``overdue``: their date passed and no result was recorded. Never a negative countdown.
package enum LaunchOutcome: String, Sendable, Hashable, CaseIterable {
  case success, failed, partialFailure, upcoming, overdue, unknown

  /// - Parameter isPartialFailure: Launch Library 2 says "Partial Failure" (the API has no such
  ///   word): counted as failed, and said so.
  package init(
    success: Bool?, isUpcoming: Bool, date: Date, precision: DatePrecision, now: Date, isPartialFailure: Bool = false
  ) {
    switch success {
    case true?: self = .success
    case false?: self = isPartialFailure ? .partialFailure : .failed
    case nil:
      guard isUpcoming else {
        self = .unknown
        return
      }
      self = DateText.endOfPeriod(date, precision: precision) <= now ? .overdue : .upcoming
    }
  }

  /// The key clients switch on: a partial failure is a failure there (its text says partial).
  package var key: String { self == .partialFailure ? LaunchOutcome.failed.rawValue : rawValue }

  package var text: Phrase {
    switch self {
    case .success: Phrase(en: "success", ru: "успех")
    case .failed: Phrase(en: "failure", ru: "авария")
    case .partialFailure: Phrase(en: "partial failure", ru: "частичная неудача")
    case .upcoming: Phrase(en: "upcoming", ru: "предстоит")
    case .overdue: Phrase(en: "date passed, no result recorded", ru: "дата прошла, результата нет")
    case .unknown: Phrase(en: "no result recorded", ru: "результат неизвестен")
    }
  }
}
