import Foundation
import StoreKitSim
import StoreKitSimCommands
import Testing
@testable import StoreKitSimulator

/// A command the library runs that the world refuses surfaces as StoreKit's error where StoreKit
/// has one (Product.PurchaseError, StoreKitError), and as StoreKitSimulatorError only for the
/// test's own misuse of the simulator.
struct StoreKitErrorMappingTests {
    /// Each diagnostic code StoreKit has an error for, and one it has not.
    @Test(arguments: [
        ("product-not-fetched", "productUnavailable"), ("unknown-product", "productUnavailable"),
        ("bad-quantity", "invalidQuantity"), ("unknown-offer", "invalidOfferIdentifier"),
        ("unknown-offer-code", "invalidOfferIdentifier"), ("not-eligible", "ineligibleForOffer"),
        ("code-ineligible", "ineligibleForOffer"),
    ])
    func purchaseErrorsAreStoreKits(code: String, expected: String) throws {
        let error = OutcomeFailure.error(of: failed(code))
        let thrown = try #require(error as? Product.PurchaseError, "\(code) threw \(error)")
        #expect(thrown.rawValue == expected)
    }

    @Test func anOlderSystemThrowsUnsupported() {
        #expect(OutcomeFailure.error(of: failed("api-needs-newer-os")) as? StoreKitError == .unsupported)
    }

    @Test func aMisuseStaysTheSimulators() throws {
        let error = OutcomeFailure.error(of: failed("unknown-transaction", message: "no transaction 't9'"))
        #expect(error as? StoreKitSimulatorError == .commandFailed(command: "refund t9", message: "no transaction 't9'"))
    }

    /// buyProduct(identifier:options:) with a quantity `buy` refuses throws invalidQuantity.
    @Test func buyProductWithABadQuantityIsInvalidQuantity() throws {
        let session = SKTestSession()
        #expect(throws: Product.PurchaseError.invalidQuantity) {
            try session.buyProduct(identifier: "com.example.gems", options: [.quantity(11)])
        }
        #expect(throws: StoreKitSimulatorError.self) { try session.expireSubscription(productIdentifier: "com.example.gems") }
    }

    private func failed(_ code: String, message: String = "refused") -> Outcome {
        Outcome(command: "refund t9", ok: false, clock: VirtualClock.start, error: Diagnostic(code: code, message: message))
    }
}
