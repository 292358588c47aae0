import Core
import Foundation
import TestSupport
import Testing

@Suite struct FileCacheStoreTests {
  private let entry = CacheEntry(
    data: Data(#"[{"id":"x"}]"#.utf8), fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))

  private func withStore(_ body: (FileCacheStore, TemporaryDirectory) throws -> Void) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try body(FileCacheStore(directory: directory.url.appendingPathComponent("cache")), directory)
  }

  @Test func store_ThenEntry_RoundTripsBytesAndTime() throws {
    try withStore { store, _ in
      try store.store(entry, for: "GET rockets")
      #expect(store.entry(for: "GET rockets") == entry)
      #expect(store.entry(for: "GET launches") == nil)
    }
  }

  /// Headers are read without JSONDecoder when they are as written; keys that JSON escapes, or
  /// a header written some other way, go through JSONDecoder. Either way the same time and bytes.
  @Test(arguments: ["GET rockets", "LL2 launches lsp=121 mode=detailed", "GET a/b", #"key "quoted""#, "Türksat 5A"])
  func headers_ReadBackExactly_WhateverTheKey(key: String) throws {
    try withStore { store, _ in
      for seconds in [1_700_000_000, 1_796_144_938.7766795, 0.1, 1_234_567_890.123_456_7] {
        let written = CacheEntry(data: entry.data, fetchedAt: Date(timeIntervalSince1970: seconds))
        try store.store(written, for: key)
        #expect(store.entry(for: key) == written)
        #expect(store.fetchedAt(for: key) == written.fetchedAt)
      }
    }
  }

  @Test func header_WrittenByHand_WithSpacesAndEscapes_StillReads() throws {
    try withStore { store, _ in
      try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
      let header =
        #"{ "version": 1, "key": "GET rock\u0065ts", "format": "spacex-cache", "fetchedAt": 1700000000, "bodyBytes": 12 }"#
      try Data((header + "\n").utf8 + entry.data).write(to: store.fileURL(for: "GET rockets"))
      #expect(store.entry(for: "GET rockets") == entry)
    }
  }

  @Test(arguments: [
    ("garbage", Data([0xFF, 0x00, 0x13, 0x37])),
    ("no header", Data(#"[{"id":"x"}]"#.utf8)),
    ("empty", Data()),
  ])
  func entry_CorruptFile_IsAbsent(name: String, contents: Data) throws {
    try withStore { store, _ in
      try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
      try contents.write(to: store.fileURL(for: "GET rockets"))
      #expect(store.entry(for: "GET rockets") == nil, "\(name)")
    }
  }

  @Test func entry_TruncatedFile_IsAbsent() throws {
    try withStore { store, _ in
      try store.store(entry, for: "GET rockets")
      let url = store.fileURL(for: "GET rockets")
      let full = try Data(contentsOf: url)
      try full.dropLast(3).write(to: url)
      #expect(store.entry(for: "GET rockets") == nil)
    }
  }

  @Test func entry_WrongVersion_IsAbsent() throws {
    try withStore { store, _ in
      try store.store(entry, for: "GET rockets")
      let url = store.fileURL(for: "GET rockets")
      let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
        of: #""version":1"#, with: #""version":99"#)
      try Data(text.utf8).write(to: url)
      #expect(store.entry(for: "GET rockets") == nil)
    }
  }

  @Test func store_OverCorruptFile_ReplacesIt() throws {
    try withStore { store, _ in
      try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
      try Data("junk".utf8).write(to: store.fileURL(for: "GET rockets"))
      try store.store(entry, for: "GET rockets")
      #expect(store.entry(for: "GET rockets") == entry)
    }
  }

  @Test(arguments: ["../../escape", "/etc/passwd", "a/b/../../c", "nul\u{0}byte", "%2e%2e%2fup", "..", ".", "~root"])
  func store_HostileKey_StaysInsideTheCacheDirectory(key: String) throws {
    try withStore { store, root in
      try store.store(entry, for: key)
      #expect(store.entry(for: key) == entry)
      let files = root.files()
      #expect(files.count == 1)
      #expect(files.allSatisfy { $0.hasPrefix("cache/") && !$0.dropFirst(6).contains("/") }, "\(files)")
    }
  }

  @Test func store_VeryLongKeys_GetDistinctShortNames() throws {
    try withStore { store, root in
      let long = String(repeating: "k", count: 5_000)
      try store.store(entry, for: long + "1")
      try store.store(CacheEntry(data: Data("2".utf8), fetchedAt: entry.fetchedAt), for: long + "2")
      #expect(store.entry(for: long + "1") == entry)
      #expect(store.entry(for: long + "2")?.data == Data("2".utf8))
      #expect(root.files().allSatisfy { $0.count < 140 })
    }
  }

  @Test func fileName_EscapesEverythingButWordCharacters() {
    #expect(CacheFileName.make(for: "GET rockets") == "GET%20rockets.cache")
    #expect(CacheFileName.make(for: "../x") == "%2E%2E%2Fx.cache")
  }

  /// A write's temporary file left by a kill is removed by the next process that writes there,
  /// once it is old enough not to be another process's write in progress.
  @Test func abandonedTemporaryFiles_AreRemoved_ByTheNextWriter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let old = directory.url.appendingPathComponent(".GET%20rockets.cache.0A1B.tmp")
    let young = directory.url.appendingPathComponent(".GET%20rockets.cache.2C3D.tmp")
    let kept = directory.url.appendingPathComponent(".hidden-but-ours")
    for file in [old, young, kept] { try Data("half".utf8).write(to: file) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-AtomicFile.abandonedAfter - 60)], ofItemAtPath: old.path)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-AtomicFile.abandonedAfter - 60)], ofItemAtPath: kept.path)
    try FileCacheStore(directory: directory.url).store(
      CacheEntry(data: Data("[]".utf8), fetchedAt: Date()), for: "GET rockets")
    #expect(!FileManager.default.fileExists(atPath: old.path), "abandoned: removed")
    #expect(FileManager.default.fileExists(atPath: young.path), "maybe in progress: kept")
    #expect(FileManager.default.fileExists(atPath: kept.path), "not a temporary file: kept")
  }
}
