import Core
@preconcurrency import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The signals a full-screen program answers, each on a queue of its own (never in a signal
/// handler): a new window size is drawn again; SIGTERM, SIGHUP and SIGINT restore the terminal
/// and end the process by that signal (128 + it, as a shell reports it); a continue after a stop draws
/// the screen whole. (Ctrl-Z and Ctrl-C come as keys, the terminal being raw: the browser stops
/// itself between its own frames, see ``FullScreenBrowser``.)
final class SignalWatch: @unchecked Sendable {
  // @unchecked: `sources` is set once, in `init`; cancelling a source is safe from any thread.
  private let sources: [any DispatchSourceSignal]

  init(terminal: TerminalMode, events: AsyncStream<FullScreenBrowser.Event>.Continuation) {
    let queue = DispatchQueue(label: "spacex.browse.signals")
    func watch(_ signal: Int32, _ handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
      // Ignored as the process sees it: the source alone answers.
      Glibc.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
      source.setEventHandler(handler: handler)
      source.resume()
      return source
    }
    // A restore may come once the shell has taken the terminal back (Ctrl-Z stops a wrapping
    // `sh -c` first): changing the modes from the background must not stop us before we can.
    Glibc.signal(SIGTTOU, SIG_IGN)
    sources = [
      watch(SIGWINCH) { events.yield(.resized) },
      watch(SIGTERM) { Self.end(terminal, SIGTERM) },
      watch(SIGHUP) { Self.end(terminal, SIGHUP) },
      watch(SIGINT) { Self.end(terminal, SIGINT) },
      // Continued after a stop that was not ours (`kill -STOP`): drawn whole again.
      watch(SIGCONT) { events.yield(.resumed) },
    ]
  }

  func stop() {
    for source in sources { source.cancel() }
  }

  /// The terminal restored, then the process ends by the signal itself, as one that never caught
  /// it: the shell reports 128 + the signal all the same, and no at-exit work runs while other
  /// threads are mid-task (`exit` here let AddressSanitizer's leak check find a cache write cut
  /// off halfway). `_exit` only if the signal somehow did not end it.
  private static func end(_ terminal: TerminalMode, _ signal: Int32) {
    terminal.restore()
    // The warnings held while the browser drew, now that they land on the shell's screen.
    Log.release()
    Glibc.signal(signal, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    kill(getpid(), signal)
    _exit(128 + signal)
  }
}
