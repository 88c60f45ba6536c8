import StoreKitSim

/// Each area's lines for `status`, in area order.
enum StatusReport {
    static func areaLines(_ world: World) -> [String] {
        CatalogCommands.statusLines(world) + ProductsCommands.statusLines(world) + PaymentCommands.statusLines(world)
            + ProductPageCommands.statusLines(world) + ExternalPurchaseCommands.statusLines(world)
    }
}
