import StoreKitSim

/// Placeholder: filled in by its area.
enum PaymentCommands {
    static let all: [CommandSpec] = []

    /// This area's lines for `status`.
    static func statusLines(_ world: World) -> [String] { [] }
}

extension PaymentCommands {
    /// `buy ID [--quantity N]`: adds a payment (called by `SheetCommands`).
    static func buy(_ session: Session, productID: String, quantity: Int) throws {
        throw SimulationError(code: "not-implemented", message: "payments are not simulated yet")
    }

    /// `cancel` while the payment sheet is up: the customer cancels (paymentCancelled).
    static func cancelSheet(_ session: Session) throws {
        throw SimulationError(code: "not-implemented", message: "payments are not simulated yet")
    }
}
