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

  package var launches: [Launch]
  package var rockets: [Name]
  /// Launchpads by their short name (`CCSFS SLC 40`).
  package var launchpads: [Name]

  package init(launches: [Launch], rockets: [Name], launchpads: [Name]) {
    self.launches = launches
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
