import StoreKitSim

/// Each area's lines for `status`, in area order.
enum StatusReport {
    static func areaLines(_ session: Session) -> [String] {
        CatalogCommands.statusLines(session) + ProductsCommands.statusLines(session) + PaymentCommands.statusLines(session)
            + SubscriptionCommands.statusLines(session)
            + ProductPageCommands.statusLines(session) + ExternalPurchaseCommands.statusLines(session.world)
    }
}
