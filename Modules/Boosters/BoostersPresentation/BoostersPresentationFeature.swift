import AppContainer
import BoostersDomain
import Core
import Foundation
import JSONRPC

extension Feature {
  /// The boosters: their list and careers as commands, methods and screens (on the home screen),
  /// and their serials for completion.
  package static let boostersPresentation = Feature(
    name: "boosters.presentation", needs: [ServiceKey((any BoosterRepository).self)]
  ) { container in
    let boosters = try container.resolve((any BoosterRepository).self)
    try container.commands.register(BoosterCommands.list)
    try container.commands.register(BoosterCommands.detail)
    try BoosterMethods.register(boosters, in: &container.methods)
    try container.screens.register(BoosterScreens.list(boosters))
    try container.screens.register(BoosterScreens.detail(boosters))
    // A launch card offers its boosters (`b1062` in browse, `gb1062` in spacex.nvim).
    container.contributeLinks(
      LinkContribution(screen: "launch", opens: "booster", subject: ["launch", "id"]) { launchID in
        let all = (try? await boosters.boosters(refresh: false).value) ?? []
        return all.filter { $0.flights.contains { $0.launchID == launchID } }.sorted { $0.serial < $1.serial }.map {
          ScreenLink(
            key: $0.serial.lowercased().replacingOccurrences(of: " ", with: ""), title: BoostersStrings.booster,
            screen: "booster", params: .object(["id": .string($0.id)]), heading: $0.serial)
        }
      })
    container.completions.register(.argument(command: BoosterCommands.detail.name)) {
      ((try? await boosters.boosters(refresh: false).value) ?? []).map(\.serial)
    }
  }
}
