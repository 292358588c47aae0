import Core
import Foundation
import LaunchesDomain

extension LaunchDTO {
  var domain: Launch {
    Launch(
      id: id,
      flightNumber: flightNumber ?? 0,
      name: name,
      date: dateUtc ?? dateUnix.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? .distantPast,
      // An unknown precision (from a newer API) is shown as a day: never more precise than known.
      datePrecision: datePrecision.flatMap(DatePrecision.init(rawValue:)) ?? .day,
      isUpcoming: upcoming ?? false,
      success: success,
      failures: (failures ?? []).map { LaunchFailure(time: $0.time, altitude: $0.altitude, reason: $0.reason) },
      rocketID: rocket,
      launchpadID: launchpad,
      payloadIDs: payloads ?? [],
      crew: (crew ?? []).map { CrewAssignment(crewID: $0.crew, role: $0.role) },
      capsuleIDs: capsules ?? [],
      shipIDs: ships ?? [],
      cores: (cores ?? []).map {
        CoreAssignment(
          coreID: $0.core, flight: $0.flight, isReused: $0.reused, landingAttempt: $0.landingAttempt,
          landingSuccess: $0.landingSuccess, landingType: $0.landingType, landpadID: $0.landpad)
      },
      links: links?.domain ?? LaunchLinks(),
      details: details,
      launchLibraryID: launchLibraryId)
  }
}

extension LaunchDTO.Links {
  var domain: LaunchLinks {
    LaunchLinks(
      webcast: webcast.flatMap(WebLink.init),
      article: article.flatMap(WebLink.init),
      wikipedia: wikipedia.flatMap(WebLink.init),
      pressKit: presskit.flatMap(WebLink.init),
      patch: (patch?.large ?? patch?.small).flatMap(WebLink.init),
      patchSmall: patch?.small.flatMap(WebLink.init),
      reddit: (reddit?.launch ?? reddit?.campaign).flatMap(WebLink.init),
      flickr: (flickr?.original ?? flickr?.small ?? []).compactMap(WebLink.init))
  }
}
