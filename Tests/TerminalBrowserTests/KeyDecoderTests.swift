import Testing

@testable import TerminalBrowser

/// Keys from the bytes terminals send: xterm's and the VT220's sequences, UTF-8, the mouse.
@Suite struct KeyDecoderTests {
  private func keys(_ text: String) -> [Key] { KeyDecoder().keys(in: Array(text.utf8)) }

  @Test func arrowsPagesHomeAndEnd_InEachTerminalsSpelling() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down], "application cursor keys")
    #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    #expect(keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [.home, .end, .home, .end, .home, .end])
  }

  @Test func aLoneEscape_IsTheEscKey_AndTwoAreTwo() {
    #expect(keys("\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  @Test func controlKeys_EnterAndBackspace() {
    #expect(keys("\r\n\u{7F}\u{08}\t") == [.enter, .enter, .backspace, .backspace, .tab])
    #expect(keys("\u{02}\u{06}\u{03}") == [.control("b"), .control("f"), .control("c")])
  }

  @Test func text_IsCharacters_CyrillicIncluded_AndBrokenUTF8Dropped() {
    #expect(keys("jЖ/") == [.character("j"), .character("Ж"), .character("/")])
    #expect(KeyDecoder().keys(in: [0xD0, 0x41]) == [.character("A")], "a cut two-byte letter is no key")
    #expect(KeyDecoder().keys(in: [0x80, 0xBF]) == [])
  }

  @Test func sgrMouse_WheelAndClick_OthersIgnored() {
    #expect(keys("\u{1B}[<64;10;5M\u{1B}[<65;10;5M") == [.wheel(up: true), .wheel(up: false)])
    #expect(keys("\u{1B}[<0;12;7M") == [.click(row: 7, column: 12)])
    #expect(keys("\u{1B}[<0;12;7m\u{1B}[<2;1;1M") == [], "a release and the right button")
    #expect(keys("\u{1B}[<0;99999999999999999999;1M") == [], "a number too large is no click")
  }

  @Test func anUnfinishedOrUnknownSequence_MakesNoKey() {
    #expect(keys("\u{1B}[") == [])
    #expect(keys("\u{1B}[99~x") == [.character("x")])
  }
}
