import AppContainer
import Core
import JSONRPC
import Testing

@testable import TerminalBrowser

/// `f`'s form: the fields a screen's query declares, set by choosing or typing, sent as the
/// fields changed.
@Suite struct FilterFormTests {
  private struct Query: Sendable {}

  private let filter = ScreenFilter(
    QueryDeclaration(
      Query(),
      [
        .choice(
          "status", words: ["all", "success", "failed"], help: Phrase(en: "which outcome", ru: "какой исход"),
          summary: ""
        ) { _, _ in },
        .text("rocket", placeholder: "REF", help: Phrase(en: "a rocket", ru: "ракета"), summary: "") { _, _ in },
        .text("search", help: Phrase(en: "in the name", ru: "в названии"), summary: "") { _, _ in },
      ]),
    fields: ["status", "search"], syntax: Phrase(en: "", ru: ""), search: "search")

  @Test func theFieldsAreTheOnesNamed_InTheQuerysOrder_WithTheValuesInForce() {
    let form = FilterForm(filter, inForce: [("search", "crs"), ("rocket", "Falcon 9")], language: .ru)
    #expect(form.entries.map(\.name) == ["status", "search"], "the rocket is the link's, not the form's")
    #expect(form.entries.map(\.value) == ["", "crs"])
    #expect(form.entries.map(\.help) == ["какой исход", "в названии"])
    #expect(form.changes.isEmpty)
  }

  @Test func wordsAreChosenWithArrowsOrSpace_ThroughTheEmptyValue() {
    var form = FilterForm(filter, inForce: [], language: .en)
    #expect(form.press(.right) == .editing)
    #expect(form.entries[0].value == "all")
    _ = form.press(.character(" "))
    #expect(form.entries[0].value == "success")
    _ = form.press(.left)
    _ = form.press(.left)
    #expect(form.entries[0].value == "", "before the first word: unset")
    _ = form.press(.left)
    #expect(form.entries[0].value == "failed", "round to the last")
  }

  @Test func typing_Backspace_AndCtrlU_ChangeTheFieldUnderTheCursor() {
    var form = FilterForm(filter, inForce: [("search", "crs")], language: .en)
    _ = form.press(.down)
    #expect(form.cursor == 1 && form.cursorLine == 3)
    for key: Key in [.character("-"), .character("2"), .character(" "), .backspace] { _ = form.press(key) }
    #expect(form.entries[1].value == "crs-2", "a space is typed in a text field; Backspace took it")
    _ = form.press(.control("u"))
    #expect(form.entries[1].value == "")
    _ = form.press(.down)
    #expect(form.cursor == 0, "round to the first")
  }

  @Test func enterSendsOnlyWhatChanged_AnEmptiedFieldAsNull_EscNothing() {
    var form = FilterForm(filter, inForce: [("search", "crs")], language: .en)
    _ = form.press(.right)
    _ = form.press(.down)
    _ = form.press(.control("u"))
    #expect(form.press(.enter) == .submitted(["status": .string("all"), "search": .null]))
    #expect(form.press(.escape) == .cancelled)
  }

  @Test func lines_AHintThenAFieldALine_TheHelpDim_TheCaretOnTheCursorsField() {
    var form = FilterForm(filter, inForce: [("search", "Starlink")], language: .en)
    _ = form.press(.right)
    let lines = form.lines(.en)
    #expect(
      lines.map(\.text) == [
        "A field left empty is its default.",
        "",
        "status  all_          which outcome",
        "search  Starlink      in the name",
      ])
    #expect(lines[2].spans == [DrawnSpan(from: 22, to: 35, face: .dim)])
  }
}
