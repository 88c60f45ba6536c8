import StoreKitSim

/// A purchase(options:) call waiting for its transaction to settle.
struct PurchaseWaiter {
    var id: Int
    var productID: String
    var continuation: CheckedContinuation<Result<PurchaseOutcome, StoreKitSimulatorError>, Never>
}

/// What a purchase(options:) call ends with.
enum PurchaseOutcome: Sendable {
    case result(Product.PurchaseResult)
    case threw(SimulatedError)
}
