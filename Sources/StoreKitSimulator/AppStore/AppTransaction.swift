import Foundation
import StoreKitSim
import StoreKitSimSigning

/// StoreKit 2's AppTransaction: the app's own signed purchase record.
///
/// Differs from StoreKit: `originalPlatform` is only in `jsonRepresentation`.
public struct AppTransaction: Sendable, Hashable, JWSCarrying {
    public let appID: UInt64?
    public let appVersion: String
    public let originalAppVersion: String
    public let bundleID: String
    public let originalPurchaseDate: Date
    public let environment: AppStore.Environment
    public let signedDate: Date
    /// As on Transaction: SHA-384 of the nonce and `AppStore.deviceVerificationID`.
    public var deviceVerification: Data { lazyJWS.deviceVerification }
    public var deviceVerificationNonce: UUID { lazyJWS.deviceVerificationNonce }
    /// AppTransaction.appTransactionID: the customer's app transaction, the same in every
    /// transaction of the customer and app (Transaction.appTransactionID); on the sharing family
    /// member's device, that member's own ("unique for each family group member").
    public let appTransactionID: String
    /// The decoded JWS payload (the App Store Server API's AppTransaction fields), as UTF-8 JSON.
    public var jsonRepresentation: Data { lazyJWS.jsonRepresentation }
    let lazyJWS: LazyJWS?
    var jws: String { lazyJWS?.value ?? "" }

    /// AppTransaction.shared, or the error `setSimulatedError(_:forAPI: .appTransaction)` set.
    public static var shared: VerificationResult<AppTransaction> {
        get async throws {
            let store = try await SessionBinding.current("AppTransaction.shared", waiting: true)
            return try store.locked { store in
                let world = store.session.world
                if let error = world.simulatedError(for: .appTransaction) { throw error.thrown }
                let signed = store.signer.appTransaction(in: WorldSnapshot(world))
                // "In the sandbox and xcode environments, this value is nil" (AppTransaction.appID).
                let appID = world.storeKit2.signingEnvironment.carriesAppAppleID ? UInt64(exactly: world.app.appAppleID) : nil
                let value = AppTransaction(appID: appID, appVersion: "1", originalAppVersion: "1",
                                           bundleID: world.app.bundleID, originalPurchaseDate: Date(virtual: store.clockStart),
                                           environment: AppStore.Environment(rawValue: world.storeKit2.signingEnvironment.payloadValue),
                                           signedDate: Date(virtual: world.clock.now),
                                           appTransactionID: SignedPayloads.appTransactionID(of: world.device.account), lazyJWS: signed)
                return VerificationResult(value, error: world.storeKit2.verificationError)
            }
        }
    }

    /// AppTransaction.refresh(): asks the App Store for the app transaction again (the simulated
    /// App Store's is always current), or throws the error
    /// `setSimulatedError(_:forAPI: .appTransaction)` set.
    public static func refresh() async throws -> VerificationResult<AppTransaction> {
        try await shared
    }
}
