import AllFeatures
import AppContainer
import Core
import Foundation

// `spacex`: parse, wire, run one command, map the outcome to an exit status. Nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--version") {
  StandardStream.output.write("spacex \(AppInfo.version)\n")
  exit(StandardStream.finish(0, language: Language.preferred(environment: ProcessInfo.processInfo.environment)))
}

// Read from `environ`: Foundation's ProcessInfo costs more to build than a status line's answer.
let environment = ProcessEnvironment.current()
// A status bar's `next --line`, answered from the cache before anything is built (QuickAnswer).
if let quick = QuickAnswer.first(QuickAnswer.all, arguments: arguments, environment: environment) {
  StandardStream.output.write(quick)
  exit(StandardStream.finish(0, language: Language.preferred(environment: environment)))
}

MallocArenas.useOne()

// Until settings are loaded, errors are told in the language `LANG` asks for.
var language = Language.preferred(environment: environment)
var command: TextCommand?
var status: Int32 = 0
do {
  var (options, rest) = try RuntimeOptions.parse(
    arguments, allowsDisplayOptions: true, featureOptions: Feature.all.flatMap(\.options))
  // Completion scripts take names from the data the user has: never a network request for them.
  if rest.first == "completions" { options.isOffline = true }
  language = options.language ?? language
  // A source found unreachable is said with how to ask it again.
  var core = try CoreServices.live(options: options, environment: environment, askAgain: "--refresh asks now")
  if isatty(STDERR_FILENO) != 0 {
    let progressLanguage = options.language ?? core.settings.current.language
    let progress = ProgressLine(language: progressLanguage)
    core.loader.api.activity = progress.update
    core.loader.api.waiting = { delay, failure in progress.waiting(delay, failure, language: progressLanguage) }
  }
  // A command registers its own feature and what that needs; help, completion and `browse` every one.
  let demand = Invocation.demand(rest, offers: Feature.all.flatMap(\.offers))
  var container = try AppContainer.assemble(core: core, features: Feature.all, for: demand)
  if demand == .everything { try container.registerTerminalCommands() }
  try container.validate()
  var formatter = core.formatter()
  formatter.width = TerminalWidth.current(environment: environment)
  formatter.usesColor = isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"] == nil && !options.disablesColor
  language = formatter.language
  switch try Invocation(rest, commands: container.commands) {
  case .help(let topic):
    StandardStream.output.write(
      HelpText.text(
        for: topic, commands: container.commands, screens: container.screens, options: container.featureOptions,
        language: language, width: formatter.width))
  case .manualPage:
    StandardStream.output.write(
      HelpText.manualPage(commands: container.commands, screens: container.screens, options: container.featureOptions))
  case .run(let chosen, let commandArguments):
    command = chosen
    if options.outputFormat != .text, !chosen.streams.contains(options.outputFormat) {
      OutputWriter.write(
        try await StructuredAnswer.run(
          chosen, arguments: commandArguments, format: options.outputFormat, container: container,
          formatter: formatter, alarm: options.calendarAlarm))
      exit(StandardStream.finish(0, language: language))
    }
    let (warningLanguage, warningWidth, policy) = (language, formatter.width, core.loader.policy)
    let context = CommandContext(
      arguments: commandArguments, app: container, formatter: formatter, format: options.outputFormat
    ) {
      OutputWriter.warn($0, language: warningLanguage, policy: policy, width: warningWidth)
    }
    OutputWriter.write(try await chosen.run(context), toTerminal: isatty(STDOUT_FILENO) != 0)
  }
} catch {
  status = ErrorReporter.report(error, command: command, arguments: arguments, language: language)
}
// After the catch, so the error is gone before the process is: nothing a leak check sees at exit
// is still held by a value on its way out. Output that never reached stdout is a failure.
exit(StandardStream.finish(status, language: language))
