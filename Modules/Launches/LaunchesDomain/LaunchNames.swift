import Core
import Foundation

/// Every name a launch answers to when a person types it: its own, the other source's, and the
/// short forms people use for Starship's flight tests.
package enum LaunchNames {
  package static func all(of launch: Launch, isStarship: Bool) -> [String] {
    let names = [launch.name] + launch.otherNames
    guard isStarship, let number = names.lazy.compactMap(flightNumber).first else { return names }
    return names + ["IFT-\(number)", "Flight \(number)", "Starship Flight \(number)"]
  }

  /// The number of a Starship flight test named `Flight 5`, `Starship | Flight 5`,
  /// `Integrated Flight Test 3` or `IFT-4`.
  package static func flightNumber(_ name: String) -> Int? {
    let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0 != "starship" }
    guard let last = words.last, let number = Int(last), number > 0 else {
      // `IFT4` written as one word.
      if words.count == 1, let word = words.first, word.hasPrefix("ift"), let number = Int(word.dropFirst(3)) {
        return number
      }
      return nil
    }
    switch Array(words.dropLast()) {
    case ["flight"], ["ift"], ["integrated", "flight", "test"], ["flight", "test"]: return number
    default: return nil
    }
  }
}
