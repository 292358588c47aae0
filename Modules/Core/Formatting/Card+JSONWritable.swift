/// A card written straight to JSON, as its `Codable` conformance writes it through
/// `JSONEncoder.sortedKeys()`: members in byte order, `nil` members left out.
extension Card: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("fields", fields)
    json.member("sections", sections)
    json.member("subtitle", subtitle)
    json.member("title", title)
    json.endObject()
  }
}

extension Card.Field: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("edit", edit)
    json.member("key", key)
    json.member("label", label)
    json.member("level", level)
    json.member("url", url)
    json.member("value", value)
    json.endObject()
  }
}

extension Card.Edit: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("choices", choices)
    json.member("method", method)
    json.member("param", param)
    json.member("typed", typed)
    json.endObject()
  }
}

extension Card.Section: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("entries", entries)
    json.member("key", key)
    json.member("title", title)
    json.endObject()
  }
}

extension Card.Entry: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("id", id)
    json.member("label", label)
    json.member("level", level)
    json.member("url", url)
    json.member("value", value)
    json.endObject()
  }
}
