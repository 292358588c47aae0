import AppContainer
import Core
import Foundation
import JSONRPC

// `/` and `f`: finding a line, searching a list, and the filters' form.

extension FullScreenBrowser {
  /// What `/` is doing: the text typed so far; on a screen that searches its items (the
  /// launches), the search field it types into and the value it had, else the line the cursor
  /// was on, for Esc to go back to.
  struct Finding {
    var typed = ""
    var search: (field: String, original: String)?
    var cursor: Int?
  }

  /// `/`: on a screen with a search of its own, typed text searches its items (the list reloads
  /// as each letter comes); elsewhere it finds the next line holding it.
  func startFinding() async {
    guard let page = stack.last else { return }
    var finding = Finding(cursor: page.cursor)
    if let field = page.filter?.search, let id = page.viewID, let query = try? await container.views.filter(id) {
      let current = query.inForce.first { $0.name == field }?.value ?? ""
      finding.search = (field, current)
      finding.typed = current
    }
    self.finding = finding
    message = "/" + finding.typed
  }

  /// A key while finding: Enter keeps what was found, Esc goes back (the search as it was, or
  /// the cursor where it was).
  func find(_ key: Key) async {
    guard var finding else { return }
    switch key {
    case .enter:
      self.finding = nil
      return
    case .escape:
      self.finding = nil
      if let search = finding.search, search.original != finding.typed {
        await sendTop(.setQuery([search.field: search.original.isEmpty ? .null : .string(search.original)]))
      } else if finding.search == nil, let cursor = finding.cursor, var page = stack.popLast() {
        place(&page, cursor: cursor)
        stack.append(page)
      }
      return
    case .backspace: finding.typed = String(finding.typed.dropLast())
    case .character(let character): finding.typed.append(character)
    default: return
    }
    self.finding = finding
    if let search = finding.search {
      let value: JSONValue = finding.typed.isEmpty ? .null : .string(finding.typed)
      await sendTop(.setQuery([search.field: value]), quietly: true)
    } else if !finding.typed.isEmpty {
      findLine(finding.typed)
    }
    if message == nil { message = "/" + finding.typed }
  }

  /// The cursor on the next line holding `typed` (in any case), from the cursor on; a line no
  /// cursor stands on is scrolled to.
  private func findLine(_ typed: String) {
    guard var page = stack.popLast() else { return }
    defer { stack.append(page) }
    let lines = page.render?.lines ?? []
    let from = min(page.cursor ?? 0, lines.count)
    let order = Array(lines.indices[from...]) + Array(lines.indices[..<from])
    guard let found = order.first(where: { lines[$0].text.localizedCaseInsensitiveContains(typed) }) else {
      message = FullScreenStrings.notFound(typed, language)
      return
    }
    if choosable(page).contains(found) {
      place(&page, cursor: found)
    } else {
      page.top = max(0, min(found, lines.count - size.viewportRows))
    }
  }

  /// `f`: the form of the screen's filters, with the values in force.
  func openForm() async {
    guard let id = stack.last?.viewID, let query = try? await container.views.filter(id) else {
      message = FullScreenStrings.noFilter(language)
      return
    }
    form = FilterForm(query.filter, inForce: query.inForce, language: language)
  }

  /// A key in the form: Enter sends what changed (the form stays, the error said, when the
  /// screen refuses a value), Esc leaves it.
  func fill(_ key: Key) async {
    guard var form else { return }
    switch form.press(key) {
    case .editing:
      self.form = form
    case .cancelled:
      self.form = nil
    case .submitted(let changes):
      self.form = form
      if changes.isEmpty {
        self.form = nil
      } else if await sendTop(.setQuery(changes)) {
        self.form = nil
      }
    }
  }
}
