extension ResourceLoader {
  /// One whole API collection (`rockets`, `launchpads`): loaded by the run's source policy,
  /// decoded leniently (an element that does not decode is skipped, not the whole answer), and
  /// each element mapped to the feature's own type. What a simple feature's repository needs.
  /// - Throws: why no source could answer, as one line the feature's error can carry.
  package func collection<DTO: Decodable & Sendable, Item: Sendable>(
    _ path: String, of dto: DTO.Type, refresh: Bool, map: (DTO) -> Item
  ) async throws(CollectionUnavailable) -> Sourced<[Item]> {
    do {
      return try await load(.all(path), as: LossyArray<DTO>.self, refresh: refresh).map { $0.elements.map(map) }
    } catch let error as DataUnavailableError {
      throw CollectionUnavailable(reason: error.description)
    } catch {
      throw CollectionUnavailable(reason: "\(error)")
    }
  }
}

extension ResourceLoader {
  /// The same, the documents as decoded: no copy of them is made (a join that reads a collection
  /// on every answer paid for mapping 8,000 documents to themselves each time).
  package func collection<DTO: Decodable & Sendable>(
    _ path: String, of dto: DTO.Type, refresh: Bool
  ) async throws(CollectionUnavailable) -> Sourced<[DTO]> {
    do {
      return try await load(.all(path), as: LossyArray<DTO>.self, refresh: refresh).map(\.elements)
    } catch let error as DataUnavailableError {
      throw CollectionUnavailable(reason: error.description)
    } catch {
      throw CollectionUnavailable(reason: "\(error)")
    }
  }
}

extension ResourceLoader {
  /// A simple collection's source: `path`'s documents mapped to the feature's type, its failure
  /// worded as the collection's.
  package func source<DTO: Decodable & Sendable, Item: Sendable, Wording>(
    _ path: String, of dto: DTO.Type, id: @escaping @Sendable (Item) -> String,
    names: @escaping @Sendable (Item) -> [String], map: @escaping @Sendable (DTO) -> Item
  ) -> CollectionSource<Item, Wording> {
    CollectionSource(id: id, names: names) { refresh throws(CollectionError<Wording>) in
      do throws(CollectionUnavailable) {
        return try await collection(path, of: dto, refresh: refresh, map: map)
      } catch {
        throw .unavailable(error.reason)
      }
    }
  }
}

/// No source could answer for a collection; `reason` says why, per source.
package struct CollectionUnavailable: Error, Sendable, Hashable {
  package var reason: String
}
