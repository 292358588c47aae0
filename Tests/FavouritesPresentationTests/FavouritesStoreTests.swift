import FavouritesData
import FavouritesDomain
import Foundation
import TestSupport
import Testing

/// The favourites file: changes that never lose another writer's, and a corrupt file that is
/// reported, kept aside and never overwritten.
@Suite struct FavouritesStoreTests {
  @Test func addAndRemove_SayWhatChanged_AndKeepOrder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileFavouritesStore(directory: directory.url)
    #expect(store.ids().isEmpty)
    let added = try store.add(["a", "b", "a"])
    #expect(added.ids == ["a", "b"] && added.changed == ["a", "b"] && added.unchanged.isEmpty)
    let again = try store.add(["b", "c"])
    #expect(again.ids == ["a", "b", "c"] && again.changed == ["c"] && again.unchanged == ["b"])
    let removed = try store.remove(["a", "z"])
    #expect(removed.ids == ["b", "c"] && removed.changed == ["a"] && removed.unchanged == ["z"])
    #expect(FileFavouritesStore(directory: directory.url).ids() == ["b", "c"], "saved")
  }

  /// Separate stores share nothing but the file and its lock, as separate processes do.
  @Test func concurrentWriters_EachKeepTheirs() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.url
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<8 {
        group.addTask {
          let store = FileFavouritesStore(directory: url)
          for item in 0..<10 { _ = try? store.add(["w\(writer)-\(item)"]) }
        }
      }
    }
    let ids = FileFavouritesStore(directory: url).ids()
    #expect(ids.count == 80, "lost updates: \(80 - ids.count)")
    #expect(Set(ids).count == ids.count)
  }

  @Test func corruptFile_IsKeptAside_AndCountsAsEmptyUntilTheNextWrite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("favourites.json")
    let garbage = Data("{\"ids\": [tru".utf8)
    try garbage.write(to: file)
    let store = FileFavouritesStore(directory: directory.url, now: { Fixtures.now })
    #expect(store.ids().isEmpty)
    let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasPrefix("favourites.json.corrupt-")
    }
    #expect(aside.count == 1)
    #expect(try Data(contentsOf: directory.url.appendingPathComponent(aside[0])) == garbage, "kept as it was")
    #expect(try store.add(["x"]).ids == ["x"])
    #expect(store.ids() == ["x"])
  }
}
