import Foundation

/// What every store does with a file it cannot read: moves it aside as `<name>.corrupt-<time>`
/// (never over an earlier one), says so on stderr, and carries on as if there were none. The
/// bytes are kept for whoever wants to look; the next good write starts a new file.
package enum CorruptFile {
  /// Moves `url` aside. Call holding the file's lock, so only one process reports and moves it.
  /// - Parameter what: how the report names the file ("favourites file", "change ledger").
  /// - Parameter reason: why it could not be read, where that says more than "could not be read"
  ///   (a FIFO or a directory in its place, another user's file).
  package static func setAside(
    _ url: URL, what: String, startingWith fresh: String, now: Date, reason: (any Error)? = nil
  ) {
    let stamp = Int(now.timeIntervalSince1970)
    var aside = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)")
    var attempt = 1
    while FileManager.default.fileExists(atPath: aside.path) {
      attempt += 1
      aside = URL(fileURLWithPath: url.path + ".corrupt-\(stamp)-\(attempt)")
    }
    let why = reason.map { " (\($0))" } ?? ""
    do {
      try FileManager.default.moveItem(at: url, to: aside)
      Log.error("\(what) \(url.path) could not be read\(why); kept as \(aside.lastPathComponent), \(fresh)")
    } catch {
      Log.error("\(what) \(url.path) could not be read\(why) (nor moved aside); treating it as empty")
    }
  }
}
