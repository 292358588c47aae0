import Foundation

/// Text compared the way people type it: any case, any accents (`Türkmen` finds `turkmen`).
package enum TextFolding {
  /// Lower-cased, diacritics removed. Plain ASCII (nearly every name) skips Foundation's
  /// folding, which costs far more than the rest and matters over tens of thousands of names.
  package static func fold(_ text: String) -> String {
    text.everyUTF8Byte { $0 < 0x80 }
      ? text.lowercased() : text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }
}
