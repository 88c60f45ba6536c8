import StoreKitSim

/// Each area's lines for `status`, in area order.
enum StatusReport {
    /// Each area prints its lines as it makes them: a list per area, joined into one, was seven
    /// arrays and a copy of every line per `status`.
    static func emitAreas(_ session: Session) {
        CatalogCommands.emitStatus(session)
        ProductsCommands.emitStatus(session)
        PaymentCommands.emitStatus(session)
        SubscriptionCommands.emitStatus(session)
        ProductPageCommands.emitStatus(session)
        ExternalPurchaseCommands.emitStatus(session)
    }
}
