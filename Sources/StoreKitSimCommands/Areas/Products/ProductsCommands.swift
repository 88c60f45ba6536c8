import StoreKitSim

/// The app's products: its country list, products requests, fetchProductInfo and the store UI
/// (seeds 002 and 003), and the storefront delegate's policy.
enum ProductsCommands {
    static let all: [CommandSpec] = [
        CommandSpec(AvailabilityCommand.self), Settings.command(.delegateShouldContinue), CommandSpec(RequestCommand.self),
        CommandSpec(FetchCommand.self), CommandSpec(StoreCommand.self),
    ]

    /// This area's lines for `status`, printed.
    /// Counted in place (`World+ProductCounts`), not by building the lists.
    static func emitStatus(_ session: Session) {
        let counts = statusCounts(&session.world)
        session.emit(LineText("app products \(counts.app) (\(counts.withCountryList) with a country list)"))
        session.emit(ProductText.countLine(counts.store, "store"))
        session.emit(LineText("requests \(counts.requests) (\(counts.neverComplete) never complete)"))
    }

    /// Takes the world in place: asking the session's world for a computed count copied the whole
    /// world (a retain and a release of each of its parts) for each count.
    private static func statusCounts(_ world: inout World) -> (app: Int, withCountryList: Int, store: Int, requests: Int, neverComplete: Int) {
        let requests = world.products.requests
        return (world.appProductCount, world.appProductsWithCountryList, world.storeUIProductCount,
                requests.count, requests.count { $0.state == .released })
    }
}
