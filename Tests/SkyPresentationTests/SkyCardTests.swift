import Core
import Foundation
import SkyDomain
import TestSupport
import Testing

@testable import SkyPresentation

/// The sky report as people read it: goldens of the card at 60, 80 and 120 columns in both
/// languages, for a verdict, for a window whose verdict changes, and for each refusal.
@Suite struct SkyCardTests {
  static let losAngeles = Place(latitude: 34.05, longitude: -118.24)!
  static let fetchedAt = ISO8601DateFormatter().date(from: "2024-12-09T23:00:00Z")!

  /// A made-up Starlink launch from Vandenberg's SLC-4E, an hour and a half after sunset in Los
  /// Angeles, with a window that opens in daylight-blue twilight.
  static func launch(
    precision: DatePrecision = .hour, netToTheHour: Bool = false, window: Bool = true,
    pad: GeodeticPoint? = GeodeticPoint(latitude: 34.632, longitude: -120.611)
  )
    -> SkyLaunch
  {
    let net = ISO8601DateFormatter().date(from: "2024-12-10T01:30:00Z")!
    return SkyLaunch(
      id: "made-up", name: "Starlink Group 17-1", net: net, precision: precision, netToTheHour: netToTheHour,
      netAsOf: fetchedAt, isUpcoming: true, windowStart: window ? net.addingTimeInterval(-3000) : nil,
      windowEnd: window ? net.addingTimeInterval(1200) : nil, padName: "VSFB SLC 4E",
      pad: pad,
      orbit: "LEO")
  }

  private func formatter(_ language: Language, width: Int) -> DisplayFormatter {
    var formatter = DisplayFormatter(
      settings: Settings(length: language == .en ? .ft : .m, language: language),
      timeZone: DisplayZone(TimeZone(identifier: "America/Los_Angeles")), now: Self.fetchedAt.addingTimeInterval(5400))
    formatter.width = width
    return formatter
  }

  private func assertEveryWidth(
    _ report: SkyReport, function: StaticString = #function, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for language in Language.allCases {
      for width in [60, 80, 120] {
        let text = SkyCard.card(report, formatter: formatter(language, width: width)).text(width: width)
        #expect(
          text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= width },
          sourceLocation: sourceLocation)
        Snapshot.assert(text, named: "\(language)-\(width)", function: function, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func twilightPlume_AcrossAWindowThatChanges() {
    let report = SkyReport(launch: Self.launch(), place: Self.losAngeles)
    #expect(report.atNET?.verdict == .twilightPlume)
    #expect(report.verdictVaries)
    assertEveryWidth(report)
  }

  @Test func aNETKnownToTheHour_IsSweptAcrossTheHour_AndSaysSo() {
    let report = SkyReport(launch: Self.launch(netToTheHour: true, window: false), place: Self.losAngeles)
    #expect(report.passes.count == 7)
    assertEveryWidth(report)
  }

  @Test func refused_WhenTheNETIsKnownOnlyToTheDay() {
    let report = SkyReport(launch: Self.launch(precision: .day), place: Self.losAngeles)
    #expect(report.refusal == .netNotTimed(.day) && report.passes.isEmpty)
    assertEveryWidth(report)
  }

  @Test func refused_WhenThePadIsUnknown() {
    let report = SkyReport(launch: Self.launch(pad: nil), place: Self.losAngeles)
    #expect(report.refusal == .padUnknown)
    assertEveryWidth(report)
  }

  @Test func json_GivesTheNumbersBehindEveryVerdict() throws {
    let item = SkyItem(SkyReport(launch: Self.launch(), place: Self.losAngeles))
    let net = try #require(item.passes.first { $0.isNET })
    #expect(net.verdict == "twilightPlume")
    #expect(try #require(net.lookFrom).sunlit)
    #expect(item.estimate?.assumption == "starlinkShell" && item.estimate?.starlinkGroup == 17)
    #expect(item.passes.count == 8)
    #expect(item.refusal == nil)
  }
}

/// The sky plot's geometry: north up, east right, the zenith at the centre, the horizon the rim.
@Suite struct SkyPictureGeometryTests {
  @Test func position_NorthUp_EastRight_ZenithAtTheCentre() {
    let (centre, radius) = (SkyPicture.centre, SkyPicture.radius)
    let zenith = SkyPicture.position(azimuth: 123, elevation: 90)
    #expect(zenith.x == centre.x && zenith.y == centre.y)
    let north = SkyPicture.position(azimuth: 0, elevation: 0)
    #expect(abs(north.x - centre.x) < 1e-9 && abs(north.y - (centre.y - radius)) < 1e-9)
    let east = SkyPicture.position(azimuth: 90, elevation: 45)
    #expect(abs(east.x - (centre.x + radius / 2)) < 1e-9 && abs(east.y - centre.y) < 1e-9)
    // Below the horizon is drawn on the rim, never outside the picture.
    let below = SkyPicture.position(azimuth: 180, elevation: -20)
    #expect(abs(below.y - (centre.y + radius)) < 1e-9)
  }
}
