import Core
import Foundation

/// Which launches to list, in which order, and which page of them: the launch query of
/// README.md. Values are valid by construction; build one from user input with
/// ``LaunchQuery/init(parsing:)``.
package struct LaunchQuery: Sendable, Hashable {
  package enum Status: String, Sendable, Hashable, CaseIterable {
    case all, success, failed, upcoming
  }

  package enum Sort: String, Sendable, Hashable, CaseIterable {
    /// By date, latest first; ties by flight number, then id, also descending.
    case newest
    case oldest
  }

  /// The filters, in the order they are applied (and reported when one empties the list).
  package enum Filter: String, Sendable, Hashable, CaseIterable {
    case selection, rocket, program, launchpad, status, year, dateRange, search
  }

  package static let limits = 1...100
  package static let defaultLimit = 20
  /// `limit: all`: every launch that matches, on one page (whose `limit` is then how many).
  package static let everything = Int(Int32.max)

  /// A rocket id or loose name, resolved against the catalog's rockets.
  package var rocket: String?
  /// A program's name as typed (`starlink`, `Commercial Crew`, `ccp`), resolved against the
  /// programs Launch Library 2 names in the catalog.
  package var program: String?
  /// Only these launch ids (another feature's own list, such as the favourites; not a parameter
  /// users send). `nil` for every launch; an empty set selects none.
  package var selection: Set<String>?
  /// A launchpad id (for a launchpad's own launch list; not a parameter users send).
  package var launchpadID: String?
  package var status: Status = .all
  package var year: Int?
  /// First day included, at 00:00 UTC.
  package var from: Date?
  /// Last day included, at 00:00 UTC.
  package var to: Date?
  package var search: String?
  package var sort: Sort = .newest
  package var page = 1
  package var limit = LaunchQuery.defaultLimit

  package init() {}

  /// The filters this query actually applies.
  package var activeFilters: [Filter] {
    Filter.allCases.filter { filter in
      switch filter {
      case .selection: selection != nil
      case .rocket: rocket != nil
      case .program: program != nil
      case .launchpad: launchpadID != nil
      case .status: status != .all
      case .year: year != nil
      case .dateRange: from != nil || to != nil
      case .search: !(search ?? "").isEmpty
      }
    }
  }
}
