import Core

/// Every launch, with the names the list shows for their rockets and launchpads.
package struct LaunchCatalog: Sendable, Hashable {
  /// An id with the name people know it by.
  package struct Name: Sendable, Hashable {
    package var id: String
    package var name: String

    package init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// A launchpad: its short name (`CCSFS SLC 40`) for lists, and where it is for details.
  package struct Site: Sendable, Hashable {
    package var id: String
    package var name: String
    package var fullName: String?
    package var locality: String?
    package var region: String?

    package init(id: String, name: String, fullName: String? = nil, locality: String? = nil, region: String? = nil) {
      self.id = id
      self.name = name
      self.fullName = fullName
      self.locality = locality
      self.region = region
    }
  }

  package var launches: [Launch] {
    get { storage }
    set {
      storage = newValue
      index = LaunchIndex(newValue)
    }
  }
  private var storage: [Launch]
  /// Rebuilt whenever `launches` changes, so it always describes them.
  package private(set) var index: LaunchIndex

  /// Changes the launch-day facts of the launches `where` picks. The index holds none of them
  /// (only ids, dates and flight numbers), so it is not rebuilt: this runs on every answer.
  package mutating func changeLaunchDays(where picks: (Launch) -> Bool, _ change: (inout LaunchDay) -> Void) {
    for position in storage.indices where picks(storage[position]) { change(&storage[position].launchDay) }
  }
  package var rockets: [Name]
  package var launchpads: [Site]

  package init(launches: [Launch], rockets: [Name], launchpads: [Site]) {
    self.storage = launches
    self.index = LaunchIndex(launches)
    self.rockets = rockets
    self.launchpads = launchpads
  }

  /// A launch with its rocket's and launchpad's names, for one row of a list.
  package func summary(of launch: Launch) -> LaunchSummary {
    LaunchSummary(
      launch: launch,
      rocketName: rockets.first { $0.id == launch.rocketID }?.name,
      launchpadName: launchpads.first { $0.id == launch.launchpadID }?.name)
  }
}

/// A launch as a list shows it.
package struct LaunchSummary: Sendable, Hashable, Identifiable {
  package var launch: Launch
  package var rocketName: String?
  package var launchpadName: String?

  package init(launch: Launch, rocketName: String?, launchpadName: String?) {
    self.launch = launch
    self.rocketName = rocketName
    self.launchpadName = launchpadName
  }

  package var id: String { launch.id }
}
