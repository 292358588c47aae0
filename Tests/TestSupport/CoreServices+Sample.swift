import AppContainer
import Core
import OfflineSample

extension CoreServices {
  /// Core services answering from the offline sample only: no network, no disk.
  package static func sample(settings: Settings = Settings()) -> CoreServices {
    .test(policy: SourcePolicy(mode: .bundled), settings: settings) { path in
      OfflineSample.document(for: path).map { ($0, OfflineSample.capturedAt) }
    }
  }
}
