import Core

/// A value whose members are written among another's in one object (a get answer: the detail's
/// beside the provenance's), each as `JSONEncoder.sortedKeys()` writes it.
package protocol JSONMembersWritable {
  /// Its members by name, each writing its value; none for a `nil` that `Encodable` leaves out.
  func jsonMembers() -> [JSONMember]
}

/// One member of an object: its name, and what writes its value.
package struct JSONMember {
  package var name: String
  package var write: (inout JSONWriter) -> Void

  package init(_ name: String, _ value: some JSONWritable) {
    self.name = name
    write = { value.write(to: &$0) }
  }

  /// An object of `members`, in the byte order of their names.
  static func object(_ members: [JSONMember], to json: inout JSONWriter) {
    json.beginObject()
    for member in members.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
      json.memberKey(member.name)
      member.write(&json)
    }
    json.endObject()
  }
}

extension NothingBeside: JSONMembersWritable {
  package func jsonMembers() -> [JSONMember] { [] }
}

/// So a get answer of declared items (a booster and its flights) takes JSONWriter's path, as its
/// list does, rather than JSONEncoder's generic one.
extension RelatedDetail: JSONMembersWritable, JSONWritable
where Item: JSONWritable, Related: JSONWritable, Member.Beside: JSONMembersWritable {
  package func jsonMembers() -> [JSONMember] {
    [JSONMember("item", item), JSONMember("card", card), JSONMember(Member.name, related)]
      + (beside?.jsonMembers() ?? [])
  }

  package func write(to json: inout JSONWriter) {
    JSONMember.object(jsonMembers(), to: &json)
  }
}

extension WithProvenance: JSONWritable where Value: JSONMembersWritable {
  package func write(to json: inout JSONWriter) {
    JSONMember.object(
      value.jsonMembers() + [
        JSONMember("source", provenance.source), JSONMember("stale", provenance.isStale),
        JSONMember("fetchedAt", provenance.fetchedAt), JSONMember("sources", provenance.sources),
      ], to: &json)
  }
}
