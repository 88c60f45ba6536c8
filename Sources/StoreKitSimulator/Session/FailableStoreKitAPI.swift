import StoreKitSim

/// StoreKitTest's FailableStoreKitAPI: the calls `setSimulatedError(_:forAPI:)` can make fail.
public struct FailableStoreKitAPI: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init?(rawValue: String) {
        guard StoreKitAPI(rawValue: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }
    public static let loadProducts = FailableStoreKitAPI(rawValue: "loadProducts")!
    public static let purchase = FailableStoreKitAPI(rawValue: "purchase")!
    public static let subscriptionStatus = FailableStoreKitAPI(rawValue: "subscriptionStatus")!
    public static let appTransaction = FailableStoreKitAPI(rawValue: "appTransaction")!
    public static let appStoreSync = FailableStoreKitAPI(rawValue: "appStoreSync")!
    public static let refundRequest = FailableStoreKitAPI(rawValue: "refundRequest")!
    public static let manageSubscriptions = FailableStoreKitAPI(rawValue: "manageSubscriptions")!
    public static let offerCodeRedeem = FailableStoreKitAPI(rawValue: "offerCodeRedeem")!
    public static let verification = FailableStoreKitAPI(rawValue: "verification")!
}
