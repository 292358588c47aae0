import Core

/// The statistics' answer written straight to JSON, as `Codable` writes it through
/// `JSONEncoder.sortedKeys()` (members in byte order, `nil` left out): an editor's stats screen
/// asks again on every redraw, and the generic encoder was a third of the answer.
extension StatsGetMethod.Result: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("card", card)
    json.member("charts", charts)
    json.member("fetchedAt", fetchedAt)
    json.member("item", item)
    json.member("source", source)
    json.member("sources", sources)
    json.member("stale", stale)
    json.endObject()
  }
}

extension StatsItem: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("cadence", cadence)
    json.member("completeThrough", completeThrough)
    json.member("filters", filters)
    json.member("id", id)
    json.member("landingsByYear", landingsByYear)
    json.member("name", name)
    json.member("records", records)
    json.member("totalLaunches", totalLaunches)
    json.member("years", years)
    json.endObject()
  }
}

extension StatsItem.Year: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("failed", failed)
    json.member("overdue", overdue)
    json.member("rockets", rockets)
    json.member("success", success)
    json.member("total", total)
    json.member("unknown", unknown)
    json.member("upcoming", upcoming)
    json.member("year", year)
    json.endObject()
  }
}

extension StatsItem.RocketYear: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("failed", failed)
    json.member("overdue", overdue)
    json.member("rocket", rocket)
    json.member("success", success)
    json.member("unknown", unknown)
    json.member("upcoming", upcoming)
    json.endObject()
  }
}

extension StatsItem.Record: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("holders", holders)
    json.member("launchName", launchName)
    json.member("value", value)
    json.endObject()
  }
}

extension StatsItem.Records: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("fastestTurnaroundDays", fastestTurnaroundDays)
    json.member("mostFlights", mostFlights)
    json.member("mostLandingsAtSea", mostLandingsAtSea)
    json.member("mostLandingsOnLand", mostLandingsOnLand)
    json.endObject()
  }
}

extension StatsItem.Cadence: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("last30Days", last30Days)
    json.member("last365Days", last365Days)
    json.member("medianDaysBetween", medianDaysBetween)
    json.endObject()
  }
}

extension StatsItem.Filters: JSONWritable {
  func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("from", from)
    json.member("program", program)
    json.member("rocket", rocket)
    json.member("to", to)
    json.member("year", year)
    json.endObject()
  }
}
