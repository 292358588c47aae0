import Core
import Foundation

/// A fleet collection of the SpaceX API joined with the launches of both sources: what every
/// fleet repository (boosters, capsules, landing sites) does before its own join, once.
///
/// The collection and the launch catalog load at the same time (a live fetch both want is
/// shared); the collection's failure is the list's, the catalog's leaves the join without
/// launches. A second collection may be read for names (never refreshed: one refresh is one
/// request). The last join is remembered by what it was made from, so a running server that
/// asks on every list and card joins once per fetch.
package struct LaunchJoin<Value: Sendable>: Sendable {
  private let loader: ResourceLoader
  private let launches: any LaunchRepository
  private let memory = LastJoin<JoinInputs, Value>()

  package init(loader: ResourceLoader, launches: any LaunchRepository) {
    self.loader = loader
    self.launches = launches
  }

  /// `path`'s documents and the launches, joined, with the names of a second collection
  /// (`naming`) read beside them, or none when it cannot be read; the launches' provenance (both
  /// sources' parts) when there are launches, else the collection's.
  private func load<Document: Decodable & Sendable>(
    _ path: String, of document: Document.Type, refresh: Bool, naming: V4Names.Collection?,
    join: ([Document], V4Names, [Launch]) -> Value
  ) async throws(CollectionUnavailable) -> Sourced<Value> {
    async let catalog = try? launches.catalog(refresh: false)
    let documents: Sourced<[Document]>
    do {
      documents = try await loader.collection(path, of: Document.self, refresh: refresh)
    } catch {
      _ = await catalog
      throw error
    }
    var names: Sourced<[V4Names.Document]>?
    if let naming { names = try? await loader.collection(naming.rawValue, of: V4Names.Document.self, refresh: false) }
    let merged = await catalog
    let inputs = JoinInputs(
      provenances: [documents.provenance, names?.provenance, merged?.provenance],
      counts: [documents.value.count, names?.value.count ?? 0, merged?.value.launches.count ?? 0])
    let value = memory.value(for: inputs) {
      join(documents.value, V4Names(names?.value ?? []), merged?.value.launches ?? [])
    }
    return Sourced(value, provenance: merged?.provenance ?? documents.provenance)
  }
}

extension LaunchJoin {
  /// A collection's source: `path`'s documents joined with the launches by `join`, its failure
  /// worded as the collection's. A fleet repository is this and its join function.
  package func source<Item, Document: Decodable & Sendable, Wording>(
    _ path: String, of document: Document.Type, id: @escaping @Sendable (Item) -> String,
    names: @escaping @Sendable (Item) -> [String], join: @escaping @Sendable ([Document], [Launch]) -> [Item]
  ) -> CollectionSource<Item, Wording> where Value == [Item] {
    source(path, of: document, naming: nil, id: id, names: names) { join($0, $2) }
  }

  /// The same, with the names of a second collection (`naming`) read beside them.
  package func source<Item, Document: Decodable & Sendable, Wording>(
    _ path: String, of document: Document.Type, naming: V4Names.Collection?, id: @escaping @Sendable (Item) -> String,
    names: @escaping @Sendable (Item) -> [String], join: @escaping @Sendable ([Document], V4Names, [Launch]) -> [Item]
  ) -> CollectionSource<Item, Wording> where Value == [Item] {
    CollectionSource(id: id, names: names) { refresh throws(CollectionError<Wording>) in
      do throws(CollectionUnavailable) {
        return try await load(path, of: document, refresh: refresh, naming: naming, join: join)
      } catch {
        throw .unavailable(error.reason)
      }
    }
  }
}
