import Foundation
import TestSupport

/// A picture `--format svg` wrote, drawn by a real renderer (librsvg's `rsvg-convert`, which
/// `Tests/run` installs): what a person who opens it sees.
package enum SVGRendering {
  package struct Drawn {
    /// The PNG's bytes.
    package var bytes: Data
    /// Its size, from its header (`IHDR`).
    package var width: Int
    package var height: Int
  }

  /// `svg` drawn as a PNG; `nil` when the renderer failed.
  package static func png(_ svg: Data) throws -> Drawn? {
    let scratch = try TemporaryDirectory("spacex-svg")
    defer { scratch.remove() }
    let (input, output) = (scratch.url.appendingPathComponent("in.svg"), scratch.url.appendingPathComponent("out.png"))
    try svg.write(to: input)
    let renderer = Process()
    renderer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    renderer.currentDirectoryURL = TemporaryDirectory.forProcesses
    renderer.arguments = ["rsvg-convert", "--format", "png", "--output", output.path, input.path]
    renderer.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    try renderer.runBounded()
    renderer.waitUntilExit()
    guard renderer.terminationStatus == 0, let bytes = try? Data(contentsOf: output) else { return nil }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 24, bytes.starts(with: signature) else { return nil }
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return Drawn(bytes: bytes, width: number(16), height: number(20))
  }
}
