import AppsTestSupport
import Foundation
import TestSupport
import Testing

/// Pictures an editor can show, with what each is: a rocket's photos, every photo of a launch,
/// its patch small and large, and Launch Library 2's picture.
@Suite struct RPCImagesTests {
  @Test(SharedData.needed("spacex-api-v4")) func capture_RocketPhotos_AndEveryPhotoOfALaunch() async throws {
    let capture = try LoopbackServer.requireSharedCapture()
    let server = try LoopbackServer(dataDirectory: capture)
    defer { server.stop() }
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rpc = try RPCSession(arguments: [], environment: sandbox.environment(apiURL: server.baseURL))
    defer { _ = rpc.finish() }
    let rocket = try #require((rpc.request("rockets.get", ["id": "falcon9"])["result"] as? [String: Any])?["item"])
    let rocketImages = (rocket as? [String: Any])?["images"] as? [[String: String]] ?? []
    #expect(!rocketImages.isEmpty && rocketImages.allSatisfy { $0["kind"] == "photo" })
    let reply = try rpc.request("launches.get", ["ref": "STP-2"])
    let launch = try #require((reply["result"] as? [String: Any])?["launch"] as? [String: Any], "\(reply)")
    let kinds = (launch["images"] as? [[String: String]] ?? []).compactMap { $0["kind"] }
    #expect(kinds.filter { $0 == "photo" }.count == 7, "STP-2 has seven photos: \(kinds)")
    #expect(kinds.contains("patch-small") && kinds.contains("patch-large"))
  }

  @Test func launchLibrary_PictureOfALaunch() async throws {
    let fixture = try LaunchLibraryFixture()
    defer { fixture.close() }
    let rpc = try RPCSession(arguments: [], environment: fixture.environment())
    defer { _ = rpc.finish() }
    let reply = try rpc.request("launches.get", ["ref": "Fixture Mission A"])
    let launch = try #require((reply["result"] as? [String: Any])?["launch"] as? [String: Any], "\(reply)")
    let images = launch["images"] as? [[String: String]] ?? []
    #expect(images.contains(["kind": "launch-library", "url": "https://example.com/fixture-A.jpg"]), "\(images)")
  }
}
