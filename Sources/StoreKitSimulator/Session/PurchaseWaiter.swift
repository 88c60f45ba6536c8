import StoreKitSim

/// A purchase(options:) call whose payment sheet is up, waiting for the command that answers it.
struct PurchaseWaiter {
    var id: Int
    var productID: ProductID
    var continuation: CheckedContinuation<Result<PurchaseOutcome, any Error>, Never>
}

/// What a purchase(options:) call ends with.
enum PurchaseOutcome: Sendable {
    case result(Product.PurchaseResult)
    case threw(SimulatedError)
}
