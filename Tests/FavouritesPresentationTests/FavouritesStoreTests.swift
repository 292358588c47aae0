import FavouritesData
import FavouritesDomain
import Foundation
import TestSupport
import Testing

/// The favourites file: changes that never lose another writer's, and a corrupt file that is
/// reported, kept aside and never overwritten.
@Suite struct FavouritesStoreTests {
  @Test func addAndRemove_SayWhatChanged_AndKeepOrder() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileFavouritesStore(directory: directory.url)
    #expect(store.ids().isEmpty)
    let added = try await store.add(["a", "b", "a"])
    #expect(added.ids == ["a", "b"] && added.changed == ["a", "b"] && added.unchanged.isEmpty)
    let again = try await store.add(["b", "c"])
    #expect(again.ids == ["a", "b", "c"] && again.changed == ["c"] && again.unchanged == ["b"])
    let removed = try await store.remove(["a", "z"])
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
          for item in 0..<10 { _ = try? await store.add(["w\(writer)-\(item)"]) }
        }
      }
    }
    let ids = FileFavouritesStore(directory: url).ids()
    #expect(ids.count == 80, "lost updates: \(80 - ids.count)")
    #expect(Set(ids).count == ids.count)
  }

  @Test func corruptFile_IsKeptAside_AndCountsAsEmptyUntilTheNextWrite() async throws {
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
    #expect(try await store.add(["x"]).ids == ["x"])
    #expect(store.ids() == ["x"])
  }

  /// Another process's change shows in the next read, though reads come from memory while the
  /// file is unchanged.
  @Test func anotherWritersChange_IsSeenByTheNextRead() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (reader, writer) = (
      FileFavouritesStore(directory: directory.url), FileFavouritesStore(directory: directory.url)
    )
    #expect(reader.ids().isEmpty)
    for index in 0..<20 {
      _ = try await writer.add(["id\(index)"])
      #expect(reader.ids().count == index + 1, "after write \(index)")
    }
    _ = try await writer.remove(["id0"])
    #expect(reader.ids().first == "id1")
  }

  /// The lock file cannot be made (its directory is a file): the change is refused, never made unlocked.
  @Test func anUnlockableFile_RefusesTheChange() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("config")
    try Data().write(to: blocker)
    let store = FileFavouritesStore(directory: blocker)
    await #expect(throws: FavouritesError.self) { try await store.add(["a"]) }
  }
}
