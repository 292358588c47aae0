import Core
import Foundation

/// The launches a record appeared on, under its card: date and name, each row opening its
/// launch. A feature says only its words for them.
extension RelatedItems where Related == LaunchAppearance {
  /// - Parameters:
  ///   - heading: "3 launches, oldest first", for how many.
  ///   - none: what stands there when there are none.
  package static func launches(heading: PluralPhrase, none: Phrase) -> RelatedItems {
    RelatedItems(
      layout: ListLayout(
        items: "launches", title: Phrase(en: "Launches", ru: "Запуски"),
        columns: [
          ListColumn(Phrase(en: "Date", ru: "Дата"), "date", fit: .keep, isTime: true),
          ListColumn(Phrase(en: "Launch", ru: "Запуск"), "launch"),
        ],
        row: RowTarget(screen: "launch", params: ["id": "launchId"])),
      heading: { count, language in heading(count, language) }, none: none,
      unavailable: Phrase(en: "unavailable", ru: "недоступно"), id: { $0.launchID }, name: { $0.launchName },
      display: { launches, formatter in launches.map { DisplayRow.cells(of: LaunchAppearanceItem.Row($0, formatter)) } }
    )
  }
}

/// One launch a record appeared on, as `spacex-rpc` sends it.
package struct LaunchAppearanceItem: Codable, Sendable {
  /// Its display strings.
  package struct Row: Codable, Sendable, Hashable {
    var date: String
    var launch: String

    init(_ launch: LaunchAppearance, _ formatter: DisplayFormatter) {
      date = DateText.sortable(launch.date, precision: launch.datePrecision, timeZone: formatter.timeZone)
      self.launch = TerminalText.sanitized(launch.launchName)
    }
  }

  var launchId: String
  var launchName: String
  var dateUtc: Date
  var upcoming: Bool
  var display: Row

  package init(_ launch: LaunchAppearance, formatter: DisplayFormatter) {
    (launchId, launchName, dateUtc, upcoming) = (launch.launchID, launch.launchName, launch.date, launch.isUpcoming)
    display = Row(launch, formatter)
  }
}
