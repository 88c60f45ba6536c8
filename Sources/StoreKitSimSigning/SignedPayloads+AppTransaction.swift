import StoreKitSim

extension SignedPayloads {
    /// The app transaction's originalPurchaseDate in Xcode's signed sample.
    public static let xcodeOriginalPurchaseDate: Int64 = -62_135_769_600_000

    /// The app transaction (AppTransaction, "AppTransaction" in the App Store Server API), signed
    /// now: receiptType is the signing environment; appAppleId and versionExternalIdentifier only
    /// where the environment assigns them (SigningEnvironment.carriesAppAppleID). `account`: whose
    /// app transaction (the device's account for StoreKit on the device; the customer's for the
    /// server, which answers about the customer's transactions).
    public static func appTransaction(in world: World, for audience: Audience = .device,
                                      account: AppleAccount = .customer) -> OrderedJSON {
        var json = OrderedJSON()
        let environment = world.storeKit2.signingEnvironment
        json.add("receiptType", environment.payloadValue)
        if environment.carriesAppAppleID { json.add("appAppleId", world.app.appAppleID) }
        json.add("bundleId", world.app.bundleID)
        json.add("applicationVersion", "1")
        if environment.carriesAppAppleID { json.add("versionExternalIdentifier", Int64(0)) }
        json.add("receiptCreationDate", milliseconds(world.clock.now))
        // When the app asked for it (StoreKit's AppTransaction is fetched on request; UNCONFIRMED:
        // the App Store Server API's JWSAppTransactionDecodedPayload does not list requestDate).
        json.add("requestDate", milliseconds(world.clock.now))
        // Xcode signs the app transaction as if bought at the dawn of the calendar: its sample
        // app transaction carries -62135769600000. Apple's pages say nothing of it (UNCONFIRMED
        // beyond the sample); other environments: the clock's start.
        json.add("originalPurchaseDate", environment == .xcode ? xcodeOriginalPurchaseDate : milliseconds(VirtualClock.start))
        json.add("originalApplicationVersion", "1")
        addDeviceVerification(number: "0", for: audience, in: world, to: &json)
        json.add("appTransactionId", appTransactionID(of: account))
        // The app's platform for the family member too. UNCONFIRMED: AppTransaction.originalPlatform
        // ("The platform on which the customer originally purchased the app") does not say whether
        // a family member's app transaction names the member's own download or the purchaser's.
        json.add("originalPlatform", "iOS")
        return json
    }
}
