import AppContainer

extension ScreenName {
  /// The launch list (`spacex launches`, `view.open` of `launches`).
  package static let launches = ScreenName("launches")
  /// What the change ledger recorded (`spacex changes`).
  package static let changes = ScreenName("changes")
  /// The cards a launch names, which the launch card links to: its rocket's and its launchpad's.
  /// Their features register them, as the cards of their collections (`singular:`); assembly's
  /// validation checks a link opens a screen some feature registers.
  package static let rocket = ScreenName("rocket")
  package static let launchpad = ScreenName("launchpad")
}
