import Core
import Foundation
import TestSupport
import Testing

/// Files by path, as the cache and settings read them: `URL.filePath` says what `URL.path` says,
/// and `FileBytes` reads what `Data(contentsOf:)` reads, `nil` only for a file that is not there.
@Suite struct FileBytesTests {
  @Test func filePath_IsWhatPathSays() {
    let urls = [
      URL(fileURLWithPath: "/tmp/cache/launches.cache"),
      URL(fileURLWithPath: "/tmp/a dir with spaces/file"),
      URL(fileURLWithPath: "/tmp/Ünïcödé/кэш"),
      URL(fileURLWithPath: "/tmp/100%/50% done"),
      URL(fileURLWithPath: "/tmp/cache", isDirectory: true),
      URL(fileURLWithPath: "/tmp/cache/", isDirectory: true),
      URL(fileURLWithPath: "/", isDirectory: true),
      URL(fileURLWithPath: "/tmp/cache", isDirectory: true).appendingFileName("x.cache"),
      URL(fileURLWithPath: "/tmp/cache").appendingFileName("ALL%20launches.cache"),
      URL(fileURLWithPath: "/tmp/cache").appendingFileName("LL2%20launch%20x%20mode%3Ddetailed.cache"),
      URL(fileURLWithPath: "/tmp/%zz/%4"),
    ]
    for url in urls {
      #expect(url.filePath == url.path, "\(url)")
    }
  }

  @Test func readAndMapped_GiveTheBytes_NilForNoFile_AnErrorForADirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent("data.bin").path
    let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try bytes.write(to: URL(fileURLWithPath: file))
    #expect(try FileBytes.contents(atPath: file) == bytes)
    #expect(try FileBytes.mapped(atPath: file) == bytes)

    let empty = directory.url.appendingPathComponent("empty").path
    try Data().write(to: URL(fileURLWithPath: empty))
    #expect(try FileBytes.contents(atPath: empty) == Data())
    #expect(try FileBytes.mapped(atPath: empty) == Data())

    let missing = directory.url.appendingPathComponent("missing").path
    #expect(try FileBytes.contents(atPath: missing) == nil)
    #expect(try FileBytes.mapped(atPath: missing) == nil)

    #expect(throws: FileBytes.NotARegularFile.self) { try FileBytes.contents(atPath: directory.path) }
    #expect(throws: FileBytes.NotARegularFile.self) { try FileBytes.mapped(atPath: directory.path) }
    // Below a file: not "no such file", which would hide a misplaced cache directory.
    #expect(throws: POSIXError.self) { try FileBytes.contents(atPath: file + "/inside") }
  }
}
