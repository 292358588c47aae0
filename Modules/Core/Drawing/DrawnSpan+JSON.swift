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
