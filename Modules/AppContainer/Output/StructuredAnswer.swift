import Core
import Foundation
import JSONRPC

/// `--format json|tsv|ics|svg`: runs the command's `spacex-rpc` twin and writes its result, so a
/// script gets exactly what an editor gets, whatever the command.
package enum StructuredAnswer {
  package struct Output: Sendable, Hashable {
    /// For stdout: one JSON document, one TSV table or one calendar.
    package var text: String
    /// For stderr: what the output could not hold (launches with no day for a calendar).
    package var notes: [String]
  }

  /// - Parameter alarm: for a calendar, a reminder that long before each event.
  /// - Throws: a ``UsageError`` when the command has no such output, else what the method throws.
  package static func run(
    _ command: TextCommand, arguments: [String], format: OutputFormat, container: AppContainer,
    formatter: DisplayFormatter, alarm: TimeInterval? = nil
  ) async throws -> Output {
    guard let makeCall = command.call else {
      throw UsageError.invalidValue(
        format.rawValue, for: "--format",
        expected: Phrase(
          en: "text: 'spacex \(command.name)' writes only text",
          ru: "text: 'spacex \(command.name)' выводит только текст"))
    }
    let call = try makeCall(arguments)
    if format == .ics, !command.writesCalendars || call.rows != .items {
      throw calendarOnlyForLists
    }
    if format == .svg, command.picture == nil, !command.drawsCharts || call.rows != .charts {
      throw picturesOnlyOfCharts
    }
    guard let method = container.methods[call.method] else { throw RegistrationError.missing("method \(call.method)") }
    var plain = formatter
    plain.width = nil
    plain.usesColor = false
    let data = try await method.handler(call.params, MethodContext(formatter: plain))
    switch format {
    case .text, .json:
      return Output(text: JSONLayout.indented(String(decoding: data, as: UTF8.self)), notes: [])
    case .tsv:
      let result = try JSONParser.parse(data)
      return Output(text: TabSeparatedValues.text(rows: rows(of: result, at: call.rows)), notes: [])
    case .ics:
      let result = try JSONParser.parse(data)
      let items = rows(of: result, at: .items)
      guard items.allSatisfy({ $0["dateUtc"] != nil }) else {
        throw calendarOnlyForLists
      }
      guard case .string(let stamp)? = result["fetchedAt"] else { return Output(text: "", notes: []) }
      let calendar = CalendarFile.make(items: items, stamp: stamp, alarm: alarm)
      return Output(text: calendar.text, notes: calendar.leftOut.map { notes(leftOut: $0, formatter.language) })
    case .svg:
      if let picture = command.picture { return Output(text: try picture(data, formatter.language), notes: []) }
      let answer = try JSONDecoder().decode(ChartedAnswer.self, from: data)
      let title = [answer.card?.title, answer.card?.subtitle].compactMap { $0 }.joined(separator: " — ")
      let asOf =
        answer.sources.map { $0.map { ($0.provider, $0.fetchedAt, $0.completeThrough) } }
        ?? [(nil, answer.fetchedAt, nil)]
      return Output(
        text: ChartPicture.svg(answer.charts, title: title, asOf: asOf, language: formatter.language), notes: [])
    }
  }

  /// What a picture is drawn from: a result's charts, its card's title and its fetch time.
  private struct ChartedAnswer: Decodable {
    struct Heading: Decodable {
      var title: String
      var subtitle: String?
    }

    /// Each provider's part: `{provider, fetchedAt, completeThrough?}`.
    struct Part: Decodable {
      var provider: String?
      var fetchedAt: String?
      var completeThrough: String?
    }

    var charts: [Chart]
    var card: Heading?
    var fetchedAt: String?
    var sources: [Part]?
  }

  private static let picturesOnlyOfCharts = UsageError.invalidValue(
    "svg", for: "--format",
    expected: Phrase(
      en: "text, json or tsv: this command draws no picture",
      ru: "text, json или tsv: эта команда не рисует картинок"))

  private static let calendarOnlyForLists = UsageError.invalidValue(
    "ics", for: "--format",
    expected: Phrase(
      en: "text, json or tsv: ics is for launch lists", ru: "text, json или tsv: ics — для списков запусков"))

  private static func rows(of result: JSONValue, at location: MethodCall.Rows) -> [JSONValue] {
    switch location {
    case .items: if case .array(let items)? = result["items"] { return items } else { return [] }
    case .member(let name): return result[name].map { [$0] } ?? []
    case .whole: return [result]
    case .charts:
      guard case .array(let charts)? = result["charts"] else { return [] }
      return charts.flatMap { chart -> [JSONValue] in
        guard case .array(let series)? = chart["series"], case .array(let bars)? = chart["bars"] else { return [] }
        return bars.flatMap { bar -> [JSONValue] in
          guard case .array(let values)? = bar["values"] else { return [] }
          return zip(series, values).map { series, value in
            .object([
              "chart": chart["key"] ?? .null, "bar": bar["label"] ?? .null, "series": series["key"] ?? .null,
              "value": value,
            ])
          }
        }
      }
    }
  }

  private static func notes(leftOut item: CalendarFile.LeftOut, _ language: Language) -> String {
    let name = item.name
    return switch item.reason {
    case .noDay:
      Phrase(
        en: "Left out of the calendar: \(name) (its date is known only to the month or worse)",
        ru: "Не вошло в календарь: \(name) (дата известна лишь с точностью до месяца или хуже)")(language)
    case .outOfRange:
      Phrase(
        en: "Left out of the calendar: \(name) (its date is past what a calendar can hold, year 9999)",
        ru: "Не вошло в календарь: \(name) (дата позже, чем вмещает календарь: 9999 год)")(language)
    }
  }
}
