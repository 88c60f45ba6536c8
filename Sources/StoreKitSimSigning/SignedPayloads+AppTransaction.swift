import StoreKitSim

extension SignedPayloads {
    /// The app transaction (AppTransaction, "AppTransaction" in the App Store Server API), signed
    /// now: receiptType is the signing environment.
    public static func appTransaction(in world: World) -> OrderedJSON {
        var json = OrderedJSON()
        json.add("receiptType", world.storeKit2.signingEnvironment.payloadValue)
        json.add("appAppleId", world.app.appAppleID)
        json.add("bundleId", world.app.bundleID)
        json.add("applicationVersion", "1")
        json.add("versionExternalIdentifier", Int64(0))
        json.add("receiptCreationDate", milliseconds(world.clock.now))
        // When the app asked for it (StoreKit's AppTransaction is fetched on request; UNCONFIRMED:
        // the App Store Server API's JWSAppTransactionDecodedPayload does not list requestDate).
        json.add("requestDate", milliseconds(world.clock.now))
        json.add("originalPurchaseDate", milliseconds(VirtualClock.start))
        json.add("originalApplicationVersion", "1")
        addDeviceVerification(number: "0", to: &json)
        json.add("appTransactionId", appTransactionID)
        json.add("originalPlatform", "iOS")
        return json
    }
}
