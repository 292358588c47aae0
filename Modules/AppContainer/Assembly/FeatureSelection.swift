/// Which features a demand needs, from their declarations alone (nothing is built to decide).
enum FeatureSelection {
  /// The features offering what `demand` asks for, the providers of every service they need or
  /// use, and every feature that adds to what they show, each of those with its own in turn; in
  /// the list's order. A demand no feature offers selects none (the caller says what is unknown).
  static func features(for demand: Demand, among features: [Feature]) -> [Feature] {
    guard case .offers(let offers) = demand else { return features }
    // Who provides each service and who adds to each place, indexed once: the walk below then
    // looks up only what the chosen features name, so a feature nobody needs costs its entries.
    var providers: [ServiceKey: [Int]] = [:]
    var adders: [ExtensionPoint: [Int]] = [:]
    var chosen = [Bool](repeating: false, count: features.count)
    var pending: [Int] = []
    for (index, feature) in features.enumerated() {
      for service in feature.provides { providers[service, default: []].append(index) }
      for point in feature.adds { adders[point, default: []].append(index) }
      if feature.offers.contains(where: offers.contains) {
        chosen[index] = true
        pending.append(index)
      }
    }
    func choose(_ indices: [Int]?) {
      for index in indices ?? [] where !chosen[index] {
        chosen[index] = true
        pending.append(index)
      }
    }
    // Events other features let `spacex watch` tell come with that command alone, not with
    // every command of the feature offering it (`spacex launches` would pay for them).
    if offers.contains(.command(WatchJudgement.command)) { choose(adders[.watchEvents]) }
    // `spacex next --line` prints one line from the cache and exits: nothing another feature adds
    // (marks, links, card blocks) is shown, so none comes with it. (Not so in a server, where the
    // screens registered with the status line's feature may be opened next, and must carry them.)
    let statusLineAlone = offers.allSatisfy { if case .statusLineCommand = $0 { true } else { false } }
    while let next = pending.popLast() {
      let feature = features[next]
      for service in feature.needs { choose(providers[service]) }
      for service in feature.uses { choose(providers[service]) }
      guard !statusLineAlone else { continue }
      for point in feature.reads { choose(adders[point]) }
      for case .screen(let name) in feature.offers {
        choose(adders[.screenLinks(name)])
        choose(adders[.screenKeys(name)])
        choose(adders[.cardSections(name)])
      }
    }
    return features.indices.filter { chosen[$0] }.map { features[$0] }
  }
}
