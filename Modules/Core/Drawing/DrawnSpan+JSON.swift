// A drawn span as `spacex-rpc` sends it: `{face, from, to}`, members sorted.

extension DrawnSpan: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("face", face.rawValue)
    json.member("from", from)
    json.member("to", to)
    json.endObject()
  }
}

extension JSONWriter {
  /// A line's spans, `[{face, from, to}, …]`, through calls made for them: a screen's answer
  /// holds hundreds, and the generic array's path looked up metadata at run time for each.
  package mutating func spans(_ spans: [DrawnSpan]) {
    append(UInt8(ascii: "["))
    for index in spans.indices {
      separate()
      spans[index].write(to: &self)
    }
    append(UInt8(ascii: "]"))
  }
}
