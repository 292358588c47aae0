import Foundation

/// A vehicle's serial as people write it: one letter, then its number (`B1062`, `C206`).
package enum Serial {
  /// The serial however a source writes it (`b1062`, `B 1062`), its letter in capitals; another
  /// name (`Booster 20`) as it is, trimmed; `nil` for none at all (LL2's `Unknown F9`, a blank).
  package static func normalized(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.lowercased().hasPrefix("unknown") else { return nil }
    let compact = trimmed.replacingOccurrences(of: " ", with: "")
    return number(of: compact) != nil ? compact.uppercased() : trimmed
  }

  /// `1062` for `B1062`: what people type for it; `nil` for a name that is no letter and number.
  package static func number(of serial: String) -> String? {
    guard serial.count > 1, serial.first?.isLetter == true, serial.dropFirst().allSatisfy(\.isNumber) else {
      return nil
    }
    return String(serial.dropFirst())
  }

  /// Every name it answers to: the serial, and its number alone.
  package static func names(_ serial: String) -> [String] {
    [serial] + [number(of: serial)].compactMap { $0 }
  }
}
