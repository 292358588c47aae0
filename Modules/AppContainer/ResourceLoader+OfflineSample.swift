import Core
import Foundation
import OfflineSample

extension ResourceLoader {
  /// Answers the loader's last step from the offline sample compiled into the binary: each
  /// document with the date its part was captured, the sample's fingerprint (for its compact
  /// catalog kept in the cache) and the moment its Launch Library 2 part is complete to (for
  /// footers). The binaries and the tests' sample services configure it here alike.
  package mutating func answerBundledFromTheOfflineSample() {
    bundled = { path in
      let capturedAt = path.hasPrefix("ll2/") ? OfflineSample.launchLibraryCapturedAt : OfflineSample.capturedAt
      return OfflineSample.document(for: path).map { ($0, capturedAt) }
    }
    bundledFingerprint = OfflineSample.fingerprint
    bundledCompleteThrough = OfflineSample.completeThrough
  }
}
