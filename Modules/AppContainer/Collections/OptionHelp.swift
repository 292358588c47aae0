import Core

/// A command's option lines in its help, as a collection's query and a declared query both write
/// them: each flag padded to one column, then what it does.
enum OptionHelp {
  static func lines(_ flags: [(flag: String, help: Phrase)]) -> [Phrase] {
    let width = (flags.map(\.flag.count).max() ?? 0) + 2
    return flags.map { flag, help in
      let padded = flag + String(repeating: " ", count: width - flag.count)
      return Phrase(en: padded + help.en, ru: padded + help.ru)
    }
  }
}
