import AppContainer
import Core
import Foundation
import JSONRPC
import LaunchesData
import LaunchesDomain
import LaunchesPresentation

/// Where a `launches.list` request's time goes inside the server, without pipes or threads: the
/// whole request in process as the baseline, then each stage of it on its own, and Foundation's
/// `JSONEncoder` on the same result for comparison. Each sample runs the work `batch` times.
enum RPCStageBenchmarks {
  static let batch = 100

  static func run(cacheDirectory: URL, runs: Int) async throws {
    let container = try AppContainer.assemble(
      core: try ScaleBenchmarks.core(cacheDirectory: cacheDirectory), features: [.launchesData, .launchesPresentation])
    guard let method = container.methods[named: "launches.list"] else { return }
    let frame = Data(
      #"{"jsonrpc":"2.0","id":7,"method":"launches.list","params":{"rocket":"falcon9","status":"success","limit":20,"page":2}}"#
        .utf8)
    let context = MethodContext(formatter: container.core.formatter())
    let repository = try container.resolve((any LaunchRepository).self)
    let input = ["rocket": "falcon9", "status": "success", "page": "2", "limit": "20"]
    let query = try LaunchQuery(parsing: input)
    let page = try await repository.page(query, refresh: false)
    let items = page.value.items.map { LaunchItem($0, formatter: context.formatter) }
    let envelope = ListEnvelope(
      page: items, page: 2, limit: 20, totalItems: page.value.totalItems, totalPages: page.value.totalPages,
      provenance: page.provenance, snapshot: LaunchListPresenter.wireSnapshot(of: page.value.items))
    let result = JSONWriter.data(envelope)

    func params(of frame: Data) -> JSONValue? {
      guard case .single(.request(let request)) = IncomingPayload(frame: frame) else { return nil }
      return request.params
    }
    let whole = try await Measurement.measureAsync("whole request: parse, run, reply frame", runs: runs) {
      for _ in 0..<batch {
        let result = try await method.handler(params(of: frame), context)
        _ = OutgoingMessage.result(id: .number(7), json: result).encoded()
      }
    }
    var rows: [Measurement] = []
    rows.append(
      Measurement.measure("parse the frame (JSONParser)", runs: runs) { for _ in 0..<batch { _ = params(of: frame) } })
    rows.append(
      try await Measurement.measureAsync("query + page (repository, from memory)", runs: runs) {
        for _ in 0..<batch { _ = try await repository.page(query, refresh: false) }
      })
    rows.append(
      Measurement.measure("items and snapshot of the page", runs: runs) {
        for _ in 0..<batch {
          _ = page.value.items.map { LaunchItem($0, formatter: context.formatter) }
          _ = LaunchListPresenter.wireSnapshot(of: page.value.items)
        }
      })
    rows.append(
      Measurement.measure("encode (JSONWriter)", runs: runs) { for _ in 0..<batch { _ = JSONWriter.data(envelope) } })
    rows.append(
      Measurement.measure("encode (JSONEncoder, for comparison)", runs: runs) {
        for _ in 0..<batch { _ = try? JSONEncoder.sortedKeys().encode(envelope) }
      })
    rows.append(
      Measurement.measure("reply frame (envelope around the result)", runs: runs) {
        for _ in 0..<batch { _ = OutgoingMessage.result(id: .number(7), json: result).encoded() }
      })
    report(
      "launches.list inside spacex-rpc, full capture, \(batch) requests per sample, \(runs) samples", baseline: whole,
      rows)
  }
}
