import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesDomain
import LaunchesPresentation

/// One planned timeline event, as `launches.get` and the launch screen send it.
struct TimelineItem: Codable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "typeId": .object(["description": "Launch Library 2's event-type id (10 is Liftoff)."]),
    "abbrev": .object(["description": "Launch Library 2's own short name of the type."]),
    "name": .object(["description": "The event's name in the session's language (LL2's where we have none)."]),
    "offset": .object(["description": "Seconds from liftoff at the current NET: negative before it."]),
    "at": .object(["description": "The event's planned time: the NET plus the offset (a slip moves it)."]),
    "planned": .object([
      "description":
        "True for an event after liftoff until Launch Library 2's status says the rocket flies; every time is nominal."
    ]),
  ]

  var typeId: Int?
  var abbrev: String?
  var name: String?
  var offset: Int
  var at: Date
  var planned: Bool

  static func items(_ launch: Launch, language: Language) -> [TimelineItem]? {
    launch.launchDay.timeline?.inOrder.map { TimelineItem(event: $0, of: launch, language: language) }
  }

  init(event: TimelineEvent, of launch: Launch, language: Language) {
    (typeId, abbrev, name) = (event.typeID, event.abbrev, TimelineEventNames.name(of: event)?(language))
    (offset, at, planned) = (event.offset, event.time(net: launch.date), launch.launchDay.isPlanned(event))
  }
}

/// Where the next launch's plan stands when `launches.next` answers: the event reached and the
/// next one, from the current NET.
struct TimelineNowItem: Codable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "current": .object(["description": "The last event whose planned time has come; absent before the first."]),
    "next": .object(["description": "The first event still to come; absent after the last."]),
    "nextInSeconds": .object(["description": "Seconds from the answer to the next event's planned time."]),
  ]

  var current: TimelineItem?
  var next: TimelineItem?
  var nextInSeconds: Int?

  /// `nil` when the plan cannot be put on the clock: no timeline, a NET not known to the hour, or
  /// a hold (the count has stopped).
  init?(_ launch: Launch, now: Date, language: Language) {
    guard let position = launch.timelinePosition(at: now) else { return nil }
    current = position.current.map { TimelineItem(event: $0, of: launch, language: language) }
    next = position.next.map { TimelineItem(event: $0, of: launch, language: language) }
    nextInSeconds = position.next.map { Int(saturating: $0.time(net: launch.date).timeIntervalSince(now).rounded(.up)) }
  }
}

/// One stream of a launch, as `launches.get` and the launch screen send it: official first.
struct WebcastItem: Codable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "kind": .object(["description": "Launch Library 2's kind of stream (Official Webcast, Unofficial Re-stream, …)."]),
    "typeId": .object(["description": "Launch Library 2's stream-type id (1 is an official webcast)."]),
    "language": .object(["description": "The stream's language code (en)."]),
    "priority": .object(["description": "Launch Library 2's rank of the stream: the higher, the more the one to watch."]
    ),
    "live": .object([
      "description":
        "True when a Launch Library 2 copy at most 15 minutes old says the launch's webcast is live and this stream is on air; false when it says it is not; null when unknown."
    ]),
  ]

  var url: String
  var publisher: String?
  var kind: String?
  var typeId: Int?
  var language: String?
  var priority: Int?
  var official: Bool
  var start: Date?
  var end: Date?
  var live: Bool?

  static func items(_ launch: Launch, now: Date) -> [WebcastItem]? {
    let day = launch.launchDay
    let live = Set(day.liveWebcasts(at: now).map(\.url))
    return day.webcasts?.ranked.map { stream in
      WebcastItem(
        url: stream.url.absoluteString, publisher: stream.publisher, kind: stream.typeName, typeId: stream.typeID,
        language: stream.language, priority: stream.priority, official: stream.isOfficial, start: stream.start,
        end: stream.end, live: live.contains(stream.url) ? true : day.webcastLive == nil ? nil : false)
    }
  }
}

/// One of Launch Library 2's editors' notes, newest first, as `launches.get` and the launch screen
/// send it.
struct NoteItem: Codable, Sendable, JSONSchemaAnnotating {
  static let memberAnnotations: [String: JSONValue] = [
    "comment": .object(["description": "The note in Launch Library 2's words."]),
    "author": .object(["description": "Who wrote it, as Launch Library 2 names them."]),
    "at": .object(["description": "When it was written."]),
  ]

  var id: Int?
  var comment: String
  var url: String?
  var author: String?
  var at: Date?

  static func items(_ launch: Launch) -> [NoteItem]? {
    launch.launchDay.notes?.newestFirst.map {
      NoteItem(id: $0.id, comment: $0.comment, url: $0.url?.absoluteString, author: $0.author, at: $0.at)
    }
  }
}
