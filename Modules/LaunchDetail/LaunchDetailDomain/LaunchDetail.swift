import Core
import Foundation

/// Everything about one launch, gathered from every related endpoint. Each related part is a
/// ``Related`` value: a part that could not be fetched is marked unavailable while the rest is
/// shown.
///
/// `Launch` is the launch itself, as the Launches feature knows it (`LaunchesDomain.Launch`
/// wherever it is used). A domain sees only Core, so this one cannot name that type; it leaves
/// it open instead of keeping a copy of it, and the Data and Presentation sides, which see both,
/// fill it in.
package struct LaunchDetail<Launch: Sendable & Hashable>: Sendable, Hashable {
  package var launch: Launch
  package var rocket: Related<RocketInfo?>
  package var launchpad: Related<LaunchpadInfo?>
  package var payloads: Related<[Payload]>
  package var crew: Related<[CrewMember]>
  package var capsules: Related<[Capsule]>
  package var ships: Related<[Ship]>
  package var cores: Related<[CoreUse]>
  /// Its counted quick facts; `nil` when nothing counted them.
  package var facts: LaunchFacts?

  package init(
    launch: Launch, rocket: Related<RocketInfo?>, launchpad: Related<LaunchpadInfo?>, payloads: Related<[Payload]>,
    crew: Related<[CrewMember]>, capsules: Related<[Capsule]>, ships: Related<[Ship]>, cores: Related<[CoreUse]>,
    facts: LaunchFacts? = nil
  ) {
    self.launch = launch
    self.rocket = rocket
    self.launchpad = launchpad
    self.payloads = payloads
    self.crew = crew
    self.capsules = capsules
    self.ships = ships
    self.cores = cores
    self.facts = facts
  }

  /// The parts that are not complete, by name (`payloads`, `crew`, …), for the "partial" notice.
  package var incompleteParts: [String] {
    [
      ("rocket", rocket.isComplete), ("launchpad", launchpad.isComplete), ("payloads", payloads.isComplete),
      ("crew", crew.isComplete), ("capsules", capsules.isComplete), ("ships", ships.isComplete),
      ("cores", cores.isComplete),
    ].filter { !$0.1 }.map(\.0)
  }
}

/// A related part of a launch detail.
package enum Related<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Everything the launch references was found.
  case complete(Value)
  /// Found what could be; `missing` lists the referenced ids that are not in the data.
  case partial(Value, missing: [String])
  /// The endpoint could not be read; the reason says why.
  case unavailable(String)

  package var value: Value? {
    switch self {
    case .complete(let value), .partial(let value, _): value
    case .unavailable: nil
    }
  }

  package var isComplete: Bool {
    if case .complete = self { true } else { false }
  }
}
