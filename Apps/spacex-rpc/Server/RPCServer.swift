import AppContainer
import Core
import Foundation
import JSONRPC

/// `spacex-rpc` itself: JSON-RPC 2.0 over stdio for whatever features it is given. The
/// executable gives it every feature (AllFeatures); a test host gives it more.
package enum RPCServer {
  /// How long an editor waits for a slow source when the cache can answer: half a second, then
  /// the cached copy answers (stale, saying why) and each open view changes when the live answer
  /// lands (`view.didChange`). A server outlives its requests, so nothing fetched is lost.
  static let editorPatience: Duration = .milliseconds(500)

  /// Parses options, assembles the features whose jobs run from the start (the rest as requests
  /// first need them) with the server's own methods, and serves until stdin closes or `exit`
  /// arrives; returns the exit status.
  package static func main(features: [Feature]) async -> Int32 {
    // `--help` and `--version` answer on stdout and exit, before stdout is given to the protocol.
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let answer = ServerHelp.answer(to: arguments, options: features.flatMap(\.options)) {
      print(answer, terminator: "")
      return 0
    }

    // Keep the real stdout for frames only and point fd 1 at stderr, so a stray `print` anywhere
    // can never corrupt the protocol stream.
    let protocolOutput = dup(STDOUT_FILENO)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    ProtocolPipe.widen(protocolOutput)

    let environment = ProcessInfo.processInfo.environment
    // `--manual`: the manual page, of the methods this server has (so after it is assembled).
    let writesManualPage = arguments.contains("--manual")
    let assembly: Assembly
    do {
      let (options, rest) = try RuntimeOptions.parse(
        arguments.filter { $0 != "--manual" }, allowsDisplayOptions: false,
        featureOptions: features.flatMap(\.options))
      try CommandArguments.expectNone(rest)
      var core = try CoreServices.live(options: options, environment: environment)
      core.loader.patience = editorPatience
      let specExamples: [Feature] = environment["SPACEX_RPC_SPEC_METHODS"] == "1" ? [.specExamples] : []
      let all = features + [.views, .viewCompletion] + specExamples + [.serverLifecycle]
      // The jobs run from the first minute; `--manual` lists every method.
      let jobs = all.flatMap(\.offers).filter { if case .job = $0 { true } else { false } }
      let container = try AppContainer.assemble(
        core: core, features: all, for: writesManualPage ? .everything : .offers(jobs))
      try container.validate()
      assembly = Assembly(container)
    } catch let error as UsageError {
      StandardStream.error.write("spacex-rpc: \(error). See 'spacex-rpc --help'.\n")
      return 2
    } catch {
      StandardStream.error.write("spacex-rpc: internal error: \(error)\n")
      return 1
    }

    let container = assembly.current
    if writesManualPage {
      let page = ServerHelp.manualPage(methods: container.methods, options: features.flatMap(\.options))
      FileHandle(fileDescriptor: protocolOutput).write(Data(page.utf8))
      return 0
    }

    let outbox = Outbox()
    let connection = JSONRPCConnection(
      writer: MessageWriter(fileDescriptor: protocolOutput),
      handleRequest: { request in
        try await MethodDispatch.handle(request, assembly: assembly, notify: outbox.notify)
      },
      mapError: RPCErrorMapping.rpcError(for:),
      // In arrival order: a method's feature is registered before the request is ordered (what
      // it touches is declared where it is registered) and so before it runs.
      classify: { request in
        let offers = [Offer.method(MethodName(rawValue: request.method))]
        let container = (try? assembly.container(for: .offers(offers))) ?? assembly.current
        return container.methods.effects(of: request)
      })
    outbox.attach(connection)
    let jobs = Task { await container.runBackgroundJobs(notify: outbox.notify) }
    defer { jobs.cancel() }
    return await connection.run(input: FileDescriptorReader.chunks(of: STDIN_FILENO))
  }
}
