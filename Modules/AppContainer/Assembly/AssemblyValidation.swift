/// The check after assembly: every screen, method and key a feature names exists, and no two
/// keys collide where a person presses them.
extension AppContainer {
  /// The keys every frontend keeps for itself on every screen: `q` quit, `?` help, `b` back,
  /// `n` next page, `f` filter, `r` refresh (and numbers, which open rows).
  package static let frontendKeys: Set<String> = ["q", "?", "b", "n", "f", "r"]

  /// - Parameter reservedKeys: the keys the frontend keeps for itself.
  /// - Throws: ``RegistrationError/invalid(_:feature:)`` naming the first mistake and the feature
  ///   that made it.
  package func validate(reservedKeys: Set<String> = frontendKeys) throws(RegistrationError) {
    // Screens another feature declares count as there: a process that registered only the
    // features its command needs validates those, against every feature's declarations (looked
    // up for the few names referred to, so the check costs nothing per feature not needed).
    let names = KnownNames(self)
    func problem(_ text: String, by entry: String) -> RegistrationError {
      .invalid(text, feature: origins[entry] ?? "unknown")
    }
    // Keys that open a top-level screen from anywhere.
    var global: [String: ScreenName] = [:]
    for factory in screens.all {
      guard let key = factory.home?.key else { continue }
      let entry = "screen \(factory.name)"
      if reservedKeys.contains(key) || Int(key) != nil {
        throw problem("screen '\(factory.name)' takes key '\(key)', which every frontend keeps", by: entry)
      }
      if let other = global[key] {
        throw problem("screens '\(other)' and '\(factory.name)' both take key '\(key)'", by: entry)
      }
      global[key] = factory.name
    }
    for factory in screens.all {
      let entry = "screen \(factory.name)"
      if let target = factory.layout?.list?.row?.screen, !names.contains(target) {
        throw problem("the rows of screen '\(factory.name)' open '\(target)', which no feature registered", by: entry)
      }
      for (key, target) in factory.linkKeys.sorted(by: { $0.key < $1.key }) {
        guard names.contains(target) else {
          throw problem(
            "screen '\(factory.name)' links '\(key)' to '\(target)', which no feature registered", by: entry)
        }
        if reservedKeys.contains(key) || global[key] != nil || Int(key) != nil {
          throw problem("screen '\(factory.name)' links key '\(key)', which is taken", by: entry)
        }
      }
    }
    for factory in screens.all {
      for target in factory.contributedLinks where !names.contains(target) {
        throw problem(
          "links added to screen '\(factory.name)' open '\(target)', which no feature registered",
          by: "screen \(factory.name)")
      }
    }
    for action in actions.all {
      let entry = "key \(action.key) on \(action.screen)"
      guard let screen = screens[action.screen] else {
        // Declared by a feature this process did not need: checked where every feature is.
        if names.contains(action.screen) { continue }
        throw problem(
          "key '\(action.key)' is added to screen '\(action.screen)', which no feature registered", by: entry)
      }
      if !names.containsMethod(action.method) {
        throw problem(
          "key '\(action.key)' on '\(action.screen)' calls '\(action.method)', which no feature registered", by: entry)
      }
      if reservedKeys.contains(action.key) || global[action.key] != nil || screen.linkKeys[action.key] != nil
        || Int(action.key) != nil
      {
        throw problem("key '\(action.key)' on screen '\(action.screen)' is taken", by: entry)
      }
    }
  }
}

/// The screens and methods a container has or its features declare.
private struct KnownNames {
  let container: AppContainer

  init(_ container: AppContainer) { self.container = container }

  func contains(_ screen: ScreenName) -> Bool {
    container.screens[screen] != nil || container.features.contains { $0.offers.contains(.screen(screen)) }
  }

  func containsMethod(_ method: MethodName) -> Bool {
    container.methods[method] != nil || container.features.contains { $0.offers.contains(.method(method)) }
  }
}
