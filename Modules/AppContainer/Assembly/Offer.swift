/// Something a feature registers under a name, declared before it registers anything: a process
/// that is asked for it assembles that feature (and what it needs), not every feature.
package enum Offer: Hashable, Sendable, CustomStringConvertible {
  /// A `spacex` command (`launches`).
  case command(String)
  /// A `spacex-rpc` method (`launches.list`).
  case method(MethodName)
  /// A screen (`launch`), opened by `spacex browse` and `view.open`.
  case screen(ScreenName)
  /// A job a long-running frontend runs on its own (``BackgroundJob``), by its name: `spacex-rpc`
  /// assembles the features offering one at start-up so their jobs run from the first minute.
  case job(String)
  /// The method an editor's status line asks each second (`launches.statusLine`), which the
  /// feature also offers as a method: `initialize` names it, so a client names none. One feature
  /// at most offers one.
  case statusLine(MethodName)
  /// The `spacex` command that prints the status line with ``statusLineFlag`` (`next --line`):
  /// asked so, a process assembles the command's feature and what it needs, without what other
  /// features add to its other output (it prints one line and exits). The command is offered too.
  case statusLineCommand(String)

  /// The flag that makes a ``statusLineCommand(_:)`` print its status line.
  package static let statusLineFlag = "--line"

  package var description: String {
    switch self {
    case .command(let name): "command \(name)"
    case .method(let name): "method \(name)"
    case .screen(let name): "screen \(name)"
    case .job(let name): "job \(name)"
    case .statusLine(let name): "status line \(name)"
    case .statusLineCommand(let name): "status line command \(name) \(Self.statusLineFlag)"
    }
  }
}

/// A place where one feature adds to what another shows: a feature that adds there is assembled
/// with every feature that shows it, so a command shows the same marks, links and keys whether
/// its process assembled one feature or all of them.
package enum ExtensionPoint: Hashable, Sendable, CustomStringConvertible {
  /// Marks on rows of a kind (`launch`: a favourite's ★), read by every list of such rows.
  case rowMarks(String)
  /// Links on a screen (the launch card's booster and capsules): shown with that screen.
  case screenLinks(ScreenName)
  /// Keys on a screen in `spacex browse` (`*` on a launch): shown with that screen.
  case screenKeys(ScreenName)
  /// Blocks on a screen's card (the launch card's "From your place"): shown with that screen.
  case cardSections(ScreenName)
  /// Events `spacex watch --on` may ask for beyond its own (``WatchJudgement``): assembled with
  /// that command only.
  case watchEvents

  package var description: String {
    switch self {
    case .rowMarks(let kind): "marks on \(kind) rows"
    case .screenLinks(let screen): "links on screen \(screen)"
    case .screenKeys(let screen): "keys on screen \(screen)"
    case .cardSections(let screen): "card sections on screen \(screen)"
    case .watchEvents: "events spacex watch tells"
    }
  }
}

/// What a process asks to have assembled.
package enum Demand: Sendable, Hashable {
  /// Every feature: what lists everything (help, completion, `rpc.discover`, the home screen).
  case everything
  /// The features offering these, with what they need and what adds to what they show (but for
  /// ``Offer/statusLineCommand(_:)``, which shows nothing added).
  case offers([Offer])
}
