import Foundation
import TestSupport
import Testing

/// A process a test starts cannot outlive its bound (`runBounded`), even one that ignores
/// SIGTERM, and never reads the runner's stdin.
@Suite struct BoundedProcessTests {
  @Test func aHungProcess_IsEndedAtItsBound() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // The shell's child too: a `sleep` left running would hold Foundation's wait for its end.
    process.arguments = ["-c", "sleep 600; true"]
    try process.runBounded(within: .seconds(1))
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
  }

  @Test func oneThatIgnoresSIGTERM_IsKilled() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // Each `sleep` a second long, so none outlives the shell by more than that.
    process.arguments = ["-c", "trap '' TERM; while :; do sleep 1; done"]
    process.standardOutput = FileHandle.nullDevice
    try process.runBounded(within: .seconds(1))
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
  }

  @Test func stdin_IsTheNullDevice_UnlessGiven() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/readlink")
    process.arguments = ["/proc/self/fd/0"]
    let output = Pipe()
    process.standardOutput = output
    #expect((process.standardInput as? FileHandle) === FileHandle.standardInput, "Foundation's default: the runner's")
    try process.runBounded()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(text == "/dev/null\n")

    let given = Process()
    given.executableURL = URL(fileURLWithPath: "/bin/true")
    let pipe = Pipe()
    given.standardInput = pipe
    try given.runBounded()
    given.waitUntilExit()
    #expect((given.standardInput as? Pipe) === pipe)
  }

  /// The bound's timers do not keep a finished process (nor its pipes' descriptors) for the
  /// length of the bound.
  @Test func aFinishedProcess_IsNotKept() throws {
    weak var kept: Process?
    try {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/true")
      process.standardOutput = Pipe()
      try process.runBounded()
      process.waitUntilExit()
      kept = process
    }()
    #expect(WallClockBounds.waitFor { kept == nil }, "released once the test lets it go")
  }

  @Test func aSpawnedProcess_IsKilledAtItsBound() throws {
    var pid = pid_t()
    let argv: [UnsafeMutablePointer<CChar>?] = ["/bin/sleep", "600"].map { (word: String) in strdup(word) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    #expect(posix_spawn(&pid, "/bin/sleep", nil, nil, argv, nil) == 0)
    let status = ProcessBound.wait(for: pid, command: "sleep 600", within: .seconds(1))
    #expect(status & 0x7F == SIGKILL, "killed by SIGKILL: \(status)")
  }
}
