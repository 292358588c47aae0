import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Favourites as users meet them, in both executables: the list, add and remove, the ★ on other
/// lists, the file shared by concurrent processes, a corrupt file, and open views that follow.
@Suite struct FavouritesTests {
  static let crs7 = "5eb87ceeffd86e000604b341"

  private func run(_ arguments: [String], _ sandbox: Sandbox, columns: Int = 100) throws -> Executable.Result {
    try Executable.spacex.run(
      arguments + ["--offline", "--utc"], environment: sandbox.environment(extra: ["COLUMNS": "\(columns)"]))
  }

  private func favourites(_ sandbox: Sandbox) throws -> [String] {
    let file = sandbox.configDirectory.appendingPathComponent("favourites.json")
    guard let data = try? Data(contentsOf: file) else { return [] }
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["ids"] as? [String] ?? []
  }

  @Test(arguments: [60, 100])
  func list_EmptyThenFilled_InBothLanguages(width: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    for language in ["en", "ru"] {
      let empty = try run(["favourites", "--lang", language], sandbox, columns: width)
      #expect(empty.status == 0)
      Snapshot.assert(empty.streams, named: "empty-\(language)-\(width)")
    }
    let added = try run(["favourite", "add", "CRS-7", "Amos-6", "Crew-1"], sandbox)
    #expect(added.status == 0, "\(added.stderr)")
    for language in ["en", "ru"] {
      let filled = try run(["favourites", "--lang", language], sandbox, columns: width)
      #expect(filled.status == 0)
      Snapshot.assert(filled.streams, named: "filled-\(language)-\(width)")
    }
    let failed = try run(["favourites", "--status", "failed"], sandbox, columns: width)
    #expect(failed.stdout.contains("CRS-7") && failed.stdout.contains("Amos-6") && !failed.stdout.contains("Crew-1"))
  }

  @Test func launchTable_MarksAFavourite() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    #expect(try run(["favourite", "add", "CRS-7"], sandbox).status == 0)
    for width in [60, 100] {
      let launches = try run(["launches", "--rocket", "falcon9", "--status", "failed"], sandbox, columns: width)
      Snapshot.assert(launches.streams, named: "falcon9-failed-\(width)")
    }
    #expect(try run(["launch", "CRS-7"], sandbox).stdout.hasPrefix("★ CRS-7 — failure\n"))
  }

  @Test func addAndRemove_SayWhatChanged_AlreadyAndMissingAreNotErrors() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let first = try run(["favourite", "add", "CRS-7", "24"], sandbox)
    #expect(first.status == 0)
    #expect(first.stdout == "Added to favourites: CRS-7.\n", "flight 24 is CRS-7: added once")
    #expect(first.stderr.contains("1 favourite in all."))
    let again = try run(["favourite", "add", "crs-7", "Amos-6"], sandbox)
    #expect(again.stdout == "Added to favourites: Amos-6.\nAlready a favourite: CRS-7.\n")
    let removed = try run(["favourite", "remove", "Amos-6", "FalconSat"], sandbox)
    #expect(removed.status == 0)
    #expect(removed.stdout == "Removed from favourites: Amos-6.\nNot a favourite: FalconSat.\n")
    #expect(try favourites(sandbox) == [Self.crs7])
    let russian = try run(["favourite", "add", "Amos-6", "--lang", "ru"], sandbox)
    #expect(russian.stdout == "Добавлено в избранное: Amos-6.\n")
  }

  @Test func unknownReference_ExitsOne_AndChangesNothing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    #expect(try run(["favourite", "add", "CRS-7"], sandbox).status == 0)
    let result = try run(["favourite", "add", "Amos-6", "CRS-77"], sandbox)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: No launch matches 'CRS-77'. Did you mean: "), "\(result.stderr)")
    #expect(try favourites(sandbox) == [Self.crs7])
    let usage = try run(["favourite", "toggle", "CRS-7"], sandbox)
    #expect(usage.status == 2)
  }

  /// Processes started together, each adding its own launch: every one is kept.
  @Test func concurrentProcesses_EachKeepTheirs() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let names = ["CRS-7", "Amos-6", "Crew-1", "FalconSat", "DemoSat", "Trailblazer"]
    let processes = try names.map { name in
      let process = Process()
      process.executableURL = Executable.spacex.url
      process.currentDirectoryURL = TemporaryDirectory.forProcesses
      process.arguments = ["favourite", "add", name, "--offline"]
      process.environment = sandbox.environment()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.runBounded()
      return process
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    #expect(try favourites(sandbox).count == names.count)
  }

  @Test func corruptFile_IsReported_KeptAside_AndTreatedAsEmpty() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.configDirectory, withIntermediateDirectories: true)
    let file = sandbox.configDirectory.appendingPathComponent("favourites.json")
    try Data([0xFF, 0x00, 0x7B]).write(to: file)
    let list = try run(["favourites"], sandbox)
    #expect(list.status == 0)
    #expect(list.stdout.hasPrefix("No favourites yet:") && list.stdout.contains("favourite add REF"))
    #expect(list.stderr.contains("favourites file") && list.stderr.contains("kept as favourites.json.corrupt-"))
    let aside = try FileManager.default.contentsOfDirectory(atPath: sandbox.configDirectory.path).filter {
      $0.hasPrefix("favourites.json.corrupt-")
    }
    #expect(aside.count == 1)
    #expect(try run(["favourite", "add", "CRS-7"], sandbox).status == 0)
    #expect(try favourites(sandbox) == [Self.crs7])
    #expect(
      try Data(contentsOf: sandbox.configDirectory.appendingPathComponent(aside[0])) == Data([0xFF, 0x00, 0x7B]))
  }

  /// `favourites.add` from one request: the answer, the notification, and the open views' diffs
  /// (the favourites view inserts the launch, a launches view reloads its row, now marked).
  @Test func rpc_AddFromAnotherRequest_UpdatesOpenViews() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    let favouritesView = try #require(
      rpc.request("view.open", ["screen": "favourites"])["result"] as? [String: Any])
    #expect((favouritesView["state"] as? [String: Any])?["status"] as? String == "empty")
    let launchesView = try #require(
      rpc.request("view.open", ["screen": "launches", "params": ["rocket": "falcon9", "status": "failed"]])["result"]
        as? [String: Any])
    let launchesItems =
      (((launchesView["state"] as? [String: Any])?["data"] as? [String: Any])?["items"]
        as? [[String: Any]]) ?? []
    #expect(launchesItems.allSatisfy { $0["favourite"] as? Bool == false })

    let before = rpc.notifications.count
    let added = try #require(rpc.request("favourites.add", ["ids": ["CRS-7"]])["result"] as? [String: Any])
    #expect(added["ids"] as? [String] == [Self.crs7])
    // All three came before the answer: a client that has it has the whole new state.
    #expect(rpc.notifications.count - before == 3)
    let changed = rpc.notifications.filter { $0["method"] as? String == "favourites.didChange" }
    #expect((changed.first?["params"] as? [String: Any])?["ids"] as? [String] == [Self.crs7])
    let views = rpc.notifications.filter { $0["method"] as? String == "view.didChange" }
      .compactMap { $0["params"] as? [String: Any] }
    let favouritesChange = try #require(views.first { $0["viewId"] as? String == favouritesView["viewId"] as? String })
    let inserted = (favouritesChange["diff"] as? [String: Any])?["inserted"] as? [[String: Any]]
    #expect(inserted?.map { $0["id"] as? String } == [Self.crs7])
    let launchesChange = try #require(views.first { $0["viewId"] as? String == launchesView["viewId"] as? String })
    #expect((launchesChange["diff"] as? [String: Any])?["reloaded"] as? [String] == [Self.crs7])
    let marked = ((launchesChange["state"] as? [String: Any])?["data"] as? [String: Any])?["items"] as? [[String: Any]]
    #expect(marked?.first { $0["id"] as? String == Self.crs7 }?["favourite"] as? Bool == true)

    let list = try #require(rpc.request("favourites.list", ["status": "failed"])["result"] as? [String: Any])
    #expect((list["items"] as? [[String: Any]])?.map { $0["id"] as? String } == [Self.crs7])
    let detail = try #require(rpc.request("launches.get", ["ref": "CRS-7"])["result"] as? [String: Any])
    #expect((detail["launch"] as? [String: Any])?["favourite"] as? Bool == true)

    let unknown = try rpc.request("favourites.remove", ["ids": ["CRS-77"]])
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int != nil)
    let typo = try rpc.request("favourites.add", ["idz": ["CRS-7"]])
    #expect(((typo["error"] as? [String: Any])?["message"] as? String)?.contains("did you mean 'ids'") == true)
    #expect(rpc.finish() == 0)
  }

  @Test func json_IsTheFavouritesListResult() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    #expect(try run(["favourite", "add", "CRS-7", "Amos-6"], sandbox).status == 0)
    let text = try run(["favourites", "--sort", "oldest", "--json"], sandbox)
    let rpc = try RPCSession(arguments: ["--offline"], environment: sandbox.environment())
    defer { _ = rpc.finish() }
    let answer = try #require(rpc.request("favourites.list", ["sort": "oldest"])["result"] as? NSDictionary)
    #expect(try JSONSerialization.jsonObject(with: Data(text.stdout.utf8)) as? NSDictionary == answer)
  }
}
