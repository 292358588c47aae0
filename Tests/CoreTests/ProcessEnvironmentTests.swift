import Core
import Foundation
import Testing

/// The environment read from `environ` (``ProcessEnvironment``) is the one Foundation gives.
@Suite struct ProcessEnvironmentTests {
  @Test func sameAsFoundations() {
    let ours = ProcessEnvironment.current()
    #expect(!ours.isEmpty)
    #expect(ours == ProcessInfo.processInfo.environment)
  }
}
