import AppContainer
import Core
import Foundation
import LandpadsDomain
import LaunchesDomain

/// A landing site in `GET /v4/landpads`: what this project reads of it.
struct LandpadDTO: Decodable, Sendable {
  var id: String
  var name: String?
  var fullName: String?
  var type: String?
  var status: String?
  var locality: String?
  var region: String?
}

/// The landing sites of both sources, each with its landings from the merged flights: v4's by
/// landpad id, Launch Library 2's by the place's short name (`OCISLY`), which v4 uses as the
/// landpad's name; a place only LL2 names is a site of its own. Ocean splashdowns are no site.
enum LandpadJoin {
  /// - Parameter cores: `/v4/cores`, for the serial of a v4 landing's booster.
  static func landpads(_ pads: [LandpadDTO], cores: V4Names, launches: [Launch]) -> [Landpad] {
    var sites: [String: Landpad] = [:]
    var byName: [String: String] = [:]
    // Each site's landings once: (launch, booster) pairs seen, rather than a search of its list
    // for every landing (quadratic: 2.8 s for the 100× catalog's 20,000 landings).
    var seen: [String: Set<String>] = [:]
    for pad in pads {
      let name = pad.name ?? pad.id
      sites[pad.id] = Landpad(
        id: pad.id, name: name, fullName: pad.fullName, type: pad.type, status: pad.status, locality: pad.locality,
        region: pad.region)
      byName[key(name)] = pad.id
    }
    for launch in launches.sorted(by: { $0.date < $1.date }) {
      for use in launch.cores where launch.landingAttempted(by: use) == true {
        let id: String
        if let pad = use.landpadID, sites[pad] != nil {
          id = pad
        } else if let place = use.landingPlace, !isOcean(use.landingType, place) {
          id = byName[key(place)] ?? "ll2:\(place)"
          if sites[id] == nil {
            sites[id] = Landpad(id: id, name: place, type: use.landingType)
            byName[key(place)] = id
          }
        } else {
          continue
        }
        let booster = cores.serial(of: use)
        guard seen[id, default: []].insert(launch.id + "\u{1F}" + (booster ?? "")).inserted else { continue }
        sites[id]?.landings.append(
          PadLanding(launch: launch.appearance, booster: booster, success: launch.isUpcoming ? nil : use.landingSuccess)
        )
      }
    }
    // v4's order first (its pads as it lists them), then those only LL2 names, by name.
    let known = pads.compactMap { sites[$0.id] }
    let more = sites.values.filter { $0.id.hasPrefix("ll2:") }.sorted { $0.name < $1.name }
    return known + more
  }

  /// `LZ-1`, `lz1` and `LZ 1` are one place.
  private static func key(_ name: String) -> String { LooseName.normalize(name) }

  /// LL2 names the ocean a booster is dropped in (`ATL`, `PAC`, `GOM`): no landing site.
  private static func isOcean(_ type: String?, _ place: String) -> Bool {
    LandingKind(sourceWord: type) == .ocean || LandingKind(sourceWord: place) == .ocean
  }
}

extension Feature {
  /// Registers the live ``LandpadRepository``: `GET /v4/landpads` and `/v4/cores` (one request
  /// each, cached as every collection is) joined with the launches the Launches feature keeps.
  package static let landpadsData = Feature.service(
    "landpads.data", LandpadRepository.self, from: (any LaunchRepository).self
  ) {
    LaunchJoin(loader: $1.loader, launches: $0).source(
      "landpads", of: LandpadDTO.self, naming: .cores, id: { $0.id },
      names: { [$0.name] + [$0.fullName].compactMap { $0 } }, join: LandpadJoin.landpads)
  }
}
