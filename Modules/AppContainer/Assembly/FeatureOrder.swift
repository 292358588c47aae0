/// The order features register in: each after the providers of what it needs or uses, otherwise
/// as listed.
enum FeatureOrder {
  /// `features` in the order they register in, after the services `registered` earlier.
  /// - Throws: ``RegistrationError`` for a name twice, a need nothing provides, or a circle.
  static func sorted(_ features: [Feature], after registered: Set<ServiceKey> = []) throws(RegistrationError)
    -> [Feature]
  {
    var names = Set<String>()
    for feature in features where !names.insert(feature.name).inserted {
      throw .duplicate(kind: "feature", name: feature.name)
    }
    let available = registered.union(features.flatMap(\.provides))
    for feature in features {
      if let missing = feature.needs.first(where: { !available.contains($0) }) {
        throw .noProvider(missing.description, neededBy: feature.name)
      }
    }
    var pending = features
    var provided = registered
    var order: [Feature] = []
    while !pending.isEmpty {
      let ready = pending.firstIndex { feature in
        (feature.needs + feature.uses.filter(available.contains)).allSatisfy(provided.contains)
      }
      guard let ready else { throw .circular(pending.map(\.name)) }
      let feature = pending.remove(at: ready)
      provided.formUnion(feature.provides)
      order.append(feature)
    }
    return order
  }
}
