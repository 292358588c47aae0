import AppContainer
import Core
import Foundation
import LaunchesDomain

/// Builds what a launch list shows: the snapshot (one section per UTC year, in list order), the
/// text table with its paging line, and the message when nothing matched.
package enum LaunchListPresenter {
  /// Sections are years (`"2022"`), so sorting oldest-first reverses sections as well as rows.
  /// Revisions fingerprint what each row and list item is made from (the launch's listed fields,
  /// its rocket and launchpad names, its status now, and the settings), so a launch whose shown
  /// content changed is reloaded, without rendering rows; what only its detail shows (payloads,
  /// links, …) is left out, so a change there reloads nothing here.
  /// - Parameter marks: other features' marks on the rows (a favourite), part of each revision.
  package static func snapshot(
    of items: [LaunchSummary], formatter: DisplayFormatter, marks: RowMarks = RowMarks()
  ) -> ListSnapshot {
    var settings = Hasher()
    settings.combine(formatter.settings)
    settings.combine(formatter.timeZone.identifier)
    let settingsHash = settings.finalize()
    return ListSnapshot(
      grouping: items, section: yearSection, id: \.id, title: { $0 },
      revision: { summary in
        var hasher = Hasher()
        hasher.combine(summary.launch.id)
        hasher.combine(summary.launch.name)
        hasher.combine(summary.launch.flightNumber)
        hasher.combine(summary.launch.date)
        hasher.combine(summary.launch.datePrecision)
        hasher.combine(summary.launch.isUpcoming)
        hasher.combine(summary.launch.success)
        hasher.combine(summary.launch.providers)
        hasher.combine(summary.launch.rocketID)
        hasher.combine(summary.launch.launchpadID)
        hasher.combine(summary.rocketName)
        hasher.combine(summary.launchpadName)
        hasher.combine(settingsHash)
        hasher.combine(LaunchRowPresenter.outcome(of: summary.launch, now: formatter.now))
        for flag in marks.flags(for: summary.launch.id) { hasher.combine(flag.key + (flag.isSet ? "+" : "-")) }
        return hasher.finalize()
      })
  }

  /// The snapshot without revisions, for answers that only send it: revisions never cross the
  /// wire, and fingerprinting every row was a tenth of a `launches.list` request.
  package static func wireSnapshot(of items: [LaunchSummary]) -> ListSnapshot {
    // Rows arrive grouped by year (the list is sorted by date), so a section ends where the year
    // changes; the generic grouping copied every launch twice on its way through closures.
    var sections: [ListSnapshot.Section] = []
    var current: (year: Int, section: Int)?
    // By index: iterating the array would copy each summary (and retain all of its strings).
    for index in items.indices {
      let year = DateText.utcYear(items[index].launch.date)
      if year != current?.year {
        let id = String(year)
        let section = sections.firstIndex { $0.id == id } ?? sections.count
        if section == sections.count { sections.append(ListSnapshot.Section(id: id, title: id, items: [])) }
        current = (year, section)
      }
      sections[current!.section].items.append(items[index].launch.id)
    }
    return ListSnapshot(sections: sections)
  }

  private static func yearSection(_ summary: LaunchSummary) -> String {
    String(DateText.utcYear(summary.launch.date))
  }

  /// Why a query answered nothing, naming the filter that emptied it.
  /// - Parameter emptySelection: what an empty ``LaunchScope`` says, when the list has one.
  package static func emptyMessage(
    for query: LaunchQuery, emptiedBy filter: LaunchQuery.Filter?, rocketName: String? = nil,
    emptySelection: Phrase? = nil, language: Language
  ) -> String {
    if filter == .selection, let emptySelection { return emptySelection(language) }
    guard let filter, filter != .selection else { return LaunchesStrings.noLaunches(language) }
    let value: String =
      switch filter {
      case .rocket: rocketName ?? query.rocket ?? ""
      case .program: query.program ?? ""
      case .selection: ""  // answered above
      case .launchpad: query.launchpadID ?? ""
      case .status: query.status.rawValue
      case .year: query.year.map(String.init) ?? ""
      case .dateRange:
        [query.from, query.to].map { $0.map(APIDate.formatDay) ?? "…" }.joined(separator: " – ")
      case .search: query.search ?? ""
      }
    return LaunchesStrings.emptied(by: LaunchesStrings.filterName(filter)(language), value: value)(language)
  }

  /// The list as the terminal shows it.
  /// - Parameter numbered: adds a `#` column counting rows from 1, for choosing one by number.
  /// - Parameter marks: badges other features put before a row's name (`★ Crew-5`).
  /// - Parameter rows: the items' rows, when they were presented already for this formatter.
  package static func text(
    of sourced: Sourced<LaunchList>, formatter: DisplayFormatter, numbered: Bool = false, marks: RowMarks = RowMarks(),
    rows: [LaunchRow]? = nil, emptySelection: Phrase? = nil
  ) -> String {
    output(
      of: sourced, formatter: formatter, numbered: numbered, marks: marks, rows: rows, emptySelection: emptySelection
    ).text
  }

  /// The table (or why there is none), with the paging line and the source as its footer.
  package static func output(
    of sourced: Sourced<LaunchList>, formatter: DisplayFormatter, numbered: Bool = false, marks: RowMarks = RowMarks(),
    rows presented: [LaunchRow]? = nil, emptySelection: Phrase? = nil
  ) -> CommandOutput {
    let language = formatter.language
    let list = sourced.value
    // What a program filter cannot see, then where the data came from.
    let unseen = LaunchesStrings.programUnknown(list.programUnknown).map { wrapped($0(language), formatter) }
    let provenance = (unseen ?? "") + ProvenanceText.line(sourced.provenance, formatter: formatter) + "\n"
    if list.totalItems == 0 {
      let message = emptyMessage(
        for: list.query, emptiedBy: list.emptiedBy, rocketName: list.rocketName, emptySelection: emptySelection,
        language: language)
      return CommandOutput(wrapped(message, formatter), footer: provenance, separated: true)
    }
    if list.items.isEmpty {
      let message = LaunchesStrings.pastTheEnd(page: list.lastPage, pages: list.totalPages)(language)
      return CommandOutput(wrapped(message, formatter), footer: provenance, separated: true)
    }
    let strings = LaunchesStrings.self
    // A column only goes when it says nothing: every row's rocket (or launchpad) is the one the
    // query chose. Otherwise the layout's columns, fitted as every client fits them.
    var left: Set<LaunchLayouts.Optional> = []
    if list.query.rocket != nil { left.insert(.rocket) }
    if list.query.launchpadID != nil { left.insert(.launchpad) }
    let layout = ListLayout(columns: LaunchLayouts.columns(without: left), row: nil, status: LaunchLayouts.status)
    let presented = presented?.count == list.items.count ? presented : nil
    // Two arrays, not one of pairs: a cell then reads its row in place, where a pair was copied
    // whole (every string of the row retained and released) for each cell.
    let rows = list.items.indices.map {
      presented?[$0] ?? LaunchRowPresenter.row(for: list.items[$0], formatter: formatter)
    }
    let badges = list.items.map { marks.badges(for: $0.id) }
    // Read through the buffer: an array's subscript hands out a copy of the row (every string of
    // it retained and released) for each cell; a buffer's lends it. The readers go no further
    // than `table`, which calls them before it returns.
    let table = rows.withUnsafeBufferPointer { rows in
      layout.table(count: rows.count, formatter: formatter, numbered: numbered) { member in
        let read = LaunchRowPresenter.cellReader(member)
        return { read(rows[$0], badges[$0]) }
      }
    }
    let first = (list.query.page - 1) * list.query.limit + 1
    let paging = strings.shown(
      first: first, last: first + list.items.count - 1, total: strings.ofLaunches(list.totalItems, language),
      page: list.lastPage, pages: list.totalPages)
    return CommandOutput(
      table.text(width: formatter.width, bold: formatter.usesColor),
      footer: TextStyle.styled(paging(language), .dim, if: formatter.usesColor) + "\n" + provenance,
      separated: true)
  }

  /// A message as lines that fit the formatter's width.
  private static func wrapped(_ message: String, _ formatter: DisplayFormatter) -> String {
    guard let width = formatter.width else { return message + "\n" }
    return DisplayWidth.wrap(message, width: width).map { $0 + "\n" }.joined()
  }
}
