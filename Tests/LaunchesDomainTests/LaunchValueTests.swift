import Foundation
import LaunchesDomain
import TestSupport
import Testing

/// `Launch` shares its detail-only fields between copies; it must still behave as a plain value.
@Suite struct LaunchValueTests {
  @Test func changingACopy_LeavesTheOriginal_AndEqualityFollowsTheFields() {
    let original = Launch.mock("a", 1, "A", "2020-01-01T00:00:00.000Z", rocket: "f9", pad: "slc40", success: true)
    var copy = original
    #expect(copy == original && copy.hashValue == original.hashValue)

    copy.payloadIDs = ["p1"]
    copy.details = "More."
    #expect(original.payloadIDs.isEmpty && original.details == nil)
    #expect(copy.payloadIDs == ["p1"] && copy.details == "More.")
    #expect(copy != original)

    copy.payloadIDs = []
    copy.details = nil
    #expect(copy == original && copy.hashValue == original.hashValue)
  }
}
