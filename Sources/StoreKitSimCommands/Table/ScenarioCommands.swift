import StoreKitSim

/// Placeholder: filled in by its area.
enum ScenarioCommands {
    static let all: [CommandSpec] = []

    /// This area's lines for `status`.
    static func statusLines(_ world: World) -> [String] { [] }
}
