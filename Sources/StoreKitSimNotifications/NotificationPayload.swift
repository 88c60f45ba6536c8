import StoreKitSim
import StoreKitSimSigning

/// App Store Server Notifications V2's `responseBodyV2DecodedPayload`: what the App Store signs
/// and posts as `signedPayload` (App Store Server Notifications, "responseBodyV2DecodedPayload",
/// "data", "externalPurchaseToken").
public enum NotificationPayload {
    /// The app's version in `data.bundleVersion`: the simulated app has one build, "1" (as the
    /// app transaction's applicationVersion).
    public static let bundleVersion = "1"

    /// `status` of an auto-renewable subscription: 1 active, 2 expired, 3 in billing retry, 4 in
    /// the billing grace period, 5 revoked.
    public static func status(_ status: SubscriptionStatus) -> Int64 {
        switch status {
        case .subscribed: return 1
        case .expired: return 2
        case .inBillingRetryPeriod: return 3
        case .inGracePeriod: return 4
        case .revoked: return 5
        }
    }

    /// The decoded payload of one notification. `signedTransactionInfo` and `signedRenewalInfo`
    /// are the JWS of the subject's transaction and renewal info, signed by the caller with the
    /// same chain; `signedDate` is the virtual time of the event, in seconds.
    public static func payload(_ subject: NotificationSubject, uuid: String, signedDate: VirtualInstant,
                               environment: SigningEnvironment, app: AppConfig,
                               signedTransactionInfo: String?, signedRenewalInfo: String?,
                               signedAppTransactionInfo: String? = nil) -> OrderedJSON {
        var json = OrderedJSON()
        json.add("notificationType", subject.type.rawValue)
        json.add("subtype", subject.subtype?.rawValue)
        json.add("notificationUUID", uuid)
        if let token = subject.token {
            var object = OrderedJSON()
            object.add("externalPurchaseId", token.externalPurchaseId)
            object.add("tokenCreationDate", SignedPayloads.milliseconds(token.created))
            object.add("appAppleId", token.appAppleId)
            object.add("bundleId", token.bundleId)
            json.add("externalPurchaseToken", object)
        } else if subject.carriesAppData {
            // "appData": "present in the payload when the notificationType is RESCIND_CONSENT":
            // the app's metadata and its signed app transaction, instead of `data`.
            var appData = OrderedJSON()
            if environment.carriesAppAppleID { appData.add("appAppleId", app.appAppleID) }
            appData.add("bundleId", app.bundleID)
            appData.add("environment", environment.payloadValue)
            appData.add("signedAppTransactionInfo", signedAppTransactionInfo)
            json.add("appData", appData)
        } else {
            var data = OrderedJSON()
            // "It isn't present in the sandbox environment" (App Store Server Notifications, appAppleId).
            if environment.carriesAppAppleID { data.add("appAppleId", app.appAppleID) }
            data.add("bundleId", app.bundleID)
            data.add("bundleVersion", bundleVersion)
            data.add("environment", environment.payloadValue)
            data.add("signedTransactionInfo", signedTransactionInfo)
            data.add("signedRenewalInfo", signedRenewalInfo)
            data.add("status", subject.subscription.map { status($0.status) })
            data.add("consumptionRequestReason", subject.consumptionRequestReason)
            json.add("data", data)
        }
        json.add("version", "2.0")
        json.add("signedDate", SignedPayloads.milliseconds(signedDate))
        return json
    }

    /// The body posted to the developer's server (and each line of `notifications file`).
    public static func body(signedPayload: String) -> String { "{\"signedPayload\":" + FlatJSON.quote(signedPayload) + "}" }
}
