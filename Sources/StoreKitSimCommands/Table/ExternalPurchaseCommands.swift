import StoreKitSim

/// Placeholder: filled in by its area.
enum ExternalPurchaseCommands {
    static let all: [CommandSpec] = []

    /// This area's lines for `status`.
    static func statusLines(_ world: World) -> [String] { [] }
}

extension ExternalPurchaseCommands {
    /// `cancel` while the disclosure notice is up: showNotice returns cancelled.
    static func cancelNotice(_ session: Session) throws {
        throw SimulationError(code: "not-implemented", message: "external purchase is not simulated yet")
    }
}
