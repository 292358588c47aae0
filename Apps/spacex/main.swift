import AllFeatures
import AppContainer
import Core
import Foundation

// `spacex`: parse, wire, run one command, map the outcome to an exit status. Nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment

if arguments.contains("--version") {
  print("spacex \(AppInfo.version)")
  exit(0)
}

// Until settings are loaded, errors are told in the language `LANG` asks for.
var language = Language.preferred(environment: environment)
var command: TextCommand?
do {
  var (options, rest) = try RuntimeOptions.parse(arguments, allowsDisplayOptions: true)
  // Completion scripts take names from the data the user has: never a network request for them.
  if rest.first == Completions.command.name { options.isOffline = true }
  language = options.language ?? language
  var core = try CoreServices.live(options: options, environment: environment)
  if isatty(STDERR_FILENO) != 0 {
    let progress = ProgressLine(language: options.language ?? core.settings.current.language)
    core.loader.api.activity = progress.update
  }
  let container = try AppContainer.assemble(core: core, features: Feature.all + [.browser])
  var formatter = core.formatter()
  formatter.width = TerminalWidth.current(environment: environment)
  formatter.usesColor = isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && !options.disablesColor
  language = formatter.language
  switch try Invocation(rest, commands: container.commands) {
  case .help(let topic):
    print(
      HelpText.text(
        for: topic, commands: container.commands, screens: container.screens, language: language,
        width: formatter.width),
      terminator: "")
  case .run(let chosen, let commandArguments):
    command = chosen
    let stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    if options.outputFormat != .text {
      let answer = try await StructuredAnswer.run(
        chosen, arguments: commandArguments, format: options.outputFormat, container: container, formatter: formatter)
      for note in answer.notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
      print(answer.text, terminator: "")
      exit(0)
    }
    let warningLanguage = language
    let warningWidth = formatter.width
    let policy = core.loader.policy
    let context = CommandContext(arguments: commandArguments, container: container, formatter: formatter) {
      provenance in
      if let banner = ProvenanceText.banner(provenance, language: warningLanguage, policy: policy) {
        let lines = warningWidth.map { DisplayWidth.wrap(banner, width: $0) } ?? [banner]
        FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
      }
    }
    let output = try await chosen.run(context)
    // A pipe gets the answer alone; the lines about it (paging, source) go where people see them.
    if stdoutIsTerminal {
      print(output.text, terminator: "")
      if let live = output.live {
        fflush(nil)  // the text first: the live line writes to the descriptor directly
        live()
      }
    } else {
      print(output.body, terminator: "")
      FileHandle.standardError.write(Data(output.footer.utf8))
    }
  }
} catch {
  exit(ErrorReporter.report(error, command: command, language: language))
}
