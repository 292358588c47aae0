import Core
import Foundation
import LaunchesDomain

/// One list of launches from the SpaceX API's and Launch Library 2's: every v4 launch, LL2's
/// status and date where it knows better, and the SpaceX launches only LL2 has.
///
/// A launch is never listed twice and never merged with a different one. Two launches are the
/// same when, in this order (each launch matched at most once):
/// 1. v4's `launch_library_id` names the LL2 launch and the two agree on rocket and mission (the
///    link is wrong for some launches, e.g. "Galaxy 33 (15R) & 34 (12R)" → "Hotbird 13F");
/// 2. the rocket and the mission name agree (compared as ``missionKey(_:)`` folds them) and, for
///    a launch v4 records as flown, the UTC day (±1), or the launchpad and the week (LL2 keeps
///    Amos-6 on its planned date, two days after it was lost on the pad); an upcoming v4 launch
///    is a schedule that may have slipped by years (WorldView Legion 1 & 2, "December 2022" in
///    v4, flew in May 2024), so rocket and name decide whatever the distance in time, and the
///    date only breaks ties between several candidates. Flown launches pick first, so a
///    schedule never takes a record that a flown launch's date matches;
/// 3. for a launch v4 records as flown: the same rocket from the same launchpad within 36 hours
///    (no pad flies twice that fast), where the two services name the mission differently.
struct LaunchMerge {
  /// A v4 launchpad with where it is, to place LL2 pads that the table does not name.
  struct Site {
    var id: String
    var latitude: Double?
    var longitude: Double?
  }

  var catalog: LaunchCatalog
  var sites: [Site]

  /// LL2 pad ids → v4 launchpad ids, as the two services' records of the pads agree.
  static let padTable: [Int: String] = [
    80: "5e9e4501f509094ba4566f84", 87: "5e9e4502f509094188566f88", 203: "5e9e4502f509094188566f88",
    16: "5e9e4502f509092b78566f87", 107: "5e9e4502f5090995de566f86", 188: "5e9e4502f5090927f8566f85",
    111: "5e9e4502f5090927f8566f85", 187: "5e9e4502f5090927f8566f85",
  ]
  /// LL2's "Unknown Pad" entries: a pad not yet assigned, never placed by its coordinates.
  static let unassignedPads: Set<Int> = [54, 72]
  /// LL2 rocket configuration ids → v4 rocket ids, for names that do not say.
  static let configurationTable: [Int: String] = [
    133: "5e9d0d95eda69955f709d1eb", 169: "5e9d0d95eda69973a809d1ec", 14: "5e9d0d95eda69973a809d1ec",
    55: "5e9d0d95eda69973a809d1ec", 145: "5e9d0d95eda69973a809d1ec", 164: "5e9d0d95eda69973a809d1ec",
    161: "5e9d0d95eda69974db09d1ed", 207: "5e9d0d96eda699382d09d1ee", 464: "5e9d0d96eda699382d09d1ee",
  ]
  /// SpaceX's id as a launch service provider in LL2.
  static let spaceXProviderID = 121

  func merged(with records: [LaunchLibraryRecord]) -> LaunchCatalog {
    var result = catalog
    let records = records.filter { ($0.providerID ?? Self.spaceXProviderID) == Self.spaceXProviderID }
    // A few configurations and pads recur across hundreds of launches: each is mapped once.
    var rocketOf: [String: String?] = [:]
    var padOf: [String: String?] = [:]
    let rockets = records.map { record in
      let key = "\(record.configurationID ?? -1) \(record.configurationName ?? "")"
      if let known = rocketOf[key] { return known }
      let id = rocketID(for: record, adding: &result.rockets)
      rocketOf[key] = .some(id)
      return id
    }
    let pads = records.map { record in
      let key = "\(record.padID ?? -1) \(record.padName ?? "") \(record.padLatitude ?? 0) \(record.padLongitude ?? 0)"
      if let known = padOf[key] { return known }
      let id = launchpadID(for: record, adding: &result.launchpads)
      padOf[key] = .some(id)
      return id
    }
    let keys = records.map { Self.missionKey($0.mission) }
    var partner = [Int?](repeating: nil, count: catalog.launches.count)  // v4 index → record index
    var taken = Set<Int>()

    func pair(_ launch: Int, _ record: Int) {
      partner[launch] = record
      taken.insert(record)
    }

    let byLL2ID = Dictionary(records.indices.map { (records[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    let v4Keys = catalog.launches.map { Self.missionKey($0.name) }
    // 1. Links that check out.
    for (index, launch) in catalog.launches.enumerated() {
      guard let linked = launch.launchLibraryID.flatMap({ byLL2ID[$0] }), !taken.contains(linked),
        rockets[linked] == launch.rocketID, Self.namesAgree(v4Keys[index], keys[linked])
      else { continue }
      pair(index, linked)
    }
    // 2. Rocket and mission name, with the date as far as v4 knows it.
    var recordsByKey: [String: [Int]] = [:]
    for index in records.indices { recordsByKey[keys[index], default: []].append(index) }
    let flownFirst =
      catalog.launches.indices.filter { !catalog.launches[$0].isUpcoming }
      + catalog.launches.indices.filter { catalog.launches[$0].isUpcoming }
    for index in flownFirst where partner[index] == nil {
      let launch = catalog.launches[index]
      let candidates = (recordsByKey[v4Keys[index]] ?? []).filter {
        guard !taken.contains($0), rockets[$0] == launch.rocketID else { return false }
        if launch.isUpcoming { return true }
        let days = abs(Self.utcDay(records[$0].net) - Self.utcDay(launch.date)) / 86_400
        return days <= 1 || (days <= 7 && launch.launchpadID != nil && pads[$0] == launch.launchpadID)
      }
      if let nearest = candidates.min(by: {
        abs(records[$0].net.timeIntervalSince(launch.date)) < abs(records[$1].net.timeIntervalSince(launch.date))
      }) {
        pair(index, nearest)
      }
    }
    // 3. Flown launches: same rocket, same pad, within 36 hours, and only one such. Records are
    // looked up by rocket, pad and UTC day, so this stays linear at tens of thousands of launches.
    var byPlaceAndDay: [PlaceAndDay: [Int]] = [:]
    for index in records.indices where !taken.contains(index) {
      let key = PlaceAndDay(rocket: rockets[index], pad: pads[index], day: Self.dayNumber(records[index].net))
      byPlaceAndDay[key, default: []].append(index)
    }
    for (index, launch) in catalog.launches.enumerated() where partner[index] == nil && !launch.isUpcoming {
      guard let pad = launch.launchpadID else { continue }
      let day = Self.dayNumber(launch.date)
      let candidates = (day - 2...day + 2).flatMap {
        byPlaceAndDay[PlaceAndDay(rocket: launch.rocketID, pad: pad, day: $0)] ?? []
      }.filter { !taken.contains($0) && abs(records[$0].net.timeIntervalSince(launch.date)) <= 36 * 3600 }
      if candidates.count == 1 { pair(index, candidates[0]) }
    }

    var launches = catalog.launches
    for index in launches.indices {
      guard let record = partner[index] else {
        // A link that did not check out is not kept: it would open another launch's record.
        if launches[index].launchLibraryID != nil { launches[index].launchLibraryID = nil }
        continue
      }
      let pad = records[record].padID.map(Self.unassignedPads.contains) == true ? nil : pads[record]
      launches[index] = Self.enriched(launches[index], with: records[record], launchpadID: pad)
    }
    for index in records.indices where !taken.contains(index) {
      let rocketName = result.rockets.first { $0.id == rockets[index] }?.name
      launches.append(
        Self.launch(records[index], rocketID: rockets[index], rocketName: rocketName, launchpadID: pads[index]))
    }
    result.launches = launches
    return result
  }

  /// A v4 launch with what LL2 adds. What flew wins over what was planned: for a launch v4 froze
  /// as a plan, LL2's outcome, date, pad and boosters (it may have flown, slipped or moved); for a
  /// flown one, an outcome v4 never recorded and a time where v4 knew only the day. Where both
  /// name boosters, the other source's stay beside the flight's to show where they disagree.
  ///
  /// - Parameter launchpadID: the v4 launchpad of LL2's pad; `nil` when LL2 has none assigned.
  static func enriched(_ launch: Launch, with record: LaunchLibraryRecord, launchpadID: String? = nil) -> Launch {
    var launch = launch
    launch.providers = [.spaceXAPI, .launchLibrary]
    launch.launchLibraryID = record.id
    launch.programs = record.programs
    launch.launchLibraryFacts = record.facts
    launch.otherNames = otherNames(of: record, besides: launch.name)
    if let image = record.imageURL.flatMap(WebLink.init) { launch.links.image = image }
    // Each flight once, from one source: v4's cores (by id) for what it recorded as flown, LL2's
    // for a plan v4 never updated or a launch where v4 names none.
    let v4NamesCores = launch.cores.contains { $0.coreID != nil }
    if !record.cores.isEmpty, !v4NamesCores || launch.isUpcoming {
      if v4NamesCores { launch.otherSourceCores = launch.cores }
      launch.cores = record.cores
    } else if v4NamesCores, !record.cores.isEmpty {
      launch.otherSourceCores = record.cores
    }
    // The same for its spacecraft: LL2's only where v4 names no capsule.
    if launch.capsuleIDs.isEmpty { launch.spacecraft = record.craft }
    let success = LaunchLibraryStatus.success(record.statusID)
    if launch.links.webcast == nil, let webcast = record.webcastURL.flatMap(WebLink.init) {
      launch.links.webcast = webcast
    }
    let precision = DatePrecision(launchLibrary: record.netPrecision)
    if launch.isUpcoming {
      launch.launchDay = record.launchDay
      launch.date = record.net
      launch.datePrecision = precision
      if let launchpadID { launch.launchpadID = launchpadID }
      launch.success = success
      launch.isUpcoming = success == nil
      launch.isPartialFailure = record.statusID == LaunchLibraryStatus.partialFailure
    } else {
      if success != nil, precision.isFiner(than: launch.datePrecision) {
        (launch.date, launch.datePrecision) = (record.net, precision)
      } else {
        // The date stays v4's: how precisely LL2 knows its own says nothing of it.
        launch.launchLibraryFacts.netToTheHour = false
      }
      if launch.success == nil, let success {
        launch.success = success
        launch.isPartialFailure = record.statusID == LaunchLibraryStatus.partialFailure
      }
    }
    return launch
  }

  /// A launch only LL2 knows, named by its mission as v4 names launches (`Crew-9`), with the
  /// vehicle in front when LL2's rocket part names one (`SN15 10 km Flight`: several prototypes
  /// flew the same "10 km Flight", and the rocket column already says Starship).
  static func launch(_ record: LaunchLibraryRecord, rocketID: String?, rocketName: String?, launchpadID: String?)
    -> Launch
  {
    let success = LaunchLibraryStatus.success(record.statusID)
    let name = displayName(record, rocketName: rocketName)
    return Launch(
      id: record.id, flightNumber: nil, name: name, date: record.net,
      datePrecision: DatePrecision(launchLibrary: record.netPrecision), isUpcoming: success == nil, success: success,
      isPartialFailure: record.statusID == LaunchLibraryStatus.partialFailure, rocketID: rocketID,
      launchpadID: launchpadID, providers: [.launchLibrary], programs: record.programs, cores: record.cores,
      spacecraft: record.craft,
      links: LaunchLinks(
        webcast: record.webcastURL.flatMap(WebLink.init), image: record.imageURL.flatMap(WebLink.init)),
      launchLibraryID: record.id, otherNames: otherNames(of: record, besides: name), launchDay: record.launchDay,
      launchLibraryFacts: record.facts)
  }

  /// The names Launch Library 2 gives a launch (`Starship | Flight 5`, its mission `Flight 5`),
  /// but the one it is shown by.
  static func otherNames(of record: LaunchLibraryRecord, besides shown: String) -> [String] {
    var seen: Set<String> = [shown.lowercased()]
    return [record.name, record.mission].filter { seen.insert($0.lowercased()).inserted }
  }

  /// The mission part of LL2's `Rocket | Mission` when the rocket part is only the rocket and its
  /// version (`Falcon 9 Block 5`, `Falcon 9 v1.1`, `Starship`); the vehicle and the mission when
  /// it names one (`Starship SN15` → `SN15 10 km Flight`); else the whole name.
  static func displayName(_ record: LaunchLibraryRecord, rocketName: String?) -> String {
    guard let separator = record.name.range(of: " | ") else { return record.name }
    let rocketPart = String(record.name[..<separator.lowerBound])
    guard let rocketName, fold(rocketPart).hasPrefix(fold(rocketName)) else { return record.name }
    let vehicle = rocketPart.dropFirst(rocketName.count).trimmingCharacters(in: .whitespaces)
    let isVersion =
      vehicle.isEmpty || fold(vehicle) == "full thrust"
      || fold(vehicle).range(of: #"^(block \d+|v\d+(\.\d+)?)$"#, options: .regularExpression) != nil
    return isVersion ? record.mission : "\(vehicle) \(record.mission)"
  }

  // MARK: Rockets and launchpads

  /// The v4 rocket whose name starts the configuration's (`Falcon 9` of `Falcon 9 Block 5`), else
  /// the id table's, else a rocket of LL2's own added to the list.
  private func rocketID(for record: LaunchLibraryRecord, adding rockets: inout [LaunchCatalog.Name]) -> String? {
    if let name = record.configurationName.map(Self.fold) {
      let named = catalog.rockets.filter { name.hasPrefix(Self.fold($0.name)) }
      if let best = named.max(by: { $0.name.count < $1.name.count }) { return best.id }
    }
    if let id = record.configurationID.flatMap({ Self.configurationTable[$0] }) { return id }
    guard let name = record.configurationName, let id = record.configurationID.map({ "ll2-rocket-\($0)" }) else {
      return nil
    }
    if !rockets.contains(where: { $0.id == id }) { rockets.append(LaunchCatalog.Name(id: id, name: name)) }
    return id
  }

  /// The pad table's v4 launchpad, else the v4 launchpad within 3 km, else LL2's own pad, shown by
  /// its own name.
  private func launchpadID(for record: LaunchLibraryRecord, adding pads: inout [LaunchCatalog.Site]) -> String? {
    if let mapped = record.padID.flatMap({ Self.padTable[$0] }) { return mapped }
    let unassigned = record.padID.map(Self.unassignedPads.contains) ?? false
    if !unassigned, let latitude = record.padLatitude, let longitude = record.padLongitude,
      let near = sites.first(where: { site in
        guard let siteLatitude = site.latitude, let siteLongitude = site.longitude else { return false }
        return Self.kilometres(latitude, longitude, siteLatitude, siteLongitude) < 3
      })
    {
      return near.id
    }
    guard let name = record.padName, let id = record.padID.map({ "ll2-pad-\($0)" }) else { return nil }
    if !pads.contains(where: { $0.id == id }) {
      pads.append(LaunchCatalog.Site(id: id, name: name, locality: record.locationName))
    }
    return id
  }

  /// Great-circle distance, close enough for "is this the same pad".
  static func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let radians = Double.pi / 180
    let dLat = (lat2 - lat1) * radians
    let dLon = (lon2 - lon1) * radians
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * radians) * cos(lat2 * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 6371 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  // MARK: Names

  /// A mission name as both services would agree on it: any case and accents, bracketed parts
  /// (`(v1.5)`, serials like `(23R)`) and the words "group" and "and" left out, and only letters
  /// and digits kept, so `Starlink 4-36 (v1.5)` = `Starlink Group 4-36` and `1,2` = `1 & 2`.
  static func missionKey(_ name: String) -> String {
    var text = fold(name)
    for (open, close) in [("(", ")"), ("[", "]")] {
      while let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
        text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
      }
    }
    let words = text.split { !$0.isLetter && !$0.isNumber }.filter { $0 != "group" && $0 != "and" }
    return words.joined()
  }

  /// Names agree when their keys are equal, or one holds the other whole (`CRS-26` in
  /// `Dragon CRS-26`), for keys long enough not to hold each other by chance.
  static func namesAgree(_ first: String, _ second: String) -> Bool {
    guard !first.isEmpty, !second.isEmpty else { return false }
    if first == second { return true }
    let (short, long) = first.count < second.count ? (first, second) : (second, first)
    return short.count >= 4 && long.contains(short)
  }

  private static func fold(_ text: String) -> String { TextFolding.fold(text) }

  private struct PlaceAndDay: Hashable {
    var rocket: String?
    var pad: String?
    var day: Int
  }

  private static func dayNumber(_ date: Date) -> Int {
    Int(saturating: (date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  /// The start of the date's UTC day, so "the same day ±1" compares days, not hours.
  private static func utcDay(_ date: Date) -> TimeInterval {
    (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
  }
}
