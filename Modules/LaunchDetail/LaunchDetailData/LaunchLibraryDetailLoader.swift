import Core
import Foundation
import LaunchDetailDomain
import LaunchesDomain

/// The detailed Launch Library 2 record of a launch (cores with landings, crew with roles,
/// spacecraft, mission and orbit, links, picture). The launch list's sync reads LL2 in `detailed`
/// mode and caches every record it reads where this looks (``LaunchLibraryRecords/cacheKey(id:)``),
/// and keeps them current as it keeps the list, so a card is answered from the cache and costs
/// no request. Only a record the cache lacks (the list never synced, or synced before it read
/// details) is fetched, through the one LL2 request path, and cached.
struct LaunchLibraryDetailLoader: Sendable {
  let records: any LaunchLibraryRecords
  let loader: ResourceLoader
  let refresh: Bool

  func record(id: String) async -> Result<LaunchLibraryDetailDTO, DetailFailure> {
    let resource = APIResource(
      name: "Launch Library 2 launch \(id)", cacheKey: records.cacheKey(id: id),
      bundledPath: "ll2/launches/\(id)", provider: .launchLibrary
    ) { [records] _ in
      try await records.detailed(id: id)
    }
    var loader = self.loader
    // Cached by the sync (or an earlier card): the sync keeps it as current as the list.
    if loader.cache.fetchedAt(for: resource.cacheKey) != nil {
      loader.policy = SourcePolicy(mode: .cache, freshness: loader.policy.freshness)
    }
    do {
      return .success(try await loader.load(resource, as: LaunchLibraryDetailDTO.self, refresh: refresh).value)
    } catch let error as DataUnavailableError {
      // One line for the user: where the record was looked for, and why it could not be fetched.
      // Offline, the truth is first that the sample lacks it (it holds a few records only).
      let live = error.attempts.first { $0.step == .live }?.reason
      let inSample = error.attempts.contains { $0.step == .bundled }
      let missing =
        inSample
        ? "Launch Library 2's record is not in the offline sample, nor cached"
        : "Launch Library 2's record is not cached"
      return .failure(DetailFailure(reason: [missing, live].compactMap { $0 }.joined(separator: "; ")))
    } catch {
      return .failure(DetailFailure(reason: "\(error)"))
    }
  }

  struct DetailFailure: Error, Sendable {
    var reason: String
  }
}

extension LaunchLibraryDetailDTO {
  /// The mission as the launch's one payload: LL2 names the mission, its type and orbit.
  var payloads: [Payload] {
    guard let mission, let name = mission.name else { return [] }
    return [
      Payload(
        id: mission.id.map { "ll2-mission-\($0)" } ?? id, name: name, type: mission.type,
        orbit: mission.orbit?.abbrev ?? mission.orbit?.name)
    ]
  }

  var crew: [CrewMember] {
    (rocket?.spacecraftStage?.elements ?? []).flatMap { stage in
      (stage.launchCrew ?? []).compactMap { assignment in
        guard let astronaut = assignment.astronaut, let name = astronaut.name else { return nil }
        return CrewMember(
          id: astronaut.id.map { "ll2-astronaut-\($0)" } ?? name, name: name,
          agency: astronaut.agency?.abbrev ?? astronaut.agency?.name, role: assignment.role?.role)
      }
    }
  }

  var capsules: [Capsule] {
    (rocket?.spacecraftStage?.elements ?? []).compactMap { stage in
      guard let craft = stage.spacecraft, let serial = craft.serialNumber ?? craft.name else { return nil }
      return Capsule(id: craft.id.map { "ll2-spacecraft-\($0)" } ?? serial, serial: serial, status: craft.status?.name)
    }
  }

  var cores: [CoreUse] {
    (rocket?.launcherStage ?? []).map { stage in
      let landing = stage.landing
      let place = landing?.landingLocation ?? landing?.location
      return CoreUse(
        coreID: stage.launcher?.id.map { "ll2-launcher-\($0)" }, serial: stage.launcher?.serialNumber,
        flight: stage.launcherFlightNumber, isReused: stage.reused, landingAttempt: landing?.attempt,
        landingSuccess: landing?.success, landingType: landing?.type?.abbrev, landpad: place?.abbrev ?? place?.name)
    }
  }

  /// Webcast, article, patch and picture, where LL2 has them.
  func links(adding links: LaunchLinks) -> LaunchLinks {
    var links = links
    links.webcast = links.webcast ?? vidUrls?.first?.url.flatMap(WebLink.init)
    links.article = links.article ?? infoUrls?.first?.url.flatMap(WebLink.init)
    links.patch = links.patch ?? missionPatches?.first?.imageUrl.flatMap(WebLink.init)
    links.image = links.image ?? (image?.object?.imageUrl ?? image?.url).flatMap(WebLink.init)
    return links
  }
}
