extension World {
    /// The OS from which Product.SubscriptionInfo.groupLevel is the subscription's level under
    /// StoreKit Testing in Xcode too.
    public static let groupLevelSentinelEndOS = OSVersion(17, 0)

    /// Product.SubscriptionInfo.groupLevel as StoreKit 2 reports it on this device: the
    /// subscription's level in its group (1 the highest), except that "On systems earlier than iOS
    /// 17 … this property returns a sentinel value of 0 when you test your app using StoreKit
    /// Testing in Xcode" (Product.SubscriptionInfo.groupLevel). StoreKit Testing in Xcode is the
    /// Xcode signing environment; the sandbox and local testing report the level.
    public func storeKit2GroupLevel(_ level: Int?) -> Int {
        if device.os < Self.groupLevelSentinelEndOS && storeKit2.signingEnvironment == .xcode { return 0 }
        return level ?? 1
    }
}
