import AppContainer
import Core
import Foundation
import JSONRPC
import TerminalBrowser

/// `spacex browse`: the app's screens, line by line. It renders screens and maps keys to their
/// inputs and links; what a screen holds and where it leads is the screen's own business.
struct Browser {
  let container: AppContainer
  /// The screens opened, each with the link that opened it (`nil` for the home screen), whose
  /// screen name and params other features' actions need.
  private var stack: [(screen: any Screen, link: ScreenLink?)] = []
  /// When stdin is not a terminal the typed line is echoed, so a scripted session reads well.
  private let echoesInput = isatty(STDIN_FILENO) == 0

  private let width: Int?

  init(container: AppContainer, width: Int?) {
    self.container = container
    self.width = width
  }

  /// - Parameter screens: every screen registered, for the keys that work everywhere.
  static func command(screens: ScreenRegistry) -> TextCommand {
    let everywhere = globalKeys(screens).map { key in
      Phrase(en: "\(key.key) \(key.title.en.lowercased())", ru: "\(key.key) — \(key.title.ru.lowercased())")
    }
    return TextCommand(
      name: "browse",
      abstract: Phrase(en: "Browse every screen interactively", ru: "Интерактивный просмотр всех экранов"),
      usage: "spacex browse [SCREEN] [--plain]",
      help: [
        Phrase(
          en:
            "On a terminal it is full screen: the arrows or j k move, Enter opens, Esc goes back, / finds or searches, f filters, n and p page, r refresh, s settings, Ctrl-Z stops, ? help, q quits.",
          ru:
            "В терминале — на весь экран: стрелки или j k — выбор, Enter — открыть, Esc — назад, / — найти или искать, f — фильтры, n и p — страницы, r — обновить, s — настройки, Ctrl-Z — остановить, ? — справка, q — выход."
        ),
        Phrase(
          en: "--plain, or through a pipe: the line mode, a screen at a time:",
          ru: "--plain или через канал: построчный режим, экран за экраном:"),
        Phrase(
          en: (["A number + Enter opens that row; n next page, f filter, b back"] + everywhere.map(\.en)
            + ["? help, q quit."]).joined(separator: ", "),
          ru: (["Номер + Enter открывает строку; n — дальше, f — фильтр, b — назад"] + everywhere.map(\.ru)
            + ["? — справка, q — выход."]).joined(separator: ", ")),
        Phrase(
          en: "SCREEN starts there instead of on the home screen (b goes home): "
            + startNames(screens).joined(separator: ", "),
          ru: "SCREEN — начать с этого экрана, а не с главного (b — на главный): "
            + startNames(screens).joined(separator: ", ")),
        Phrase(
          en: "Works with piped input too: printf '2\\nq\\n' | spacex browse",
          ru: "Работает и с вводом из канала: printf '2\\nq\\n' | spacex browse"),
      ]
    ) { context in
      let plain = context.arguments.contains("--plain")
      let start = try startScreen(context.arguments.filter { $0 != "--plain" }, context.screens)
      // Full screen on a terminal that can draw it; the line mode through pipes, on `TERM=dumb`
      // and when asked for.
      if !plain, ProcessInfo.processInfo.environment["TERM"].map({ $0 != "dumb" && !$0.isEmpty }) ?? false,
        let terminal = TerminalMode()
      {
        let browser = FullScreenBrowser(
          container: context.app, terminal: terminal, colour: context.formatter.usesColor)
        try await browser.run(startingOn: start)
        return CommandOutput("")
      }
      var browser = Browser(container: context.app, width: context.formatter.width)
      try await browser.run(startingOn: start)
      return CommandOutput("")
    }
  }

  /// Built anew for every screen drawn, so a settings change shows at once.
  private var formatter: DisplayFormatter {
    var formatter = container.core.formatter()
    formatter.width = width
    return formatter
  }
  private var language: Language { formatter.language }

  /// The screens `spacex browse SCREEN` starts on: the home screen's, in its order.
  static func startNames(_ screens: ScreenRegistry) -> [String] {
    screens.all.filter { $0.home != nil }.sorted { ($0.home?.order ?? 0) < ($1.home?.order ?? 0) }.map(\.name.rawValue)
  }

  /// The link to the screen the arguments name, if any.
  /// - Throws: ``UsageError`` for more than one argument, or a name that is not a home screen's.
  private static func startScreen(_ arguments: [String], _ screens: ScreenRegistry) throws -> ScreenLink? {
    guard let name = arguments.first else { return nil }
    if arguments.count > 1 { throw UsageError.unexpectedArgument(arguments[1]) }
    guard let factory = screens[named: name.lowercased()], let home = factory.home else {
      throw UsageError.invalidChoice(name, for: "SCREEN", choices: startNames(screens))
    }
    return ScreenLink(title: home.title, screen: factory.name)
  }

  /// Top-level screens with a key of their own, in home-screen order.
  private static func globalKeys(_ screens: ScreenRegistry) -> [(key: String, title: Phrase, screen: ScreenName)] {
    screens.all.compactMap { factory in
      factory.home.flatMap { home in home.key.map { (home.order, (key: $0, title: home.title, screen: factory.name)) } }
    }
    .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// - Parameter start: a screen to open above the home screen, as if chosen there.
  mutating func run(startingOn start: ScreenLink? = nil) async throws {
    // Registered with the last feature: `browse` assembles every one.
    guard let home = container.screens[.home] else { throw RegistrationError.missing("the home screen") }
    stack.append((try await home.open(nil), nil))
    if let start { try await open(start) }
    var redraws = true
    while let (screen, link) = stack.last {
      let actions = link.map { container.actions.on($0.screen) } ?? []
      let hints = await hints(for: screen, named: link?.screen, actions: actions)
      // After `?` the screen stays above the help: only the key line comes again.
      write((redraws ? await heading(of: screen) + (await screen.text(formatter)) + "\n" : "") + hints + "\n")
      guard let line = prompt() else { return }
      guard let outcome = try await handle(line, on: screen, actions: actions, params: link?.params) else { return }
      redraws = outcome
    }
  }

  /// Where this screen is (`Rockets › Falcon 9 › Launches`) and the filters in force, above it.
  private func heading(of screen: any Screen) async -> String {
    guard stack.count > 1 else { return "" }
    // A heading is a name from the data (a rocket's, a launch's): one line, whatever it holds.
    let path = stack.dropFirst().compactMap {
      $0.link.map { TerminalText.singleLine($0.heading ?? $0.title(language).capitalizedFirst) }
    }
    let line = TextStyle.bold(path.joined(separator: " › "), if: formatter.usesColor)
    return [line, await ScreenText.filters(of: screen, language)].compactMap { $0 }.joined(separator: "\n") + "\n"
  }

  /// The keys that work on this screen, and those that work everywhere.
  private func hints(for screen: any Screen, named name: ScreenName?, actions: [ScreenAction]) async -> String {
    var keys: [(key: String, title: Phrase)] = []
    if await screen.destination(ofRow: 1) != nil { keys.append(("[number]", BrowserStrings.open)) }
    if screen.inputs.contains(.paging) { keys.append(("n", BrowserStrings.nextPage)) }
    if screen.filter != nil { keys.append(("f", BrowserStrings.filter)) }
    keys += await screen.links().map { ($0.key, $0.title) }
    keys += actions.map { ($0.key, $0.title) }
    if stack.count > 1 { keys.append(("b", BrowserStrings.back)) }
    // A screen's own global key is no hint on that screen itself.
    keys += Self.globalKeys(container.screens).filter { $0.screen != name }.map { ($0.key, $0.title) }
    return BrowserStrings.hints(keys, language, width: width)
  }

  /// Applies one typed line: `nil` to quit, else whether to draw the screen again.
  private mutating func handle(
    _ line: String, on screen: any Screen, actions: [ScreenAction], params: JSONValue?
  ) async throws -> Bool? {
    let words = line.split(separator: " ").map(String.init)
    switch words.first?.lowercased() {
    case nil: return true
    case "q": return nil
    case "?":
      // What this screen takes, between what every screen does.
      let lines = [
        BrowserStrings.helpIntro(language),
        await screen.destination(ofRow: 1) != nil ? BrowserStrings.rowsHelp(language) : nil,
        screen.inputs.contains(.paging) ? BrowserStrings.pagingHelp(language) : nil,
        screen.filter.map { BrowserStrings.filterHelp($0.syntax(language), language) }, screen.typing?(language),
        (stack.count > 1 ? BrowserStrings.helpClosing : BrowserStrings.helpClosingAtStart)(language),
      ]
      write(lines.compactMap { $0 }.joined(separator: "\n") + "\n")
      return false
    case "b":
      if stack.count > 1 { stack.removeLast() } else { write(BrowserStrings.atStart(language) + "\n") }
    case "n" where !screen.inputs.contains(.paging):
      write(BrowserStrings.noPages(language) + "\n")
      return false
    case "f" where screen.filter == nil:
      write(BrowserStrings.noFilter(language) + "\n")
      return false
    case "n":
      // Saying so beats redrawing the same list without a word.
      let shown = await screen.render(formatter).snapshot.itemCount
      if await report({ try await screen.send(.nextPage) }) != nil,
        await screen.render(formatter).snapshot.itemCount == shown
      {
        write(BrowserStrings.noNextPage(language) + "\n")
      }
    case "r": await report { try await screen.send(.refresh) }
    case "f":
      guard let filter = screen.filter else { return false }
      write(BrowserStrings.filterPrompt(filter.syntax(language), language))
      if let typed = prompt() { await report { try await screen.send(.setQuery(Self.query(typed, filter))) } }
    case let first? where Int(first) != nil:
      if let link = await screen.destination(ofRow: Int(first) ?? 0) {
        try await open(link)
      } else {
        write(BrowserStrings.noSuchRow(first, language) + "\n")
        return false
      }
    case let key?:
      if let action = actions.first(where: { $0.key == key }) {
        let language = self.language
        if let message = await report({ try await action.run(params, language) }) { write(message + "\n") }
      } else if let link = await screen.links().first(where: { $0.key == key }) {
        try await open(link)
      } else if let global = container.screens.all.first(where: { $0.home?.key == key }) {
        // A top-level screen's own key (the settings' `s`) works from anywhere.
        try await open(ScreenLink(title: global.home?.title ?? Phrase(en: key, ru: key), screen: global.name))
      } else {
        let handled = await report { try await screen.command(words) }
        if handled == false {
          write(BrowserStrings.unknown(line, language) + "\n")
          return false
        }
      }
    }
    return true
  }

  private mutating func open(_ link: ScreenLink) async throws {
    guard let factory = container.screens[link.screen] else { return }
    let screen = try await factory.open(link.params)
    try await screen.send(.load)
    stack.append((screen, link))
  }

  /// `status failed`, `year 2015`, `search crew`, `sort oldest`; `clear` resets the screen's
  /// filter fields.
  private static func query(_ line: String, _ filter: ScreenFilter) -> [String: JSONValue] {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard let field = words.first?.lowercased() else { return [:] }
    if field == "clear" {
      return Dictionary(uniqueKeysWithValues: filter.names.map { ($0, JSONValue.null) })
    }
    return [field: words.count > 1 ? .string(words[1]) : .null]
  }

  /// Runs `action`, telling the user (not ending the session) when it fails.
  @discardableResult
  private func report<T>(_ action: () async throws -> T) async -> T? {
    do {
      return try await action()
    } catch {
      let message = ScreenText.message(of: error, language)
      write(Phrase(en: "Error: ", ru: "Ошибка: ")(language) + message + "\n")
      return nil
    }
  }

  private func prompt() -> String? {
    write("> ")
    guard let line = readLine(strippingNewline: true) else {
      write("\n")
      return nil
    }
    if echoesInput { write(line + "\n") }
    return line.trimmingCharacters(in: .whitespaces)
  }

  private func write(_ text: String) {
    StandardStream.output.write(TerminalText.forTerminal(text))
  }
}

extension AppContainer {
  /// Adds this frontend's own commands, the text browser and the completion scripts, to the
  /// assembled app: both walk every screen, key and value the features registered, and get the
  /// finished app in their context when they run.
  mutating func registerTerminalCommands() throws {
    try commands.register(Browser.command(screens: screens))
    try commands.register(Completions.command())
    completions.register(.argument(command: "completions"), fixed: ["bash", "zsh", "fish"])
    completions.register(.argument(command: "browse"), fixed: Browser.startNames(screens))
  }
}
