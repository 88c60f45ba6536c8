import StoreKitSim
import StoreKitSimNotifications
import StoreKitSimSigning

/// What `storekit-sim serve` signs, with the same chain and payloads as the StoreKit 2 commands:
/// the App Store Server API returns transactions and renewal info as the JWS a device sees, less
/// the device-only deviceVerification and deviceVerificationNonce.
extension Session {
    /// The JWSTransactionDecodedPayload text `signedTransactionInfo` would sign now: a server may
    /// keep the JWS of a payload it signed before, as a signature over the same bytes still verifies.
    public func transactionPayloadText(_ transaction: PaymentTransaction) -> String {
        SignedPayloads.transaction(transaction, in: world, for: .server).text
    }

    /// The same for signedRenewalInfo.
    public func renewalInfoPayloadText(_ state: SubscriptionState) -> String {
        SignedPayloads.renewalInfo(state, in: world, for: .server).text
    }

    /// signedRenewalInfo for a group's subscription (JWSRenewalInfoDecodedPayload), signed now.
    public func signedRenewalInfo(_ state: SubscriptionState) throws -> String {
        try signJWS { signer throws(SigningError) in try signer.sign(SignedPayloads.renewalInfo(state, in: world, for: .server)) }
    }

    /// A JWS over payload text (a notification's responseBodyV2DecodedPayload).
    public func signedPayload(text: String) throws -> String {
        try signJWS { signer throws(SigningError) in try signer.sign(text: text) }
    }

    /// The environment the signed data names ("environment"), also the API responses' field: the
    /// app transaction's receiptType, which is the signing environment's name.
    public var signedEnvironment: String { world.storeKit2.signingEnvironment.payloadValue }

    /// Transaction ids as the App Store Server API writes them (`t12` is `12`).
    public static func numericTransactionID(_ id: TransactionID) -> String { SignedPayloads.numericID(id) }

    /// The in-app purchase key for the world's signing seed (`server key`).
    public func serverAPIKey() throws -> ServerAPIKey {
        do {
            return try ServerAPIKey(seed: world.storeKit2.signingSeed)
        } catch .libraryUnavailable(let library, let reason) {
            throw CommandError(code: "signing-failed", message: "\(library) could not be loaded: \(reason)",
                               hint: "signing needs OpenSSL 3's libcrypto; install libssl3 (scripts/ensure-deps installs libssl-dev)")
        } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not make the App Store Server API key (\(error))")
        }
    }

    private func signJWS(_ body: (LocalTestSigner) throws(SigningError) -> String) throws -> String {
        let signer = try signer()
        do {
            return try body(signer)
        } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not sign (\(error))")
        }
    }
}

/// The App Store Server API's notification endpoints over the session's notification log.
extension Session {
    /// Whether App Store Server Notifications have a URL or file to go to (Request a Test
    /// Notification needs one, as the App Store needs a URL set in App Store Connect).
    public var notificationDestinationIsSet: Bool { serverNotifications.destination != .none }

    /// Sends a TEST notification as `notifications test` does, its lines to the sink; returns it.
    public func sendTestNotification() -> SentNotification? {
        let number = serverNotifications.log.nextNumber
        for line in send(NotificationSubject(.test), at: world.clock.now) { sink.output(line) }
        return serverNotifications.log.notification(number)
    }

    /// Every notification the log keeps, oldest first.
    public var sentNotifications: [SentNotification] { serverNotifications.log.notifications }
}
