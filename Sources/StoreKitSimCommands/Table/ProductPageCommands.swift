import StoreKitSim

/// Placeholder: filled in by its area.
enum ProductPageCommands {
    static let all: [CommandSpec] = []

    /// This area's lines for `status`.
    static func statusLines(_ world: World) -> [String] { [] }
}

extension ProductPageCommands {
    /// `buy` while the product page is presented: the customer buys the page's item.
    static func buyOnPage(_ session: Session) throws {
        throw SimulationError(code: "not-implemented", message: "product pages are not simulated yet")
    }
}
