// A drawn line as `spacex-rpc` sends it: `{text, spans: [{from, to, face}]}`, members sorted.

extension DrawnLine: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("spans", spans)
    json.member("text", text)
    json.endObject()
  }
}

extension DrawnSpan: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("face", face.rawValue)
    json.member("from", from)
    json.member("to", to)
    json.endObject()
  }
}
