import Core
import FavouritesDomain
import Foundation

/// The favourites as `favourites.json` in the config directory, beside the settings:
/// `{"version": 1, "ids": [...]}`.
///
/// Every change reads, changes and writes the file under an exclusive lock
/// (`favourites.json.lock`), so two processes adding different favourites at once both keep
/// theirs; the write is atomic (a temporary file renamed into place). A file that cannot be read
/// is reported on stderr, moved aside as `favourites.json.corrupt-<time>` (never overwritten), and
/// counts as empty until the next good write.
///
/// Reads come from memory while the file is the one last read (same inode, size and modification
/// time): every row list asks, and a running server must still see another process's change.
package struct FileFavouritesStore: FavouritesStore {
  package let fileURL: URL
  /// `fileURL.filePath`, made once: every row list asks for the ids, and the conversion is not free.
  private let filePath: String
  private let now: @Sendable () -> Date
  private let lastRead = FileVersionedValue<[String]>()

  package init(directory: URL, now: @escaping @Sendable () -> Date = Date.init) {
    fileURL = directory.appendingFileName("favourites.json")
    filePath = fileURL.filePath
    self.now = now
  }

  private struct Document: Codable {
    var version = 1
    var ids: [String]
  }

  package func ids() -> [String] {
    guard let version = FileVersion(of: filePath) else { return [] }
    if let known = lastRead.value(at: version) { return known }
    if let ids = try? read() {
      lastRead.keep(ids, at: version)
      return ids
    }
    // Unreadable: set aside under the lock, so only one process reports and moves it; a process
    // holding the lock is writing it anew, so there is nothing to set aside.
    return FileLock.ifFree(lockPath) { readOrSetAside() } ?? []
  }

  package func update(_ change: @Sendable (inout [String]) -> Void) async throws(FavouritesError) -> (
    before: [String], after: [String]
  ) {
    let fileURL = self.fileURL
    let result: Result<([String], [String]), FavouritesError>
    do {
      result = try await FileLock.withExclusive(lockPath) {
        let before = readOrSetAside()
        var ids = before
        change(&ids)
        do {
          let data = try JSONEncoder.sortedKeys().encode(Document(ids: ids))
          try AtomicFile.write(data + Data("\n".utf8), to: fileURL)
          return .success((before, ids))
        } catch {
          return .failure(.unwritable("\(filePath): \(error.localizedDescription)"))
        }
      }
    } catch {
      throw .unwritable("\(filePath): \(error)")
    }
    return try result.get()
  }

  private var lockPath: String { filePath + ".lock" }

  /// The ids in the file; `nil` when there is none.
  private func read() throws -> [String]? {
    guard let data = try FileBytes.contents(atPath: filePath) else { return nil }
    let document = try JSONDecoder().decode(Document.self, from: data)
    guard document.version == 1 else { throw CocoaError(.fileReadUnknown) }
    return document.ids
  }

  /// Call holding the lock. The ids, or none after moving an unreadable file aside.
  private func readOrSetAside() -> [String] {
    do {
      return try read() ?? []
    } catch {
      CorruptFile.setAside(
        fileURL, what: "favourites file", startingWith: "starting empty", now: now(),
        reason: error as? any FileBytes.Refusal)
      return []
    }
  }
}
