import Foundation

/// `spacex completions zsh`: a native zsh completion function, `#compdef spacex`, offering what
/// bash offers by the same scan of the line (see ``BashCompletion``).
///
/// Installed as `_spacex` in a directory on `$fpath`, compinit autoloads it: the file is then the
/// body of `_spacex`, which defines the real functions and runs the completion. Sourced (`source
/// <(spacex completions zsh)`), it registers itself with `compdef`. Matching the word typed is
/// left to `compadd`, which also never inserts a common prefix where nothing is offered.
enum ZshCompletion {
  static func script(_ words: CompletionVocabulary) -> String {
    var lines = [
      "#compdef spacex",
      "# spacex completion for zsh: save as _spacex in a directory on $fpath (before compinit),",
      "# or: source <(spacex completions zsh) after compinit",
      // Names from the data, one a line, as words: `compadd --` reads no option and expands nothing.
      // zsh does not split `${2:+--cache-dir "$2"}` into two words as bash does: an array.
      "_spacex_names() {",
      "  local -a names dir",
      "  [[ -n $2 ]] && dir=(\(CompletionVocabulary.cacheDirectoryFlag) \"$2\")",
      "  names=(\"${(@f)$(spacex --offline \"${dir[@]}\" completions words ${=1} 2>/dev/null)}\")",
      "  compadd -- \"${(@)names:#}\"",
      "}",
      "_spacex() {",
      "  local cur=\"${words[CURRENT]}\" prev=\"${words[CURRENT-1]}\"",
      // Not `path`: in zsh that is $PATH, and `spacex` would no longer be found.
      "  local command=\"\" args=\"\" cache_dir=\"\" names=\"\" i",
      "  local -a offer",
    ]
    let script = ShellCaseScript(
      vocabulary: words, words: "words", first: 2, current: "CURRENT",
      assign: { "offer=(\(list($0)))" }, offersNothing: "${#offer} -eq 0")
    lines += script.scan
    lines += script.ownChoices(
      { "compadd -- \(list($0))" }, read: { "_spacex_names \"\($0)\" \"$cache_dir\"" })
    lines.append("  case \"$prev\" in")
    for flag in words.valuedFlags {
      let values = words.flagValues[flag] ?? []
      // A free value (a year, a date, a URL) is offered nothing: zsh then inserts nothing.
      let reply =
        words.directoryFlags.contains(flag)
        ? "_files -/" : values.isEmpty ? "" : "compadd -- \(list(values))"
      lines.append("    \(flag)) \(reply.isEmpty ? "return 1" : reply + "; return") ;;")
    }
    lines.append("  esac")
    lines += script.commandCases
    lines += [
      "  compadd -- \"${offer[@]}\"",
      "  [[ -n $names ]] && _spacex_names \"$names\" \"$cache_dir\"",
      "  return 0",
      "}",
      // Autoloaded from $fpath, this file is `_spacex`'s body: complete now. Sourced: register.
      "if [[ ${funcstack[1]} == _spacex ]]; then",
      "  _spacex \"$@\"",
      "else",
      "  (( $+functions[compdef] )) || { autoload -U compinit && compinit; }",
      "  compdef _spacex spacex",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Plain words (``CompletionRegistry/shellWords(_:)``, flags), one zsh word each.
  private static func list(_ words: [String]) -> String {
    words.map { $0.replacingOccurrences(of: "'", with: "") }.joined(separator: " ")
  }
}
