/// A quantity the API may give in both unit systems (`{"meters": 70, "feet": 229.6}`).
///
/// When the API states the value for the unit a user chose, that value is shown as the API has
/// it; only a missing side is converted, exactly.
package struct Measured: Sendable, Hashable, Codable {
  package var metric: Double?
  package var imperial: Double?

  package init(metric: Double?, imperial: Double?) {
    self.metric = metric
    self.imperial = imperial
  }
}
