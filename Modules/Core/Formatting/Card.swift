/// A presenter's output for one entity: a title line and labelled fields, already formatted.
///
/// Both frontends use it: `spacex` prints ``text(width:)``, `spacex-rpc` sends it as structure
/// (labels, values, links and nesting as members, never spelt into the text) next to the raw
/// values.
package struct Card: Sendable, Hashable, Codable {
  package struct Field: Sendable, Hashable, Codable {
    /// Stable and language-independent, e.g. `costPerLaunch`: what an editor keys on.
    package var key: String
    package var label: String
    package var value: String
    /// Where the value leads, when it is a link.
    package var url: String?
    /// Nesting depth: 1 for a stage's details under "Stages".
    package var level: Int
    /// How an editor changes it in place, when it can be changed.
    package var edit: Edit?

    package init(key: String, label: String, value: String, url: String? = nil, level: Int = 0, edit: Edit? = nil) {
      self.key = key
      self.label = label
      self.value = value
      self.url = url
      self.level = level
      self.edit = edit
    }
  }

  /// A field a client may change: call `method` with `{param: one of choices}`, or, when it has
  /// `typed`, with what the user types (`choices` then only suggested).
  package struct Edit: Sendable, Hashable, Codable {
    package var method: String
    package var param: String
    package var choices: [String]
    /// What to type, for a value no list holds (`LAT,LON`); `nil` for a choice among `choices`.
    package var typed: String?

    package init(method: String, param: String, choices: [String], typed: String? = nil) {
      self.method = method
      self.param = param
      self.choices = choices
      self.typed = typed
    }
  }

  /// One entry of a section: a line of text, or a labelled value (a link: `webcast` and its URL).
  package struct Entry: Sendable, Hashable, Codable {
    package var label: String?
    package var value: String
    package var url: String?
    /// Nesting depth: 1 for a payload's customers under the payload.
    package var level: Int
    /// The record it shows, by the id its own screen opens it with (a booster's serial), so the
    /// screen's link to that record opens from its line.
    package var id: String?

    package init(label: String? = nil, value: String, url: String? = nil, level: Int = 0, id: String? = nil) {
      self.label = label
      self.value = value
      self.url = url
      self.level = level
      self.id = id
    }

    /// As the terminal shows it: `webcast: https://…`, indented by its level.
    var text: String {
      String(repeating: "  ", count: level) + (label.map { "\($0): \(value)" } ?? value)
    }
  }

  /// A titled list below the fields, e.g. "Payloads (2)" and one entry per payload.
  package struct Section: Sendable, Hashable, Codable {
    package var key: String
    package var title: String
    package var entries: [Entry]

    package init(key: String, title: String, entries: [Entry]) {
      self.key = key
      self.title = title
      self.entries = entries
    }

    /// A section of plain lines.
    package init(key: String, title: String, lines: [String]) {
      self.init(key: key, title: title, entries: lines.map { Entry(value: $0) })
    }
  }

  package var title: String
  package var subtitle: String?
  package var fields: [Field]
  package var sections: [Section]

  package init(title: String, subtitle: String? = nil, fields: [Field], sections: [Section] = []) {
    self.title = title
    self.subtitle = subtitle
    self.fields = fields
    self.sections = sections
  }

  /// The card as the formatter's output draws it: at its width, bold on a terminal, and with
  /// the lines that lead somewhere marked for a client's drawn lines.
  package func text(_ formatter: DisplayFormatter) -> String {
    text(width: formatter.width, bold: formatter.usesColor, marks: formatter.marksLines)
  }

  /// The card as plain text: the title, one aligned `label  value` line per field, then each
  /// section as its title and indented lines.
  /// - Parameters:
  ///   - width: long values wrap to fit, continuing under the value column; `nil` for no limit.
  ///   - marks: each line of a field, and of an entry with a URL, carries its ``LineMark`` (a
  ///     wrapped URL opens from its second line too).
  package func text(width: Int? = nil, bold: Bool = false, marks: Bool = false) -> String {
    // Every piece on the lines it is given: a line break or escape in data never forges a field.
    let line = TerminalText.singleLine
    let labelWidth = fields.map { DisplayWidth.of(line($0.label)) + 2 * $0.level }.max() ?? 0
    let valueWidth = width.map { max(20, $0 - labelWidth - 2) }
    var lines = [TextStyle.bold(line(subtitle.map { "\(title) — \($0)" } ?? title), if: bold)]
    for field in fields {
      let label = String(repeating: "  ", count: field.level) + line(field.label)
      let value = line(field.value)
      let wrapped = valueWidth.map { DisplayWidth.wrap(value, width: $0) } ?? [value]
      let mark = marks ? LineMark(field: field.key, label: field.label, url: field.url, edit: field.edit).escape : ""
      lines.append(mark + DisplayWidth.pad(label, to: labelWidth) + "  " + (wrapped.first ?? ""))
      lines += wrapped.dropFirst().map { mark + String(repeating: " ", count: labelWidth + 2) + $0 }
    }
    for section in sections {
      lines += ["", TextStyle.bold(line(section.title), if: bold)]
      for entry in section.entries {
        let text = line(entry.text)
        let wrapped = (width.map { DisplayWidth.wrap(text, width: max(20, $0 - 4)) } ?? [text]).map {
          Self.linked($0, entry.url, bold)
        }
        let leads = entry.url != nil || entry.id != nil
        let mark = marks && leads ? LineMark(label: entry.label, url: entry.url, id: entry.id).escape : ""
        lines.append(mark + "  " + (wrapped.first ?? ""))
        lines += wrapped.dropFirst().map { mark + "    " + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `piece` with `url` in the link face where it holds it whole (a URL is never wrapped) and
  /// styles are drawn.
  private static func linked(_ piece: String, _ url: String?, _ styled: Bool) -> String {
    guard styled, let url, !url.isEmpty, let range = piece.firstRange(of: url) else { return piece }
    var linked = piece
    linked.replaceSubrange(range, with: TextStyle.styled(url, .link, if: true))
    return linked
  }
}
