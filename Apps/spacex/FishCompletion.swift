import Foundation

/// `spacex completions fish`: `complete` lines over the vocabulary, with two helpers: the
/// command's arguments typed so far (flags and their values aside), for commands whose arguments
/// go word by word (`settings set length m`), and names read from the cache the command line
/// names with `--cache-dir`.
enum FishCompletion {
  static func script(_ words: CompletionVocabulary) -> String {
    var lines = ["# spacex completion for fish: spacex completions fish > ~/.config/fish/completions/spacex.fish"]
    let valued = words.valuedFlags.joined(separator: " ")
    lines += [
      "function __spacex_args --description 'The words after spacex that are not flags or their values'",
      "    set -l skip 0",
      "    for token in (commandline -opc)[2..-1]",
      "        if test $skip = 1",
      "            set skip 0",
      "            continue",
      "        end",
      "        switch $token",
      "            case \(valued)",
      "                set skip 1",
      "            case '-*'",
      "            case '*'",
      "                echo $token",
      "        end",
      "    end",
      "end",
      "function __spacex_after --description 'Whether the words after spacex are exactly these'",
      "    set -l typed (__spacex_args)",
      "    test \"$typed\" = \"$argv\"",
      "end",
      "function __spacex_names --description 'Names from the data, from the cache the line names'",
      "    set -l tokens (commandline -opc)",
      "    set -l dir",
      "    if set -l index (contains -i -- \(CompletionVocabulary.cacheDirectoryFlag) $tokens)",
      "        and test $index -lt (count $tokens)",
      "        set dir \(CompletionVocabulary.cacheDirectoryFlag) (string replace -r '^~' $HOME -- $tokens[(math $index + 1)])",
      "    end",
      "    spacex --offline $dir completions words $argv 2>/dev/null",
      "end",
    ]
    let names = words.commands.map(\.name).joined(separator: " ")
    lines.append("complete -c spacex -f")
    for command in words.commands {
      let seen = "-n '__fish_seen_subcommand_from \(command.name)'"
      lines.append(
        "complete -c spacex -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d \(quoted(command.abstract))"
      )
      for flag in command.flags {
        let line = "complete -c spacex \(seen) -l \(flag.dropFirst(2))"
        if command.choices[flag] == nil, command.names[flag] != nil {
          lines.append(line + " -xa " + quoted("(__spacex_names \(command.name) \(flag))"))
        } else {
          lines.append(option(line, values: command.choices[flag] ?? words.flagValues[flag]))
        }
      }
      // `--format` where the command takes fewer values than other commands do.
      for flag in command.choices.keys.sorted() where !command.flags.contains(flag) && !command.refused.contains(flag) {
        lines.append(option("complete -c spacex \(seen) -l \(flag.dropFirst(2))", values: command.choices[flag]))
      }
      // Word by word (`settings set length m`): only the words that may follow those typed.
      for (path, values) in command.wordPaths {
        let after = ([command.name] + (path.isEmpty ? [] : [path])).joined(separator: " ")
        lines.append(
          "complete -c spacex -n \(quoted("__spacex_after \(after)")) -a \(quoted(values.joined(separator: " ")))")
      }
      if !command.arguments.isEmpty {
        lines.append("complete -c spacex \(seen) -a " + quoted(command.arguments.joined(separator: " ")))
      }
      if command.readsArguments {
        lines.append("complete -c spacex \(seen) -a " + quoted("(__spacex_names \(command.name))"))
      }
    }
    // `help [<command>]` and `help --manual`, as bash offers them.
    lines.append(
      "complete -c spacex -n 'not __fish_seen_subcommand_from \(names) help' -a help -d 'Show help, for one command or as a manual page'"
    )
    lines.append("complete -c spacex -n '__fish_seen_subcommand_from help' -a \(quoted(names))")
    lines.append("complete -c spacex -n '__fish_seen_subcommand_from help' -l manual")
    for flag in words.globalFlags {
      // Not where a command lists its own values for it, or refuses it.
      let owners = words.commands.filter { $0.choices[flag] != nil || $0.refused.contains(flag) }.map(\.name)
      let line =
        "complete -c spacex"
        + (owners.isEmpty ? "" : " -n 'not __fish_seen_subcommand_from \(owners.joined(separator: " "))'")
        + " -l \(flag.dropFirst(2))"
      lines.append(
        words.directoryFlags.contains(flag)
          ? line + " -xa '(__fish_complete_directories)'"
          : option(line, values: words.flagValues[flag]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A flag with its values (`-xa`), or one that takes a free value (`-x`), or a switch.
  private static func option(_ option: String, values: [String]?) -> String {
    guard let values else { return option }
    return values.isEmpty ? option + " -x" : option + " -xa " + quoted(values.joined(separator: " "))
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
