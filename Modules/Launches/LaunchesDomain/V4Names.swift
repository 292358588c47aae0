/// What the SpaceX API calls the ids its launches give, read beside a fleet collection for its
/// join: a core's serial (`/v4/cores`), a landing site's short and full name (`/v4/landpads`). One
/// shape for both, so no fleet feature declares its own copy of another's documents.
package struct V4Names: Sendable {
  /// A collection a join may read for names, by its path (`cores`). Open: a feature whose join
  /// reads another collection's names declares it in its own folder (`extension
  /// V4Names.Collection { static let payloads = Collection(rawValue: "payloads") }`).
  package struct Collection: RawRepresentable, Hashable, Sendable {
    package var rawValue: String

    package init(rawValue: String) {
      self.rawValue = rawValue
    }

    package static let cores = Collection(rawValue: "cores")
    package static let landpads = Collection(rawValue: "landpads")
  }

  /// One document of such a collection: its id and whichever names it has.
  package struct Document: Decodable, Sendable {
    package var id: String
    /// A landing site's short name (`OCISLY`, `LZ-1`).
    package var name: String?
    /// A landing site's full name (`Of Course I Still Love You`).
    package var fullName: String?
    /// A core's serial (`B1062`).
    package var serial: String?

    package init(id: String, name: String? = nil, fullName: String? = nil, serial: String? = nil) {
      (self.id, self.name, self.fullName, self.serial) = (id, name, fullName, serial)
    }
  }

  /// In the collection's order.
  package let documents: [Document]
  private let byID: [String: Document]

  /// Empty when the collection could not be read: the join goes on without its names.
  package init(_ documents: [Document] = []) {
    self.documents = documents
    byID = Dictionary(documents.lazy.map { ($0.id, $0) }) { first, _ in first }
  }

  package subscript(id: String?) -> Document? { id.flatMap { byID[$0] } }

  /// The serial of a launch's booster: the one the launch gives, else its core's (`/v4/cores`).
  package func serial(of use: CoreAssignment) -> String? { use.serial ?? self[use.coreID]?.serial }
}
