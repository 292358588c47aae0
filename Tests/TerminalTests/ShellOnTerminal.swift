import AppsTestSupport
import Foundation
import TestSupport

/// An interactive shell on a pseudo-terminal with spacex's completion installed where
/// `Apps/install` puts it (bash: the file sourced, as bash-completion or ~/.bashrc would; zsh:
/// `_spacex` in a directory on `$fpath`, then compinit; fish: `spacex.fish` in a directory on
/// `$fish_complete_path`), the built `spacex` first on PATH. Lines are typed with TAB as a person
/// would; after each, Ctrl-T writes the line as it then stands (`BUFFER:…`) to a file, and in zsh
/// every completion also writes the matches it offers for the word typed.
struct ShellOnTerminal {
  enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  let shell: Shell
  let home: TemporaryDirectory
  let environment: [String: String]

  /// What one typed line left: the line after its keys, and (zsh only) the matches offered.
  struct Typed {
    var line: String
    var offered: [String]
  }

  init(_ shell: Shell, sandbox: Sandbox) throws {
    try self.init(shell, environment: sandbox.environment())
  }

  /// With the environment of a sandbox (its cache, its APIs), given.
  init(_ shell: Shell, environment base: [String: String]) throws {
    self.shell = shell
    home = try TemporaryDirectory("spacex-shell")
    var environment = base
    environment["PATH"] = Executable.spacex.url.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["TERM"] = "dumb"
    environment["HOME"] = home.path
    environment["ZDOTDIR"] = home.path
    self.environment = environment
    let installed = home.url.appendingPathComponent("completions")
    try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
    let script = try Executable.spacex.run(["completions", shell.rawValue], environment: environment)
    guard script.status == 0 else { throw Failure(text: script.stderr) }
    let name = ["bash": "spacex", "zsh": "_spacex", "fish": "spacex.fish"][shell.rawValue] ?? "spacex"
    try Data(script.stdout.utf8).write(to: installed.appendingPathComponent(name))
    let out = home.url.appendingPathComponent("out").path
    let rc: String
    switch shell {
    case .bash:
      rc = """
        source '\(installed.path)/spacex'
        PS1='READY$ '
        bind -x '"\\C-t": printf "BUFFER:%s\\n" "$READLINE_LINE" >> \(out)'
        """
      try Data(rc.utf8).write(to: home.url.appendingPathComponent("bashrc"))
    case .zsh:
      // No listing (it could ask "do you wish to see all…?"); the matches are recorded instead,
      // as `compadd` would add them for the word typed.
      rc = """
        fpath=('\(installed.path)' $fpath)
        autoload -U compinit && compinit -u -d '\(home.path)/zcompdump'
        unsetopt autolist
        compadd() { local -a matched; builtin compadd -O matched "$@"; print -rl -- "${matched[@]}" >> \(out); builtin compadd "$@"; }
        dump() { print -r -- "BUFFER:$BUFFER" >> \(out) }
        zle -N dump; bindkey '^T' dump
        PS1='READY$ '
        """
      try Data(rc.utf8).write(to: home.url.appendingPathComponent(".zshrc"))
    case .fish:
      rc = ""  // fish takes its set-up on the command line (`type(_:)`), with --no-config.
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  func remove() { home.remove() }

  /// Types each line, TAB where it has `\t`, then records it and clears it; one shell for all.
  func type(_ lines: [String]) throws -> [Typed] {
    let out = home.url.appendingPathComponent("out")
    try Data().write(to: out)
    let keys = lines.map { $0.replacingOccurrences(of: "\t", with: "\\t") + "\\x14\\x15" }.joined() + "exit\\n"
    let program: [String] =
      switch shell {
      case .bash: ["bash", "--noprofile", "--rcfile", home.url.appendingPathComponent("bashrc").path, "-i"]
      case .zsh: ["zsh", "-i"]
      case .fish:
        [
          "fish", "--no-config", "-i", "-C",
          "set -p fish_complete_path '\(home.path)/completions'; function fish_prompt; echo -n 'READY$ '; end; "
            + "bind \\ct 'echo BUFFER:(commandline) >> \(out.path)'",
        ]
      }
    let (passed, transcript) = try PythonScript.run(
      Executable.packageRoot.appendingPathComponent("Tests/AppsTestSupport/pty_type.py"),
      ["READY$ ", keys, "--"] + program, environment: environment, in: home.url)
    guard passed else { throw Failure(text: "\(shell): \(transcript)") }
    var typed: [Typed] = []
    var offered: [String] = []
    for record in try String(contentsOf: out, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    {
      if record.hasPrefix("BUFFER:") {
        typed.append(Typed(line: String(record.dropFirst("BUFFER:".count)), offered: offered))
        offered = []
      } else if !record.isEmpty {
        offered.append(String(record))
      }
    }
    guard typed.count == lines.count else {
      throw Failure(text: "\(shell): \(typed.count) lines recorded of \(lines.count): \(transcript)")
    }
    return typed
  }
}
