import Foundation
import TestSupport
import Testing

@Suite struct LineDiffTests {
  @Test func unified_ShowsHunksWithContext_RemovalsFirst() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 5", with: "line five")
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """)
  }

  @Test func unified_MakesTrailingSpacesVisible() {
    #expect(LineDiff.unified(from: "a", to: "a  ") == "@@ -1,1 +1,1 @@\n-a\n+a··")
  }

  @Test func unified_IdenticalTexts_HaveNoHunks() {
    #expect(LineDiff.unified(from: "same\ntext", to: "same\ntext").isEmpty)
  }
}
