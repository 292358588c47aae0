import Foundation

/// What choosing a card's line leads to, as the card marks the line for a client's drawn lines
/// (``Card/text(width:bold:marks:)``; never for a terminal): the field or record it shows (a
/// screen may link from it), its URL, or how it is changed in place.
package struct LineMark: Sendable, Hashable, Codable {
  /// The card field's key, so the screen's link from that field (a launch's `launchpad`) wins.
  package var field: String?
  /// The field's or entry's label, for the prompt of an edit.
  package var label: String?
  package var url: String?
  package var edit: Card.Edit?
  /// The record a section entry shows (a launch's booster), so the screen's link to it wins.
  package var id: String?

  package init(
    field: String? = nil, label: String? = nil, url: String? = nil, edit: Card.Edit? = nil, id: String? = nil
  ) {
    (self.field, self.label, self.url, self.edit, self.id) = (field, label, url, edit, id)
  }

  /// The operating system command that marks a line with `self`, its JSON escaping every
  /// control character, so no text in it can end the command early.
  package var escape: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(self) else { return "" }
    return "\u{1B}]\(TerminalDrawing.lineMark)\(String(decoding: json, as: UTF8.self))\u{07}"
  }

  /// The mark a command's text carries, `nil` when it is not one.
  static func decoded(_ json: Substring) -> LineMark? {
    try? JSONDecoder().decode(LineMark.self, from: Data(json.utf8))
  }
}
