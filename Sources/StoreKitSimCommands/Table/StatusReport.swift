import StoreKitSim

/// Each area's lines for `status`, in area order.
enum StatusReport {
    /// Appended to one list sized for the usual report, not concatenated pair by pair.
    static func areaLines(_ session: Session) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(32)
        lines += CatalogCommands.statusLines(session)
        lines += ProductsCommands.statusLines(session)
        lines += PaymentCommands.statusLines(session)
        lines += SubscriptionCommands.statusLines(session)
        lines += ProductPageCommands.statusLines(session)
        lines += ExternalPurchaseCommands.statusLines(session)
        return lines
    }
}
