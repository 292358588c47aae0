import AllFeatures
import AppContainer
import Core
import Foundation

// `spacex`: parse, wire, run one command, map the outcome to an exit status. Nothing else.

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
let language = Language.preferred(environment: environment)

if arguments.contains("--version") {
  print("spacex \(AppInfo.version)")
  exit(0)
}

do {
  let (options, rest) = try RuntimeOptions.parse(arguments, allowsDisplayOptions: true)
  let core = try CoreServices.live(options: options, environment: environment)
  let container = try AppContainer.assemble(core: core, features: Feature.all)
  let invocation = try Invocation(rest, commands: container.commands)
  let formatter = core.formatter()
  switch invocation {
  case .help(let command):
    print(HelpText.text(for: command, commands: container.commands, language: formatter.language), terminator: "")
  case .run(let command, let commandArguments):
    let context = CommandContext(arguments: commandArguments, container: container, formatter: formatter)
    do {
      print(try await command.run(context), terminator: "")
    } catch {
      exit(ErrorReporter.report(error, command: command, language: formatter.language))
    }
  }
} catch {
  exit(ErrorReporter.report(error, command: nil, language: language))
}
