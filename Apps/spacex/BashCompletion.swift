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
      "  done < <(" + Completions.reading("\"$1\"", cacheDir: "3") + ")",
      "}",
      "_spacex() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  local command=\"\" args=\"\" cache_dir=\"\" i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case \"${COMP_WORDS[i]}\" in",
      "      \(CompletionVocabulary.cacheDirectoryFlag)) cache_dir=\"${COMP_WORDS[i+1]}\"; ((i++)) ;;",
    ]
    // A flag's value is neither the command nor an argument: skip it.
    let valued = words.valuedFlags.filter { $0 != CompletionVocabulary.cacheDirectoryFlag }
    if !valued.isEmpty { lines.append("      " + valued.joined(separator: "|") + ") ((i++)) ;;") }
    lines += [
      "      -*) ;;",
      "      *) if [[ -z $command ]]; then command=\"${COMP_WORDS[i]}\"; else args+=\"${args:+ }${COMP_WORDS[i]}\"; fi ;;",
      "    esac",
      "  done",
      // `~/cache` as the shell would read it when running the command.
      "  [[ $cache_dir == \"~\"* ]] && cache_dir=\"$HOME${cache_dir:1}\"",
    ]
    // A command's own values for a flag come before the flag's values elsewhere.
    let ownChoices = words.commands.flatMap { command in
      command.choices.keys.sorted().map { (command.name, $0, command.choices[$0] ?? []) }
    }
    if !ownChoices.isEmpty {
      lines.append("  case \"$command $prev\" in")
      for (command, flag, values) in ownChoices {
        lines.append(
          "    \"\(command) \(flag)\") COMPREPLY=($(compgen -W \(Completions.quoted(values)) -- \"$cur\")); return ;;")
      }
      lines.append("  esac")
    }
    lines.append("  case \"$prev\" in")
    for flag in words.valuedFlags {
      let values = words.flagValues[flag] ?? []
      // A free value (a year, a URL) gets no offer rather than a misleading one.
      let reply =
        words.directoryFlags.contains(flag)
        ? "$(compgen -d -- \"$cur\")"
        : values.isEmpty ? "" : "$(compgen -W \(Completions.quoted(values)) -- \"$cur\")"
      let names = words.readFlags.contains(flag) ? " _spacex_names \(flag) \"$cur\" \"$cache_dir\";" : ""
      lines.append("    \(flag)) COMPREPLY=(\(reply));\(names) return ;;")
    }
    lines.append("  esac")
    lines.append("  local offer names=\"\"")
    lines.append("  case \"$command\" in")
    lines.append(
      "    \"\") offer=\(Completions.quoted(words.commands.map(\.name) + ["help"] + words.globalFlags)) ;;")
    for command in words.commands {
      let flags = command.offeredFlags(words)
      guard !command.words.isEmpty else {
        let read = command.readsArguments ? "; names=\(command.name)" : ""
        lines.append("    \(command.name)) offer=\(Completions.quoted(command.offer(words)))\(read) ;;")
        continue
      }
      // Word by word: the words that may follow those typed; flags with the first, or when a
      // flag is being typed; past the last declared word, flags only.
      lines.append("    \(command.name))")
      lines.append("      case \"$args\" in")
      for (path, offer) in command.wordOffers(words) {
        lines.append("        \(Completions.quoted([path]))) offer=\(Completions.quoted(offer)) ;;")
      }
      lines.append("        *) offer=\"\" ;;")
      lines.append("      esac")
      lines.append("      [[ $cur == -* || -z $offer ]] && offer=\(Completions.quoted(flags)) ;;")
    }
    lines.append("    help) offer=\(Completions.quoted(words.commands.map(\.name) + ["--manual"])) ;;")
    lines += [
      "  esac",
      "  COMPREPLY=($(compgen -W \"$offer\" -- \"$cur\"))",
      "  [[ -n $names ]] && _spacex_names \"$names\" \"$cur\" \"$cache_dir\"",
      "  return 0",
      "}",
      "complete -F _spacex spacex",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
