import Core
import JSONRPC

/// The words a client that draws lines says around them, in the session's language: what its
/// keys do (it names the keys itself, in its own hint line), the line it shows while a view
/// loads, and what it says when a key does nothing. The server gives them, so an editor keeps no
/// translation of its own; each drawn answer carries them, in the language its lines are in.
package struct ClientWords: Sendable, Hashable, Codable {
  package var open: String
  package var nextPage: String
  package var refresh: String
  package var filter: String
  package var openLink: String
  package var back: String
  package var close: String
  package var keys: String
  package var loading: String
  package var nothingToOpen: String
  package var noLink: String
  package var noFilter: String
  /// After a key's name: `* does nothing on this line`.
  package var doesNothingHere: String
  package var nothingBack: String
  package var stillLoading: String
  package var viewClosed: String

  /// The words in `language`, made once for each: every drawn answer carries them.
  package static func of(_ language: Language) -> ClientWords {
    switch language {
    case .en: english
    case .ru: russian
    }
  }

  private static let english = ClientWords(.en)
  private static let russian = ClientWords(.ru)

  private init(_ language: Language) {
    open = Phrase(en: "open", ru: "открыть")(language)
    nextPage = Phrase(en: "next page", ru: "следующая страница")(language)
    refresh = Phrase(en: "refresh", ru: "обновить")(language)
    filter = Phrase(en: "filter", ru: "фильтр")(language)
    openLink = Phrase(en: "open link", ru: "открыть ссылку")(language)
    back = Phrase(en: "back", ru: "назад")(language)
    close = Phrase(en: "close", ru: "закрыть")(language)
    keys = Phrase(en: "keys", ru: "клавиши")(language)
    loading = ScreenText.loading(language).trimmingTrailingNewline
    nothingToOpen = Phrase(en: "nothing to open on this line", ru: "на этой строке нечего открыть")(language)
    noLink = Phrase(en: "no link on this line", ru: "на этой строке нет ссылки")(language)
    noFilter = Phrase(en: "this screen has no filter", ru: "у этого экрана нет фильтра")(language)
    doesNothingHere = Phrase(en: "does nothing on this line", ru: "ничего не делает на этой строке")(language)
    nothingBack = Phrase(en: "nothing to go back to", ru: "назад некуда")(language)
    stillLoading = Phrase(en: "still loading", ru: "ещё загружается")(language)
    viewClosed = Phrase(
      en: "this view closed with its server; open it again",
      ru: "этот вид закрылся вместе с сервером; откройте его снова")(
        language)
  }
}

extension ClientWords: JSONWritable {
  package func write(to json: inout JSONWriter) {
    json.beginObject()
    json.member("back", back)
    json.member("close", close)
    json.member("doesNothingHere", doesNothingHere)
    json.member("filter", filter)
    json.member("keys", keys)
    json.member("loading", loading)
    json.member("nextPage", nextPage)
    json.member("noFilter", noFilter)
    json.member("noLink", noLink)
    json.member("nothingBack", nothingBack)
    json.member("nothingToOpen", nothingToOpen)
    json.member("open", open)
    json.member("openLink", openLink)
    json.member("refresh", refresh)
    json.member("stillLoading", stillLoading)
    json.member("viewClosed", viewClosed)
    json.endObject()
  }
}

extension String {
  fileprivate var trimmingTrailingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
