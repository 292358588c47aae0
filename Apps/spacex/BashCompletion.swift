import Foundation

/// `spacex completions bash`: a `complete -F` function over the vocabulary.
///
/// The line is scanned once: flags are skipped with their values (`--cache-dir DIR` kept, so
/// names are read from the cache that run would use), the first other word is the command, the
/// rest its arguments so far. A flag that takes a free value (a year, a date, a span) is offered
/// nothing: an empty reply, never the option list, whose common prefix `--` bash would type.
enum BashCompletion {
  static func script(_ words: CompletionVocabulary) -> String {
    var lines = [
      "# spacex completion for bash: source <(spacex completions bash)",
      // Names from the data (`_spacex_names TARGET PREFIX CACHE_DIR`) are added one a line as they
      // are: never through `compgen -W`, which expands its words (a name `$(…)` would run on TAB).
      "_spacex_names() {",
      "  local name",
      "  while IFS= read -r name; do",
      "    [[ $name == \"$2\"* ]] && COMPREPLY+=(\"$name\")",
      "  done < <(" + Completions.reading("$1", cacheDir: "3") + ")",
      "}",
      "_spacex() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local command=\"\" args=\"\" cache_dir=\"\" i",
    ]
    // An empty offer is `offer=""`: nothing offered.
    let script = ShellCaseScript(
      vocabulary: words, words: "COMP_WORDS", first: 1, current: "COMP_CWORD",
      assign: { $0.isEmpty ? "offer=\"\"" : "offer=" + Completions.quoted($0) }, offersNothing: "-z $offer")
    lines += script.scan
    lines += script.ownChoices(
      { "COMPREPLY=($(compgen -W \(Completions.quoted($0)) -- \"$cur\"))" },
      read: { "COMPREPLY=(); _spacex_names \"\($0)\" \"$cur\" \"$cache_dir\"" })
    lines.append("  case \"$prev\" in")
    for flag in words.valuedFlags {
      let values = words.flagValues[flag] ?? []
      // A free value (a year, a URL) gets no offer rather than a misleading one.
      let reply =
        words.directoryFlags.contains(flag)
        ? "$(compgen -d -- \"$cur\")"
        : values.isEmpty ? "" : "$(compgen -W \(Completions.quoted(values)) -- \"$cur\")"
      lines.append("    \(flag)) COMPREPLY=(\(reply)); return ;;")
    }
    lines.append("  esac")
    lines.append("  local offer names=\"\"")
    lines += script.commandCases
    lines += [
      "  COMPREPLY=($(compgen -W \"$offer\" -- \"$cur\"))",
      "  [[ -n $names ]] && _spacex_names \"$names\" \"$cur\" \"$cache_dir\"",
      "  return 0",
      "}",
      "complete -F _spacex spacex",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
