import Foundation

/// The options both executables share: where data comes from and how it is shown, for this run.
package struct RuntimeOptions: Sendable, Hashable {
  package var source: SourcePolicy.Mode = .auto
  package var isOffline = false
  package var isRefresh = false
  package var timeout: Duration = .seconds(10)
  /// `--connect-timeout`: how long making a connection may take, apart from the answer's timeout.
  package var connectTimeout: Duration = .seconds(3)
  package var apiURL: URL?
  /// The options features added (``FeatureOption``), by flag: a value as given, `""` for a
  /// switch that was set. A feature checks its own when it registers.
  package var featureValues: [String: String] = [:]
  package var cacheDirectory: String?
  package var language: Language?
  package var units: UnitSystem?
  /// `spacex` only: show times in UTC instead of `TZ`.
  package var usesUTC = false
  /// `spacex` only: never colour, whatever the terminal.
  package var disablesColor = false
  /// `spacex` only: `--format text|json|tsv|ics|svg` (`--json` for `json`).
  package var outputFormat: OutputFormat = .text
  /// `spacex` only, with `--format ics`: `--alarm SPAN` adds a reminder that long before each event.
  package var calendarAlarm: TimeInterval?

  package init() {}
}

/// How `spacex` writes an answer: text for people, the others for scripts and calendars.
package enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  case text
  /// The result object of the matching `spacex-rpc` method, one JSON document.
  case json
  /// A header line, then one line of tab-separated raw values per item.
  case tsv
  /// An iCalendar file of the listed launches.
  case ics
  /// A standalone SVG picture of a command's charts.
  case svg
}

extension RuntimeOptions {
  /// Flags that take a value, with what they accept (for help text and errors).
  package static let valueFlags: [String: String] = [
    "--source": "auto|live|cache|bundled",
    "--timeout": "SECONDS",
    "--connect-timeout": "SECONDS",
    "--api-url": "URL",
    "--cache-dir": "DIR",
    "--lang": "en|ru",
    "--units": "metric|imperial",
  ]
  package static let dataSwitches: Set<String> = ["--offline", "--refresh"]
  package static let displaySwitches: Set<String> = ["--utc", "--no-color", "--json"]
  /// Display flags that take a value, `spacex` only.
  package static let displayValueFlags: [String: String] = ["--format": "text|json|tsv|ics|svg", "--alarm": "SPAN"]

  /// Takes the shared options out of `arguments`, wherever they stand, and returns the rest in
  /// order. `--flag value` and `--flag=value` are both accepted; `--` ends option parsing.
  /// - Parameter allowsDisplayOptions: `--utc` and `--no-color` exist only in `spacex`.
  /// - Parameter featureOptions: the options the features add.
  package static func parse(
    _ arguments: [String], allowsDisplayOptions: Bool, featureOptions: [FeatureOption] = []
  ) throws(UsageError) -> (RuntimeOptions, [String]) {
    let features = Dictionary(featureOptions.map { ($0.flag, $0) }) { first, _ in first }
    var options = RuntimeOptions()
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      let (flag, inlineValue) = split(argument)
      let takesValue = features[flag].map { $0.value != nil } ?? false
      if valueFlags[flag] != nil || takesValue || (allowsDisplayOptions && displayValueFlags[flag] != nil) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else { throw .missingValue(for: flag) }
          value = try OptionSyntax.separateValue(arguments[index], for: flag)
          index += 1
        }
        if takesValue { options.featureValues[flag] = value } else { try options.apply(flag, value) }
      } else if features[argument] != nil {
        options.featureValues[argument] = ""
      } else if dataSwitches.contains(argument) || (allowsDisplayOptions && displaySwitches.contains(argument)) {
        options.apply(switch: argument)
      } else {
        rest.append(argument)
      }
    }
    if options.calendarAlarm != nil, options.outputFormat != .ics { throw .requires("--alarm", "--format ics") }
    return (options, rest)
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private mutating func apply(switch flag: String) {
    switch flag {
    case "--offline": isOffline = true
    case "--refresh": isRefresh = true
    case "--utc": usesUTC = true
    case "--json": outputFormat = .json
    default: disablesColor = true
    }
  }

  private mutating func apply(_ flag: String, _ value: String) throws(UsageError) {
    switch flag {
    case "--source": source = try Self.choice(value, flag)
    case "--lang": language = try Self.choice(value, flag)
    case "--units": units = try Self.choice(value, flag)
    case "--format": outputFormat = try Self.choice(value, flag)
    case "--alarm":
      guard let span = TimeSpan.parse(value) else {
        throw .invalidValue(
          value, for: flag,
          expected: Phrase(en: "a span like 30m or 1h, up to 100 years", ru: "промежуток: 30m, 1h, не больше 100 лет"))
      }
      calendarAlarm = span
    case "--timeout": timeout = try Self.seconds(value, flag)
    case "--connect-timeout": connectTimeout = try Self.seconds(value, flag)
    case "--api-url":
      apiURL = try Self.httpURL(value, flag)
    default:
      guard !value.isEmpty else {
        throw .invalidValue(value, for: flag, expected: Phrase(en: "a directory", ru: "каталог"))
      }
      cacheDirectory = value
    }
  }

  /// `value` as a duration of more than 0 and at most 3600 seconds.
  private static func seconds(_ value: String, _ flag: String) throws(UsageError) -> Duration {
    guard let seconds = Double(value), seconds > 0, let duration = Duration(checkedSeconds: seconds, maximum: 3600)
    else {
      throw .invalidValue(
        value, for: flag,
        expected: Phrase(
          en: "a number of seconds, more than 0 and at most 3600", ru: "число секунд, больше 0 и не больше 3600"))
    }
    return duration
  }

  /// `value` as an http or https URL with a host.
  package static func httpURL(_ value: String, _ flag: String) throws(UsageError) -> URL {
    guard let url = URL(string: value), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil
    else {
      throw .invalidValue(value, for: flag, expected: Phrase(en: "an http or https URL", ru: "адрес http или https"))
    }
    return url
  }

  private static func choice<T: RawRepresentable & CaseIterable>(_ value: String, _ flag: String) throws(UsageError)
    -> T
  where T.RawValue == String {
    guard let choice = T(rawValue: value) else {
      throw .invalidChoice(value, for: flag, choices: T.allCases.map(\.rawValue))
    }
    return choice
  }
}
