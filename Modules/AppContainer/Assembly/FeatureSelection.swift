/// Which features a demand needs, from their declarations alone (nothing is built to decide).
enum FeatureSelection {
  /// The features offering what `demand` asks for, the providers of every service they need or
  /// use, and every feature that adds to what they show, each of those with its own in turn; in
  /// the list's order. A demand no feature offers selects none (the caller says what is unknown).
  static func features(for demand: Demand, among features: [Feature]) -> [Feature] {
    guard case .offers(let offers) = demand else { return features }
    var chosen = [Bool](repeating: false, count: features.count)
    var pending: [Int] = []
    for index in features.indices where features[index].offers.contains(where: offers.contains) {
      chosen[index] = true
      pending.append(index)
    }
    // A worklist: each chosen feature is looked at once, against the features not chosen yet
    // (a command needs a handful of a few dozen).
    var services = Set<ServiceKey>()
    var shown = Set<ExtensionPoint>()
    while let next = pending.popLast() {
      let feature = features[next]
      services.formUnion(feature.needs)
      services.formUnion(feature.uses)
      shown.formUnion(feature.reads)
      for case .screen(let name) in feature.offers {
        shown.insert(.screenLinks(name))
        shown.insert(.screenKeys(name))
      }
      for index in features.indices where !chosen[index] {
        let other = features[index]
        if other.provides.contains(where: services.contains) || other.adds.contains(where: shown.contains) {
          chosen[index] = true
          pending.append(index)
        }
      }
    }
    return features.indices.filter { chosen[$0] }.map { features[$0] }
  }
}
