/// A command a feature answers from files alone, before the process assembles anything: asked
/// every few seconds (a status bar's `spacex next --line`), its start-up must cost little more than
/// `spacex --version`'s, and building the feature list and the container cost more than that.
///
/// `answer` gets the words after the program's name and the environment, and gives the whole
/// output, or `nil` when it cannot vouch that its answer is the one the assembled command would
/// give (another option, data it cannot read so): the process then runs the command as usual,
/// which also reports every error. Quick answers are listed in `AllFeatures` (`QuickAnswer.all`),
/// beside the features; each is for a command its feature offers.
package struct QuickAnswer: Sendable {
  /// The command it answers (`next`).
  package var command: String
  package var answer: @Sendable (_ arguments: [String], _ environment: [String: String]) -> String?

  package init(
    command: String, answer: @escaping @Sendable (_ arguments: [String], _ environment: [String: String]) -> String?
  ) {
    self.command = command
    self.answer = answer
  }

  /// The first answer one of `answers` gives.
  package static func first(
    _ answers: [QuickAnswer], arguments: [String], environment: [String: String]
  ) -> String? {
    for quick in answers where arguments.contains(quick.command) {
      if let text = quick.answer(arguments, environment) { return text }
    }
    return nil
  }
}
