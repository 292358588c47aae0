import Core
import Testing

@Suite struct ListDiffTests {
  private func snapshot(_ sections: [(String, [String])], revisions: [String: Int] = [:]) -> ListSnapshot {
    ListSnapshot(sections: sections.map { ListSnapshot.Section(id: $0.0, items: $0.1) }, revisions: revisions)
  }

  @Test func identicalSnapshots_HaveAnEmptyDiff() {
    let list = snapshot([("2022", ["a", "b"]), ("2021", ["c"])])
    #expect(ListDiff(from: list, to: list).isEmpty)
  }

  @Test func appendedPage_IsOnlyInsertions() {
    let diff = ListDiff(
      from: snapshot([("2022", ["a", "b"])]), to: snapshot([("2022", ["a", "b", "c"]), ("2021", ["d"])]))
    #expect(diff.insertedSections == ["2021"])
    #expect(diff.inserted.map(\.id) == ["c", "d"])
    #expect(diff.inserted.last == .init(id: "d", section: "2021", index: 0))
    #expect(diff.moved.isEmpty && diff.deleted.isEmpty)
  }

  @Test func insertAtTop_DoesNotMoveTheRest() {
    let diff = ListDiff(from: snapshot([("s", ["a", "b", "c"])]), to: snapshot([("s", ["x", "a", "b", "c"])]))
    #expect(diff.inserted.map(\.id) == ["x"])
    #expect(diff.moved.isEmpty)
  }

  @Test func oneItemMoved_IsTheOnlyMove() {
    let diff = ListDiff(from: snapshot([("s", ["a", "b", "c", "d"])]), to: snapshot([("s", ["b", "c", "a", "d"])]))
    #expect(diff.moved.count == 1)
    #expect(["a", "b", "c"].contains(diff.moved[0].id))
  }

  @Test func reversal_MovesAllButOne() {
    let diff = ListDiff(from: snapshot([("s", ["a", "b", "c"])]), to: snapshot([("s", ["c", "b", "a"])]))
    #expect(diff.moved.count == 2)
  }

  @Test func sectionChange_IsAMoveEvenInOrder() {
    let diff = ListDiff(
      from: snapshot([("active", ["a", "b"])]), to: snapshot([("active", ["a"]), ("retired", ["b"])]))
    #expect(
      diff.moved == [.init(id: "b", from: .init(section: "active", index: 1), to: .init(section: "retired", index: 0))])
    #expect(diff.insertedSections == ["retired"])
  }

  @Test func changedRevision_IsAReload_NotAnInsertOrDelete() {
    let diff = ListDiff(
      from: snapshot([("s", ["a", "b"])], revisions: ["a": 1, "b": 1]),
      to: snapshot([("s", ["a", "b"])], revisions: ["a": 1, "b": 2]))
    #expect(diff.reloaded == ["b"])
    #expect(diff.inserted.isEmpty && diff.deleted.isEmpty && diff.moved.isEmpty)
  }

  @Test func narrowedFilter_DeletesInOldOrder_AndEmptiedSections() {
    let diff = ListDiff(from: snapshot([("2022", ["a", "b"]), ("2021", ["c"])]), to: snapshot([("2022", ["b"])]))
    #expect(diff.deleted == ["a", "c"])
    #expect(diff.deletedSections == ["2021"])
  }

  @Test func largeLists_DiffQuickly() {
    let old = snapshot([("s", (0..<20_000).map { "i\($0)" })])
    let new = snapshot([("s", (0..<20_000).reversed().map { "i\($0)" })])
    #expect(ListDiff(from: old, to: new).moved.count == 19_999)
  }
}
