import Core

/// What the fleet's joins (boosters, capsules, landing sites, crew) read of a launch, read one way.
extension Launch {
  /// The launch as a record's card lists it: enough to show and open it.
  package var appearance: LaunchAppearance {
    LaunchAppearance(launchID: id, launchName: name, date: date, datePrecision: datePrecision, isUpcoming: isUpcoming)
  }

  /// Whether `core` tried to land: a booster lost with a launch that failed before it could
  /// (CRS-7 in flight, Amos-6 on the pad) made no attempt, whatever was planned.
  package func landingAttempted(by core: CoreAssignment) -> Bool? {
    isLost(core) ? false : core.landingAttempt
  }

  /// A landing was planned, the launch failed and no landing was recorded: the booster went with it.
  package func isLost(_ core: CoreAssignment) -> Bool {
    success == false && core.landingAttempt == true && core.landingSuccess == nil
  }
}
