import Core

/// The documents a launch references, with just the fields the detail shows. All but `id` are
/// optional, so a sparse document still contributes what it has.
protocol IdentifiedDocument: Decodable, Sendable, Hashable {
  var id: String { get }
}

struct NamedDTO: IdentifiedDocument {
  var id: String
  var name: String
}

struct PayloadDTO: IdentifiedDocument {
  var id: String
  var name: String?
  var type: String?
  var massKg: SourceNumber?
  var massLbs: SourceNumber?
  var orbit: String?
  var customers: [String]?
  var nationalities: [String]?
  var manufacturers: [String]?
}

struct CrewDTO: IdentifiedDocument {
  var id: String
  var name: String?
  var agency: String?
}

struct CapsuleDTO: IdentifiedDocument {
  var id: String
  var serial: String?
  var status: String?
  var reuseCount: Int?
}

struct ShipDTO: IdentifiedDocument {
  var id: String
  var name: String?
  var roles: [String]?
  var homePort: String?
}

struct CoreDTO: IdentifiedDocument {
  var id: String
  var serial: String?
}
