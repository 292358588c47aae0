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
      ] + GlobalOptionsHelp.lines(GlobalOptionsHelp.dataOptions(adding: options), language: language)
    return lines.joined(separator: "\n") + "\n"
  }
}
