import Core

/// A core in the SpaceX API's `GET /v4/cores`: what the fleet reads of it.
struct CoreDTO: Decodable, Sendable {
  var id: String
  var serial: String?
  var block: Int?
  var status: String?
}
