import Core
import Foundation
import Testing

@Suite struct APIDateTests {
  @Test(arguments: [
    ("2010-06-04", 1_275_609_600.0),
    ("2006-03-24T22:30:00.000Z", 1_143_239_400.0),
    ("2006-03-25T10:30:00+12:00", 1_143_239_400.0),
    ("2017-12-23T01:27:23.000Z", 1_513_992_443.0),
    ("2006-03-24T22:30:00Z", 1_143_239_400.0),
    ("2006-03-24T22:30Z", 1_143_239_400.0),
  ])
  func parse_AcceptsEveryAPIForm(text: String, seconds: Double) throws {
    let date = try #require(APIDate.parse(text))
    #expect(date.timeIntervalSince1970 == seconds)
  }

  @Test(arguments: ["", "2010", "2010-13-01", "2010-06-04T", "June 4, 2010", "2010-06-04T18:45:00.000Zjunk"])
  func parse_RejectsOtherText(text: String) {
    #expect(APIDate.parse(text) == nil)
  }

  @Test func format_IsTheAPIsUTCForm() throws {
    #expect(APIDate.format(try #require(APIDate.parse("2006-03-25T10:30:00+12:00"))) == "2006-03-24T22:30:00.000Z")
  }
}

@Suite struct UTCYearTests {
  @Test(arguments: [
    "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T12:00:00Z", "2006-03-24T22:30:00Z",
    "2022-12-31T23:59:59Z", "2023-01-01T00:00:00Z", "1900-03-01T00:00:00Z", "2100-12-31T23:00:00Z",
  ])
  func utcYear_MatchesTheCalendar(text: String) throws {
    let date = try #require(APIDate.parse(text))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    #expect(DateText.utcYear(date) == calendar.component(.year, from: date))
  }
}
