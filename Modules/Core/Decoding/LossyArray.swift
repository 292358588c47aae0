/// An array that decodes element by element: one malformed document is skipped and reported on
/// stderr instead of failing the whole collection. Top-level JSON that is not an array still
/// fails, with a clear error.
package struct LossyArray<Element: Decodable & Sendable>: Decodable, Sendable {
  package var elements: [Element]
  /// Why each skipped element was skipped, by index.
  package var skipped: [(index: Int, reason: String)]

  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    var skipped: [(index: Int, reason: String)] = []
    elements.reserveCapacity(container.count ?? 0)
    while !container.isAtEnd {
      let index = container.currentIndex
      do {
        elements.append(try container.decode(Element.self))
      } catch {
        skipped.append((index, DecodingFailure.describe(error)))
        // Step over the bad element so the next one can be read.
        _ = try? container.decode(SkippedElement.self)
      }
    }
    for (index, reason) in skipped {
      Log.error("skipped malformed \(Element.self) at index \(index): \(reason)")
    }
    self.elements = elements
    self.skipped = skipped
  }
}

private struct SkippedElement: Decodable {
  init(from decoder: any Decoder) throws {}
}
