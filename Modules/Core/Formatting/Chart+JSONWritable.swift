/// A chart written straight to JSON, as its `Codable` conformance writes it through
/// `JSONEncoder.sortedKeys()`: members in byte order, `nil` members left out.
extension Chart: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("bars", bars)
    json.member("key", key)
    json.member("series", series)
    json.member("title", title)
    json.member("unit", unit)
    json.endObject()
  }
}

extension Chart.Series: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("key", key)
    json.member("label", label)
    json.member("status", status)
    json.endObject()
  }
}

extension Chart.Bar: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("label", label)
    json.member("total", total)
    json.member("values", values)
    json.endObject()
  }
}

extension YearTally: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("attempts", attempts)
    json.member("successes", successes)
    json.member("year", year)
    json.endObject()
  }
}
