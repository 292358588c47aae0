import Core

/// A core in the SpaceX API's `GET /v4/cores`: what the fleet reads of it.
struct CoreDTO: Decodable, Sendable {
  var id: String
  var serial: String?
  var block: Int?
  var status: String?
}

/// A landing zone or drone ship in `GET /v4/landpads`: its short name names landings (`OCISLY`).
struct LandpadDTO: Decodable, Sendable {
  var id: String
  var name: String?
}
