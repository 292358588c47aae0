import Core
import Foundation
import TestSupport
import Testing

@Suite struct PlaceTests {
  @Test(arguments: [
    ("28.6,-80.6", 28.6, -80.6), (" -33.9 , 18.4 ", -33.9, 18.4), ("90,180", 90, 180), ("-90,-180", -90, -180),
    ("+0,0", 0, 0),
  ])
  func typed_ReadsDecimalDegrees(text: String, latitude: Double, longitude: Double) throws {
    let place = try Place(typed: text)
    #expect(place.latitude == latitude)
    #expect(place.longitude == longitude)
  }

  @Test(arguments: ["", "28.6", "28.6,", ",80", "28.6,-80.6,1", "nan,0", "inf,0", "0x1p3,0", "28°,80", "1e2,0", "a,b"])
  func typed_RefusesWhatIsNotTwoNumbers(text: String) {
    #expect(throws: PlaceError.notCoordinates) { try Place(typed: text) }
  }

  @Test(arguments: ["90.0001,0", "-91,0", "0,180.5", "0,-181", "1000000000000000000000000,0"])
  func typed_RefusesOutOfRange(text: String) {
    #expect(throws: PlaceError.outOfRange) { try Place(typed: text) }
  }

  @Test func typed_RoundTripsToSixDecimals() throws {
    let place = try Place(typed: "28.123456789,-0.0000001")
    #expect(place.typed == "28.123457,0")
    #expect(try Place(typed: place.typed).typed == place.typed)
  }

  @Test func errorMessages_NeverRepeatThePlace() {
    for error in [PlaceError.notCoordinates, .outOfRange] {
      for language in Language.allCases {
        #expect(!error.message(in: language).contains("51.47"))
      }
    }
  }

  @Test func coordinates_ReadAsPeopleWriteThem() throws {
    let place = try Place(typed: "28.6081,-80.6044")
    #expect(PlaceText.coordinates(place, language: .en) == "28.61° N, 80.6° W")
    #expect(PlaceText.coordinates(place, language: .ru) == "28,61° с. ш., 80,6° з. д.")
  }

  @Test(arguments: [
    (0.0, "N"), (11.2, "N"), (11.3, "NNE"), (45, "NE"), (190, "S"), (359, "N"), (-90, "W"), (.nan, "?"),
  ])
  func compassPoint_SixteenPoints(azimuth: Double, point: String) {
    #expect(PlaceText.compassPoint(azimuth, language: .en) == point)
  }

  @Test func home_IsSavedAndClearedLikeAnyOtherSetting() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings())
    let home = try Place(typed: "51.4769,-0.0005")
    try store.save(Settings(home: home))
    #expect(FileSettingsStore(directory: directory.url, defaults: Settings()).load().home == home)
    let center = SettingsCenter(store: store)
    #expect(try center.update(home: .some(nil)).home == nil)
    #expect(store.load().home == nil)
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: String]
    #expect(saved?["home"] == nil)
  }

  /// (That its warning does not repeat the place is checked on the executable's stderr.)
  @Test func home_ThatDoesNotRead_IsIgnored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileSettingsStore(directory: directory.url, defaults: Settings())
    try Data(#"{"length":"ft","home":"51.4769,200"}"#.utf8).write(to: store.fileURL)
    let loaded = store.load()
    #expect(loaded.home == nil)
    #expect(loaded.length == .ft)
  }
}
