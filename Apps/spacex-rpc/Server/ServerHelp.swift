import AppContainer
import Core
import Foundation

/// `spacex-rpc --help` and `--version`.
enum ServerHelp {
  /// - Parameter options: the global options the features add.
  static func answer(to arguments: [String], options: [FeatureOption]) -> String? {
    if arguments.contains("--version") { return "spacex-rpc \(AppInfo.version)\n" }
    guard arguments.contains("--help") || arguments.contains("-h") else { return nil }
    let language = Language.preferred(environment: ProcessInfo.processInfo.environment)
    let lines =
      [
        Phrase(
          en: "spacex-rpc: SpaceX data over JSON-RPC 2.0 on stdin/stdout, for editors.",
          ru: "spacex-rpc: данные SpaceX по JSON-RPC 2.0 через stdin/stdout, для редакторов.")(language),
        "",
        Phrase(en: "Usage: spacex-rpc [options]", ru: "Использование: spacex-rpc [параметры]")(language),
        "",
        Phrase(
          en: "Framing: LSP (Content-Length), or one JSON message per line when input starts with { or [.",
          ru: "Кадры: как в LSP (Content-Length) или по сообщению в строке, если ввод начинается с { или [.")(
            language),
        Phrase(
          en: "Methods: send rpc.discover for the OpenRPC description of every method.",
          ru: "Методы: rpc.discover возвращает описание всех методов в формате OpenRPC.")(language),
        "",
        Phrase(en: "Options:", ru: "Параметры:")(language),
      ] + GlobalOptionsHelp.lines(GlobalOptionsHelp.dataOptions(adding: options) + otherOptions, language: language)
    return lines.joined(separator: "\n") + "\n"
  }

  /// What `spacex-rpc` takes besides the data options: the help, the manual page, the version.
  private static let otherOptions: [(flag: String, text: Phrase)] = [
    ("--manual", Phrase(en: "print the manual page, spacex-rpc(1)", ru: "вывести страницу руководства spacex-rpc(1)")),
    ("--help, -h", Phrase(en: "show help", ru: "показать справку")),
    ("--version", Phrase(en: "show the version", ru: "показать версию")),
  ]

  /// `spacex-rpc --manual`: the help as the manual page spacex-rpc(1), with every method and
  /// notification this server has, which `Apps/install` installs.
  static func manualPage(methods: MethodRegistry, options: [FeatureOption]) -> String {
    var page = ManualPage(name: "spacex-rpc", summary: "SpaceX data over JSON-RPC 2.0 on stdin and stdout, for editors")
    page.section("Synopsis", paragraphs: ["spacex-rpc [options]", "spacex-rpc --manual"])
    page.section(
      "Description",
      paragraphs: [
        "spacex-rpc answers JSON-RPC 2.0 requests on stdin with replies on stdout, as editors drive a language "
          + "server: framed as LSP does (Content-Length headers), or one JSON message a line when the input "
          + "starts with { or [. Diagnostics go to stderr; stdout carries nothing but frames.",
        "rpc.discover answers with the OpenRPC description of every method below, its params, results and "
          + "errors, and the screens (x-screens) an editor draws through view.open.",
      ])
    page.section(
      "Methods",
      entries: (methods.all.map { ManualPage.Entry($0.name.rawValue, $0.summary) }
        + OpenRPCDocument.lifecycleSummaries.map { ManualPage.Entry($0.key, $0.value) }).sorted { $0.term < $1.term })
    page.section(
      "Notifications", entries: methods.notifications.map { ManualPage.Entry($0.name.rawValue, $0.summary) })
    page.section(
      "Options",
      entries: ManualPage.entries(
        GlobalOptionsHelp.dataOptions(adding: options) + otherOptions))
    page.section("Environment", entries: ManualPage.environment)
    page.section(
      "Exit status",
      entries: [
        ManualPage.Entry("0", "stdin ended, or an exit notification came after shutdown (as in LSP)."),
        ManualPage.Entry("1", "exit came without shutdown, or the server could not start."),
        ManualPage.Entry("2", "a usage error in the options (one line on stderr)."),
      ])
    page.section("See also", paragraphs: ["spacex(1)"])
    return page.text
  }
}
