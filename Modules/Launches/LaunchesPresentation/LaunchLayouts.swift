import AppContainer
import Core
import LaunchesDomain

/// Launches as any client draws them: the launch list's columns, and a record's launches under
/// its card (a launchpad's, a rocket's) as a ``RelatedItems`` block.
package enum LaunchLayouts {
  /// A column a list of launches may leave out when every row would say the same.
  package enum Optional: Sendable {
    case rocket, launchpad
  }

  /// Flight, name, date, status, then the rocket and launchpad unless left out. On a narrow
  /// window the launchpad and then the rocket go before a name is cut below 16 columns, and a
  /// name is cut in the middle (`Starlink…10-13`: rows of one family differ at their end);
  /// dates and statuses are never cut.
  package static func columns(without left: Set<Optional> = []) -> [ListColumn] {
    let strings = LaunchesStrings.self
    return [
      ListColumn(strings.flight, "flightNumber", .right), ListColumn(strings.name, "name", fit: .middle),
      ListColumn(strings.date, "dateShort", fit: .keep, isTime: true),
      ListColumn(Phrase.status, "statusShort", fit: .keep),
    ]
      + (left.contains(.rocket) ? [] : [ListColumn(strings.rocket, "rocket", fit: .drop)])
      + (left.contains(.launchpad) ? [] : [ListColumn(strings.launchpad, "launchpad", fit: .drop)])
  }

  /// The member of a launch's display that names its outcome, for its row's colour.
  static let status = "statusKey"

  /// The launch list screens' layout (`launches`, and lists built on it such as the favourites):
  /// pages of `items`, each opening its launch.
  package static let list = ListLayout(
    items: "items", columns: columns(), row: RowTarget(screen: .launch), marks: LaunchItem.markKind,
    status: status, pages: true)

  /// A record's launches, newest first, under its card; the data holds them, as `launches.list`
  /// sends them, under `launches`.
  /// - Parameters:
  ///   - heading: the heading for how many ("12 launches from here, newest first").
  ///   - without: the column every row would repeat (a launchpad's launches all fly from it).
  ///   - marks: other features' marks on launches now (a favourite's ★ leads the name).
  package static func related(
    heading: PluralPhrase, without left: Set<Optional>, marks: @escaping @Sendable () -> RowMarks
  ) -> RelatedItems<LaunchSummary> {
    RelatedItems(
      layout: ListLayout(
        items: "launches", title: Phrase(en: "Launches", ru: "Запуски"), columns: columns(without: left),
        row: RowTarget(screen: .launch), marks: LaunchItem.markKind, status: status),
      heading: { count, language in heading(count, language) },
      none: Phrase(en: "No launches recorded.", ru: "Запусков нет."),
      unavailable: Phrase(en: "unavailable", ru: "недоступно"), id: \.id, name: \.launch.name,
      display: { launches, formatter in
        let marks = marks()
        return launches.map { summary in
          LaunchRowPresenter.cells(for: summary, formatter: formatter, badges: marks.badges(for: summary.id))
        }
      })
  }
}
