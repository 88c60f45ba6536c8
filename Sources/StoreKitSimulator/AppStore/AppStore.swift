import Foundation
import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSigning

/// StoreKit 2's AppStore: whether the customer can pay, and syncing.
///
/// Differs from StoreKit: `showManageSubscriptions(in:)`, `presentOfferCodeRedeemSheet(in:)` and
/// `requestReview(in:)` take a scene StoreKit's UI needs and are not provided (compile errors);
/// the command language's `appstore manage-subscriptions` and `appstore redeem-offer-code` commands show the same sheets.
public enum AppStore {
    /// AppStore.canMakePayments: false when the session's device restricts payments.
    public static var canMakePayments: Bool {
        SessionBinding.required("AppStore.canMakePayments")?.locked { $0.session.world.device.canMakePayments } ?? false
    }

    /// AppStore.deviceVerificationID: the simulated device's, the same on every run.
    public static var deviceVerificationID: UUID? { UUID(uuidString: SignedPayloads.deviceVerificationID) }

    /// AppStore.sync(): the simulated App Store is always up to date, so this returns, or throws
    /// the error `setSimulatedError(_:forAPI: .appStoreSync)` set.
    public static func sync() async throws {
        let store = try await SessionBinding.current("AppStore.sync()", waiting: true)
        try store.locked { store in
            try store.execute(AppStoreSyncCommand())
            if let error = store.session.world.simulatedError(for: .appStoreSync) { throw error.thrown }
        }
    }

    /// AppStore.Environment.
    public struct Environment: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Local StoreKit testing, as this simulator signs.
        public static let xcode = Environment(rawValue: "Xcode")
    }
}
