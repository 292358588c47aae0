import AppContainer
import Core

/// What the words after the global options ask for.
enum Invocation {
  case help(TextCommand?)
  /// `spacex help --manual`: the help as a manual page, for `Apps/install`.
  case manualPage
  case run(TextCommand, arguments: [String])

  /// `spacex`, `spacex --help`, `spacex help CMD`, `spacex help --manual`, `spacex CMD --help` and
  /// `spacex CMD ARGS…`.
  init(_ words: [String], commands: CommandRegistry) throws(UsageError) {
    guard let name = words.first, !["--help", "-h"].contains(name) else {
      self = .help(nil)
      return
    }
    if name == "help" {
      if words.dropFirst().first == "--manual" {
        self = .manualPage
        return
      }
      // Help about help is the overview, as `spacex help` is.
      if let next = words.dropFirst().first, ["--help", "-h"].contains(next) {
        self = .help(nil)
        return
      }
      self = .help(try words.dropFirst().first.map { word throws(UsageError) in try Self.command(word, commands) })
      return
    }
    let command = try Self.command(name, commands)
    let rest = Array(words.dropFirst())
    self = rest.contains("--help") || rest.contains("-h") ? .help(command) : .run(command, arguments: rest)
  }

  /// What the process must assemble for `words`: the feature of the command they name, or, for
  /// help, `browse`, `completions` and a word no feature offers (its error suggests a command),
  /// every feature.
  static func demand(_ words: [String], offers: [Offer]) -> Demand {
    guard let name = words.first, offers.contains(.command(name)) else { return .everything }
    // The status line (`next --line`) comes without what other features add to the command's
    // other output.
    if words.contains(Offer.statusLineFlag), offers.contains(.statusLineCommand(name)) {
      return .offers([.statusLineCommand(name)])
    }
    return .offers([.command(name)])
  }

  private static func command(_ name: String, _ commands: CommandRegistry) throws(UsageError) -> TextCommand {
    if let command = commands[name] { return command }
    let closest = LooseName.suggestions(for: name, among: commands.all.map(\.name), limit: 1).first
    throw OptionSyntax.isOption(name) ? .unknownOption(name, closest: nil) : .unknownCommand(name, closest: closest)
  }
}
