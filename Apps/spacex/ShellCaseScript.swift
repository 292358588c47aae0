/// What the bash and zsh scripts share, written once with each shell's spelling: the scan of the
/// line (flags skipped with their values, `--cache-dir` kept, the command and its arguments so
/// far), each command's own values for a flag, and what is offered after each command.
struct ShellCaseScript {
  let vocabulary: CompletionVocabulary
  /// The array of the line's words (`COMP_WORDS`, zsh's `words`), the index of the first word
  /// after `spacex` in it, and the index of the word being completed (`COMP_CWORD`, `CURRENT`).
  let words: String
  let first: Int
  let current: String
  /// `offer=…` for a list of words, in the shell's syntax (a string, an array).
  let assign: ([String]) -> String
  /// The test that nothing is offered (`-z $offer`, `${#offer} -eq 0`).
  let offersNothing: String

  /// The loop that finds the command, its arguments so far and the cache the line names.
  var scan: [String] {
    let word = "${\(words)[i]}"
    var lines = [
      "  for ((i = \(first); i < \(current); i++)); do",
      "    case \"\(word)\" in",
      "      \(CompletionVocabulary.cacheDirectoryFlag)) cache_dir=\"${\(words)[i+1]}\"; ((i++)) ;;",
    ]
    // A flag's value is neither the command nor an argument: skip it.
    let valued = vocabulary.valuedFlags.filter { $0 != CompletionVocabulary.cacheDirectoryFlag }
    if !valued.isEmpty { lines.append("      " + valued.joined(separator: "|") + ") ((i++)) ;;") }
    return lines + [
      "      -*) ;;",
      "      *) if [[ -z $command ]]; then command=\"\(word)\"; else args+=\"${args:+ }\(word)\"; fi ;;",
      "    esac",
      "  done",
      // `~/cache` as the shell would read it when running the command.
      "  [[ $cache_dir == \"~\"* ]] && cache_dir=\"$HOME${cache_dir:1}\"",
    ]
  }

  /// `case "$command $prev"` lines: a command's own values for a flag, before the flag's values
  /// elsewhere; `reply` answers with the values, `read` with the names read for `command --flag`.
  func ownChoices(_ reply: ([String]) -> String, read: (String) -> String) -> [String] {
    let owned = vocabulary.commands.flatMap { command in
      Set(command.choices.keys).union(command.names.keys).sorted().map { flag in
        let target = "\(command.name) \(flag)"
        return (target, command.choices[flag].map(reply) ?? read(target))
      }
    }
    guard !owned.isEmpty else { return [] }
    return ["  case \"$command $prev\" in"]
      + owned.map { target, answer in "    \"\(target)\") \(answer); return ;;" } + ["  esac"]
  }

  /// `case "$command"` lines: what is offered with no command yet, after each command (word by
  /// word where its arguments go so), and after `help`.
  var commandCases: [String] {
    let commands = vocabulary.commands
    var lines = [
      "  case \"$command\" in",
      "    \"\") \(assign(commands.map(\.name) + ["help"] + vocabulary.globalFlags)) ;;",
    ]
    for command in commands {
      guard !command.words.isEmpty else {
        let read = command.readsArguments ? "; names=\(command.name)" : ""
        lines.append("    \(command.name)) \(assign(command.offer(vocabulary)))\(read) ;;")
        continue
      }
      // Word by word: the words that may follow those typed; past the last declared word, or
      // while a flag is typed, the flags.
      lines.append("    \(command.name))")
      lines.append("      case \"$args\" in")
      for (path, offer) in command.wordOffers(vocabulary) {
        lines.append("        \(Completions.quoted([path]))) \(assign(offer)) ;;")
      }
      lines.append("        *) \(assign([])) ;;")
      lines.append("      esac")
      lines.append("      [[ $cur == -* || \(offersNothing) ]] && \(assign(command.offeredFlags(vocabulary))) ;;")
    }
    lines.append("    help) \(assign(commands.map(\.name) + ["--manual"])) ;;")
    return lines + ["  esac"]
  }
}
