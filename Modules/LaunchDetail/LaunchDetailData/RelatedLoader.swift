import Core
import LaunchDetailDomain

/// Fetches the documents a launch references from their collections, through the
/// ``ResourceLoader`` (so a collection already fetched, or cached, is not fetched again).
struct RelatedLoader: Sendable {
  let loader: ResourceLoader
  let refresh: Bool

  /// The documents with `ids`, in that order. Nothing is fetched for no ids; ids the collection
  /// lacks make the part partial; a collection that cannot be read makes it unavailable.
  func documents<Document: IdentifiedDocument>(
    _ collection: String, ids: [String], as type: Document.Type
  ) async -> Related<[Document]> {
    guard !ids.isEmpty else { return .complete([]) }
    do {
      let all = try await loader.load(.all(collection), as: LossyArray<Document>.self, refresh: refresh)
      let byID = Dictionary(all.value.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      let found = ids.compactMap { byID[$0] }
      let missing = ids.filter { byID[$0] == nil }
      return missing.isEmpty ? .complete(found) : .partial(found, missing: missing)
    } catch let error as DataUnavailableError {
      return .unavailable(error.description)
    } catch {
      return .unavailable("\(error)")
    }
  }
}

extension Related {
  /// The same part around transformed values.
  func map<T: Sendable & Hashable>(_ transform: (Value) -> T) -> Related<T> {
    switch self {
    case .complete(let value): .complete(transform(value))
    case .partial(let value, let missing): .partial(transform(value), missing: missing)
    case .unavailable(let reason): .unavailable(reason)
    }
  }
}
