import Core
import Foundation

/// A manual page (roff, `man(7)` macros) built from the same declarations as `--help`: the
/// commands, options and environment the binaries know, so the page cannot say other than the
/// help. English only: `man` finds no other language under the prefix's `share/man`.
package struct ManualPage {
  /// A term and what it means: an option, a command, a variable.
  package struct Entry {
    package var term: String
    package var text: String
    /// Lines shown as they are below the text (a command's usage and its own options).
    package var detail: [String]

    package init(_ term: String, _ text: String, detail: [String] = []) {
      self.term = term
      self.text = text
      self.detail = detail
    }
  }

  private var roff: [String]

  /// - Parameters:
  ///   - name: the program (`spacex`).
  ///   - summary: what it is, for the NAME line (`whatis`).
  package init(name: String, summary: String) {
    roff = [
      ".TH \(Self.escaped(name.uppercased())) 1 \"\" \"\(Self.escaped(name)) \(AppInfo.version)\" \"User Commands\"",
      ".SH NAME", "\(Self.escaped(name)) \\- \(Self.escaped(summary))",
    ]
  }

  /// A section of paragraphs.
  package mutating func section(_ title: String, paragraphs: [String]) {
    roff.append(".SH \(Self.escaped(title.uppercased()))")
    for (index, paragraph) in paragraphs.enumerated() {
      if index > 0 { roff.append(".PP") }
      roff.append(Self.escaped(paragraph))
    }
  }

  /// A section of terms, each in bold with its text indented below.
  package mutating func section(_ title: String, entries: [Entry]) {
    roff.append(".SH \(Self.escaped(title.uppercased()))")
    for entry in entries {
      roff += [".TP", ".B \(Self.escaped(entry.term))", Self.escaped(entry.text)]
      guard !entry.detail.isEmpty else { continue }
      roff += [".RS", ".nf"] + entry.detail.map(Self.escaped) + [".fi", ".RE"]
    }
  }

  /// The page, ready for `man -l`.
  package var text: String { roff.joined(separator: "\n") + "\n" }

  /// `text` as roff shows it literally: backslashes escaped, hyphens as minus signs (so `--help`
  /// is searchable and copies as typed), and a line that would start a request made text.
  static func escaped(_ text: String) -> String {
    let literal = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    return literal.hasPrefix(".") || literal.hasPrefix("'") ? "\\&" + literal : literal
  }
}

extension ManualPage {
  /// The environment both binaries read (`spacex-rpc` alone reads `SPACEX_RPC_REFRESH`, and
  /// `spacex` checks it too): the README's table says the same at more length.
  package static let environment: [Entry] = [
    Entry("SPACEX_API_URL", "the SpaceX API's base URL (--api-url wins)."),
    Entry("SPACEX_LL2_URL", "Launch Library 2's base URL, or off (--ll2-url and --no-ll2 win)."),
    Entry("SPACEX_LL2_TOKEN", "a Launch Library 2 API key, sent as Authorization: Token <key>."),
    Entry("SPACEX_LL2_BUDGET", "Launch Library 2 requests allowed per rolling hour (default 15)."),
    Entry(
      "SPACEX_CACHE_DIR", "the cache directory; else $XDG_CACHE_HOME/spacex, else ~/.cache/spacex (--cache-dir wins)."),
    Entry("SPACEX_CACHE_TTL", "seconds a cached answer counts as fresh (default 3600; 0 to 315576000)."),
    Entry("SPACEX_CONFIG_DIR", "the settings directory; else $XDG_CONFIG_HOME/spacex, else ~/.config/spacex."),
    Entry("LC_ALL, LC_MESSAGES, LANG", "the language (ru... means Russian) until one is saved."),
    Entry("TZ", "the zone times are shown in (--utc for UTC)."),
    Entry("SPACEX_NOW", "an ISO 8601 time taken as now for every relative answer, so a script gets the same any day."),
    Entry(
      "SPACEX_CLOCK_RATE",
      "with SPACEX_NOW: how fast that clock moves (0, the default, stands still; 1 real time; at most 1000)."),
    Entry(
      "SPACEX_CLOCK_SINCE",
      "with SPACEX_NOW: the real ISO 8601 time at which it was SPACEX_NOW (default: when the process starts)."),
    Entry(
      "SPACEX_RPC_REFRESH",
      "seconds between spacex-rpc's own Launch Library 2 syncs (default 900; 0 never; at most 604800)."),
    Entry("SPACEX_LOG", "info also logs retries and other state changes on stderr."),
    Entry("NO_COLOR", "never use colour."),
  ]

  /// The entries of options as help lists them (`--lang en|ru`, its text).
  package static func entries(_ options: [(flag: String, text: Phrase)]) -> [Entry] {
    options.map { Entry($0.flag, $0.text(.en)) }
  }
}
