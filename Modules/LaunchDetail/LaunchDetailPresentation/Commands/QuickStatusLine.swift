import AppContainer
import Core
import Foundation
import LaunchesDomain

/// `spacex next --line` answered before anything is assembled: a bar redraws it every few
/// seconds, so it reads the record of the launches to come (``NextLaunchDigest``), the headers of
/// the copies it was taken from and the settings, and builds nothing else. It answers only where it gives what the whole
/// path (``StatusLine/current(launches:rocket:width:now:language:)``) would: the words it reads
/// are the command's own and `--cache-dir`, `--lang`; the environment holds nothing it does not
/// understand; the record still stands for the cache and is fresh. Anything else (another option,
/// a stale or missing record, `--rocket`, an error to report) is left to the whole path.
enum QuickStatusLine {
  /// The line for `arguments` (the words after the program's name), or `nil` to leave it to the
  /// whole path. `now` stands in for the clock in tests.
  static func line(_ arguments: [String], environment: [String: String], now: Date? = nil) -> String? {
    guard let words = Words(arguments), words.command == NextCommand.name, words.line,
      !environment.contains(where: { name, value in
        name.hasPrefix("SPACEX_") && !value.isEmpty && !understoodEnvironment.contains(name)
      }),
      // The clock and the cache window are read as the whole path reads them.
      let clock = try? AppClock.from(environment: environment),
      let window = try? AppPaths.cacheFreshness(environment: environment)
    else { return nil }
    let cache = FileCacheStore(
      directory: AppPaths.cacheDirectory(option: words.cacheDirectory, environment: environment))
    guard let stored = cache.entry(for: NextLaunchDigest.cacheKey),
      let digest = NextLaunchDigest(decoding: stored.data)
    else { return nil }
    let moment = now ?? clock.now()
    // A copy that cannot be read is said in this line's words (it fetches nothing); the record
    // beside it still answers as that copy was when it was made.
    var unreadable: [String: String] = [:]
    guard
      let (entry, provenance, unread) = digest.answer(
        now: moment, window: window.timeInterval, mergesLaunchLibrary: true,
        fetchedAt: { key in
          do {
            return try cache.readFetchedAt(for: key)?.timeIntervalSince1970
          } catch {
            unreadable[key] = "\(error)"
            return nil
          }
        })
    else { return nil }
    for key in unread {
      let why = unreadable[key].map { ": \($0)" } ?? " (it is gone)"
      Log.error(
        "the cached copy \(cache.fileURL(for: key).path) could not be read\(why); the line is from the record of"
          + " the launches to come kept beside it")
    }
    let language =
      words.language
      ?? FileSettingsStore(
        directory: AppPaths.configDirectory(environment: environment),
        defaults: Settings(language: Language.preferred(environment: environment))
      ).load().language
    return StatusLine.text(entry, provenance: provenance, now: moment, width: words.width, language: language)
  }

  /// The variables it reads, or knows change nothing of the line and stop no command. Any other
  /// `SPACEX_` variable is the whole path's: the APIs' addresses, which it checks though the line
  /// asks neither, and whatever a feature checks for every command (a bad value is then every
  /// command's error, this one's too).
  private static let understoodEnvironment = [
    "SPACEX_CACHE_DIR", "SPACEX_CONFIG_DIR", "SPACEX_CACHE_TTL", "SPACEX_NOW", "SPACEX_CLOCK_RATE",
    "SPACEX_CLOCK_SINCE", "SPACEX_LOG", "SPACEX_LL2_TOKEN", "SPACEX_LL2_BUDGET",
  ]

  /// The words this path reads; `nil` for any other.
  private struct Words {
    var command: String?
    var line = false
    var width = StatusLine.defaultWidth
    var cacheDirectory: String?
    var language: Language?

    init?(_ arguments: [String]) {
      var rest = arguments[...]
      var seen: [String] = []
      while let word = rest.popFirst() {
        let (name, attached) = Self.split(word)
        // Twice is the whole path's to refuse; the command's own words come after it.
        guard !seen.contains(name) else { return nil }
        seen.append(name)
        switch name {
        case Offer.statusLineFlag where attached == nil && command != nil: line = true
        case "--width" where command != nil, "--cache-dir", "--lang":
          guard let value = attached ?? rest.popFirst(), !value.isEmpty else { return nil }
          switch name {
          case "--width":
            guard let number = Int(value), StatusLine.widths.contains(number) else { return nil }
            width = number
          case "--cache-dir": cacheDirectory = value
          default:
            guard let chosen = Language(rawValue: value) else { return nil }
            language = chosen
          }
        default:
          guard command == nil, !word.hasPrefix("-") else { return nil }
          command = word
        }
      }
    }

    /// `--name=value` as its two parts.
    private static func split(_ word: String) -> (String, String?) {
      guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
      return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
  }
}

extension QuickAnswer {
  /// `spacex next --line` from the record of the launches to come (``QuickStatusLine``).
  package static let nextLine = QuickAnswer(command: NextCommand.name) { arguments, environment in
    QuickStatusLine.line(arguments, environment: environment).map { $0 + "\n" }
  }
}
