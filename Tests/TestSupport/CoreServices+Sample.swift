import AppContainer
import Core
import Foundation

extension CoreServices {
  /// Core services answering from the offline sample only: no network, no disk.
  /// - Parameter now: the clock's time; ``sampleStillToCome`` for a time when the sample still
  ///   has launches to come.
  package static func sample(settings: Settings = Settings(), now: Date = Fixtures.now) -> CoreServices {
    var services = CoreServices.test(policy: SourcePolicy(mode: .bundled), settings: settings, now: now)
    services.loader.answerBundledFromTheOfflineSample()
    return services
  }

  /// 2022-10-01: the first of the sample's launches marked upcoming is due 2022-11-01, so at this
  /// time "the next launch" exists (by default tests run in 2026, after every launch it holds).
  package static let sampleStillToCome = Date(timeIntervalSince1970: 1_664_582_400)
}
