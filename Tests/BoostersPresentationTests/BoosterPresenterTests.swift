import AppContainer
import BoostersData
import BoostersDomain
import BoostersPresentation
import Core
import Foundation
import JSONRPC
import LaunchesData
import TestSupport
import Testing

/// The booster list and a booster's career on the offline sample, through the real repositories,
/// as a terminal shows them at the widths people use, in both languages.
@Suite struct BoosterPresenterTests {
  private func repository() throws -> BoosterRepository {
    try AppContainer.assemble(core: .sample(), features: [.launchesData, .boostersData])
      .resolve(BoosterRepository.self)
  }

  private func boosters() async throws -> Sourced<[Booster]> {
    try await repository().load(false)
  }

  @Test func fleetLeaders() async throws {
    let collection = RegisteredCollection(BoosterCollection(source: try repository()))
    let all = try await boosters()
    let leaders = all.map { QueriedList(values: Array(BoosterSort.flights.run(on: $0).prefix(8))) }
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text = collection.output(leaders, formatter: formatter).text
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  /// The sample merged with its Launch Library 2 part, which reaches no network in bundled mode.
  private func mergedBoosters() async throws -> Sourced<[Booster]> {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let access = LaunchLibraryAccess(
      api: APIClient(baseURL: URL(string: "http://127.0.0.1:9/2.3.0")!, http: UnimplementedHTTPClient(), retry: .none),
      budget: RequestBudget(file: directory.url.appendingPathComponent("budget.json"), limit: 15), hasToken: false)
    return try await AppContainer.assemble(core: .sample(), features: [.launchesData { _ in access }, .boostersData])
      .resolve(BoosterRepository.self).load(false)
  }

  /// B1069 flew twice by the SpaceX API's record and once more is planned by Launch Library 2's,
  /// which counts 31 flights before it: the card says both, not a total it cannot vouch for.
  @Test func careerCard_WithAShorterLogThanLaunchLibrarysCount_SaysBoth() async throws {
    let booster = try #require(try await mergedBoosters().value.first { $0.serial == "B1069" })
    #expect(booster.flown.count == 2 && booster.launchLibraryFlights == 31)
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text =
          BoosterPresenter.card(for: booster, formatter: formatter).text(width: width) + "\n"
          + BoosterPresenter.career.text(booster.flights, formatter: formatter)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  @Test func careerCard() async throws {
    let booster = try #require(try await boosters().value.first { $0.serial == "B1062" })
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text =
          BoosterPresenter.card(for: booster, formatter: formatter).text(width: width) + "\n"
          + BoosterPresenter.career.text(booster.flights, formatter: formatter)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  /// The list's options select and order as the command, the method and the screen all take
  /// them; a list they empty names the filter that did, at every width, in both languages.
  @Test func query_FiltersSortsAndSaysWhichFilterEmptiedTheList() async throws {
    let collection = RegisteredCollection(BoosterCollection(source: try repository()))
    let all = try await boosters().value
    let active = collection.query.run(try collection.query.choices(arguments: ["--status", "active"]), on: all)
    #expect(!active.values.isEmpty && active.values.allSatisfy { $0.status == "active" } && active.emptiedBy == nil)
    #expect(active.values.map(\.flown.count) == active.values.map(\.flown.count).sorted(by: >), "leaders first")
    let bySerial = collection.query.run(
      try collection.query.choices(params: .object(["sort": .string("serial")])), on: all)
    #expect(
      bySerial.values.map(\.serial) == all.map(\.serial).sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    )
    let blockFive = collection.query.run(try collection.query.choices(params: .object(["block": .integer(5)])), on: all)
    #expect(!blockFive.values.isEmpty && blockFive.values.allSatisfy { $0.block == 5 })
    #expect(throws: UsageError.self) { try collection.query.choices(arguments: ["--block", "9"]) }
    #expect(throws: UsageError.self) { try collection.query.choices(arguments: ["--status", "activ"]) }
    #expect(throws: UsageError.self) { try collection.query.choices(arguments: ["--stat", "active"]) }
    #expect(throws: RPCError.self) { try collection.query.choices(params: .object(["stat": .string("active")])) }

    let emptied = collection.query.run(
      try collection.query.choices(arguments: ["--status=retired", "--block", "1"]), on: all)
    #expect(emptied.values.isEmpty && emptied.emptiedBy?.option == "status")
    let sourced = try await boosters().map { _ in emptied }
    for language in [Language.en, .ru] {
      for width in [60, 80, 120] {
        var formatter = Fixtures.formatter(Settings(language: language))
        formatter.width = width
        let text = collection.output(sourced, formatter: formatter).text
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(language) \(width)")
        Snapshot.assert(text, named: "\(language)-\(width)")
      }
    }
  }

  /// Every booster's card counts the flights its career lists as flown, and the career's heading
  /// says the same number (those to come apart), on the sample merged with Launch Library 2's part.
  @Test func everyCard_CountsWhatItsCareerLists() async throws {
    let formatter = Fixtures.formatter(Settings())
    var withFlightsToCome = 0
    for booster in try await mergedBoosters().value {
      let flown = booster.flights.filter { !$0.isUpcoming }.count
      let card = BoosterPresenter.card(for: booster, formatter: formatter)
      let counted = try #require(card.fields.first { $0.key == "flights" }?.value)
      #expect(counted.hasPrefix("\(flown)"), "\(booster.serial): card \(counted), career \(flown) flown")
      let heading = BoosterPresenter.career.text(booster.flights, formatter: formatter).prefix { $0 != "\n" }
      #expect(heading.hasPrefix("\(flown) flight") || flown == 0, "\(booster.serial): \(heading)")
      if booster.flights.count > flown {
        withFlightsToCome += 1
        #expect(heading.contains("· \(booster.flights.count - flown) to come"), "\(booster.serial): \(heading)")
      }
    }
    #expect(withFlightsToCome > 0, "the merged sample has boosters with flights to come")
  }

  /// Lists of boosters are written straight to JSON; every booster and flight of the merged sample
  /// (disagreements, landings of each kind, flights to come) gives the bytes `JSONEncoder` gives,
  /// and reads back to the same bytes.
  @Test func items_WrittenStraight_AreWhatJSONEncoderWrites() async throws {
    let formatter = Fixtures.formatter(Settings(language: .ru))
    let boosters = try await mergedBoosters().value
    #expect(boosters.contains { $0.flights.contains { !$0.disagreements.isEmpty } })
    func expectSame<Item: JSONWritable & Codable>(_ item: Item) throws {
      let encoded = try JSONEncoder.sortedKeys().encode(item)
      #expect(String(decoding: JSONWriter.data(item), as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
      let read = try JSONDecoder.spaceXAPI().decode(Item.self, from: encoded)
      #expect(JSONWriter.data(read) == encoded)
    }
    let collection = RegisteredCollection(BoosterCollection(source: try repository()))
    let provenance = Provenance(source: .bundled, isStale: true, fetchedAt: Fixtures.now)
    for booster in boosters {
      try expectSame(BoosterItem(booster, formatter: formatter))
      for flight in booster.flights { try expectSame(BoosterFlightItem(flight, formatter: formatter)) }
      // boosters.get's answer, its career among the provenance's members.
      try expectSame(WithProvenance(await collection.detail(booster, formatter: formatter), provenance: provenance))
    }
    // Its flights not loaded: null, as JSONEncoder writes it.
    try expectSame(
      WithProvenance(collection.detail(boosters[0], related: nil, formatter: formatter), provenance: provenance))
  }
}

/// What the fleet lists and cards showed a fleet fan wrong: the list sorted by turnaround
/// without the turnaround, and one claim of two sources listed twice.
@Suite struct FleetScreenFixesTests {
  private func repository() throws -> BoosterRepository {
    try AppContainer.assemble(core: .sample(), features: [.launchesData, .boostersData])
      .resolve(BoosterRepository.self)
  }

  /// Sorted by turnaround, the list shows each booster's fastest at every width (a droppable
  /// column, kept when it is what the list is sorted by); sorted by flights, it gives way first.
  @Test func sortedByTurnaround_ShowsTheTurnaround() async throws {
    let collection = RegisteredCollection(BoosterCollection(source: try repository()))
    let all = try await repository().load(false)
    for width in [60, 80, 120] {
      var formatter = Fixtures.formatter(Settings(language: .en))
      formatter.width = width
      let choices = try BoosterCollection.query.choices(arguments: ["--sort", "turnaround"])
      let sorted = all.map { BoosterCollection.query.run(choices, on: $0) }
      let text = collection.output(sorted, formatter: formatter).text
      let header = try #require(text.split(separator: "\n").first)
      #expect(header.hasSuffix("Turnaround"), "\(width): \(header)")
      #expect(text.split(separator: "\n")[1].hasSuffix("21 days"), "B1062's 21 days first: \(text)")
      let none = try BoosterCollection.query.choices(arguments: [])
      let plain = all.map { BoosterCollection.query.run(none, on: $0) }
      let unsorted = collection.output(plain, formatter: formatter).text
      if width == 60 { #expect(!unsorted.contains("Turnaround"), "droppable, first, when not sorted by it") }
    }
  }

  /// Two sources that give a flight the same other number say it once, together.
  @Test func aClaimOfBothSources_IsListedOnce() {
    let launch = LaunchAppearance(
      launchID: "l", launchName: "CRS-22", date: Date(timeIntervalSince1970: 1_600_000_000), datePrecision: .hour,
      isUpcoming: false)
    let flight = BoosterFlight(
      launch: launch, number: 3,
      disagreements: [
        SourceDisagreement(provider: .spaceXAPI, number: 2), SourceDisagreement(provider: .launchLibrary, number: 2),
        SourceDisagreement(provider: .launchLibrary, number: 2),
        SourceDisagreement(provider: .launchLibrary, booster: "B1067"),
      ])
    let booster = Booster(serial: "B1061", flights: [flight])
    let fields = BoosterPresenter.disagreementFields(booster, formatter: Fixtures.formatter(Settings()))
    #expect(
      fields.last?.value == "SpaceX API, Launch Library 2: flight 2; Launch Library 2: B1067",
      "\(fields.map(\.value))")
  }
}
