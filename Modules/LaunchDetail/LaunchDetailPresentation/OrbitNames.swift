import Core
import LaunchesDomain

/// The orbits Launch Library 2 names, in both languages, by its abbreviation; an orbit not here is
/// called by LL2's own name (in English, whatever the language: the only name we have).
enum OrbitNames {
  static func name(of orbit: LaunchOrbit, _ language: Language) -> String {
    let name = orbit.abbrev.flatMap { russian[$0] }.map { language == .ru ? $0 : orbit.name } ?? orbit.name
    let cleaned = TerminalText.singleLine(name)
    guard let abbrev = orbit.abbrev.map(TerminalText.singleLine), abbrev != cleaned else { return cleaned }
    return "\(cleaned) (\(abbrev))"
  }

  private static let russian: [String: String] = [
    "LEO": "Низкая околоземная орбита",
    "VLEO": "Сверхнизкая околоземная орбита",
    "SSO": "Солнечно-синхронная орбита",
    "PO": "Полярная орбита",
    "MEO": "Средняя околоземная орбита",
    "GTO": "Геопереходная орбита",
    "GEO": "Геостационарная орбита",
    "GSO": "Геосинхронная орбита",
    "HEO": "Высокоэллиптическая орбита",
    "TLI": "Траектория полёта к Луне",
    "LO": "Окололунная орбита",
    "Sub": "Суборбитальный полёт",
    "Helio-N/A": "Гелиоцентрическая орбита",
  ]
}
