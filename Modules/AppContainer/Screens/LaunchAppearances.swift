import Core
import Foundation

/// The launches a record appeared on, under its card: date and name, each row opening its
/// launch. A feature says only its words for them.
extension RelatedItems where Related == LaunchAppearance {
  /// - Parameters:
  ///   - heading: "3 launches, oldest first", for how many.
  ///   - none: what stands there when there are none.
  package static func launches(heading: PluralPhrase, none: Phrase) -> RelatedItems {
    .onLaunch(
      LaunchAppearanceCells.self, items: "launches", title: Phrase(en: "Launches", ru: "Запуски"), heading: heading,
      none: none)
  }
}

/// A launch is on itself: so its appearance is sent and shown as any record of a launch is.
extension LaunchAppearance: OnLaunch {
  package var launch: LaunchAppearance { self }
}

/// One launch a record appeared on, as `spacex-rpc` sends it.
package typealias LaunchAppearanceItem = DeclaredItem<LaunchAppearanceMembers>

package enum LaunchAppearanceMembers: ItemDeclaration {
  package static let members: [ItemMember<LaunchAppearance>] =
    ItemMember.onLaunch + [.display(LaunchAppearanceCells.self)]
}

/// Its display strings: when, and which launch.
package enum LaunchAppearanceCells: RowDeclaration {
  package static let cells: [RowCell<LaunchAppearance>] = [.launchDate, .launchName()]
}

extension RowCell where Value: OnLaunch {
  /// `date`: when the launch was (or is to be), as precisely as known, in the server's time zone.
  package static var launchDate: RowCell {
    RowCell(Phrase(en: "Date", ru: "Дата"), "date", fit: .keep, isTime: true) { record, formatter in
      DateText.sortable(record.date, precision: record.datePrecision, timeZone: formatter.timeZone)
    }
  }

  /// `launch`: its name.
  package static func launchName(fit: ListColumn.Fit? = nil) -> RowCell {
    RowCell(Phrase(en: "Launch", ru: "Запуск"), "launch", fit: fit) { record, _ in
      TerminalText.sanitized(record.launchName)
    }
  }
}
