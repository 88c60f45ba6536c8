/// What StoreKit 2 adds to the world: purchases awaiting their result, purchase options kept on
/// transactions, simulated errors per API, refund requests and messages.
public struct StoreKit2State: Sendable {
    /// Options of the purchase being started; taken by the transaction the queue creates for it.
    var starting: PurchaseOptions?
    /// StoreKit 2 purchases whose purchase(options:) has not returned yet, by transaction id.
    public internal(set) var inFlight: [TransactionID: PurchaseOptions] = [:]
    /// The storefront each purchased transaction was made in (Transaction.storefront).
    public internal(set) var storefronts: [TransactionID: Storefront] = [:]
    /// SKTestSession.setSimulatedError(_:forAPI:): each API's error until cleared.
    public internal(set) var simulatedErrors: [StoreKitAPI: SimulatedError] = [:]
    /// Refund requests waiting for the App Store's decision, by transaction id, oldest first.
    public internal(set) var refundRequests: [TransactionID] = []
    /// How the app handles Message.messages.
    public var messageHandling = MessageHandling.show
    /// The customer's answer to AppStore.sync()'s sign-in prompt.
    public var syncSignIn = SyncSignIn.signIn
    /// Messages the app deferred, oldest first.
    public internal(set) var deferredMessages: [StoreMessage] = []
    var messageCount = 0
    /// The text the test root's and signing keys are derived from: the same seed gives the same keys.
    public var signingSeed = "storekit-sim"
    /// The environment the signed data names (`signing environment`).
    public var signingEnvironment = SigningEnvironment.xcode

    public init() {}

    /// The verification error every VerificationResult carries now, if one is simulated.
    /// Inlinable: the session asks after every command that printed events, and calling it across
    /// the module boundary copied the whole state (a retain and a release of each of its parts).
    @inlinable public var verificationError: VerificationErrorCase? {
        if case .verification(let error)? = simulatedErrors[.verification] { return error }
        return nil
    }
}

/// Product.PurchaseOption values this simulator supports: quantity, appAccountToken, a
/// promotional or win-back offer, a signed introductory offer eligibility, and Ask to Buy in the sandbox.
public struct PurchaseOptions: Sendable, Hashable {
    public var quantity: Int
    /// A UUID string, lowercase, as the app generated it.
    public var appAccountToken: String?
    /// Product.PurchaseOption.promotionalOffer(offerID:signature:) or .winBackOffer(_:).
    public var offer: OfferRequest?
    /// Product.PurchaseOption.introductoryOfferEligibility(compactJWS:), checked.
    public var introductoryOfferEligibility: IntroductoryOfferEligibility?
    /// The billing plan the purchase asks for (Product.SubscriptionInfo.BillingPlanType, iOS 26.4).
    public var billingPlan = BillingPlan.upFront
    /// Product.PurchaseOption.simulatesAskToBuyInSandbox(_:): "Simulates an Ask to Buy scenario
    /// when testing your app in the sandbox environment". It defers the purchase only while the
    /// signing environment is the sandbox (`World.asksToBuyInSandbox(_:)`).
    public var simulatesAskToBuyInSandbox = false

    public init(quantity: Int = 1, appAccountToken: String? = nil, offer: OfferRequest? = nil,
                introductoryOfferEligibility: IntroductoryOfferEligibility? = nil) {
        self.quantity = quantity
        self.appAccountToken = appAccountToken
        self.offer = offer
        self.introductoryOfferEligibility = introductoryOfferEligibility
    }
}

/// Why a StoreKit 2 operation was refused (the tool's refusal, not an error StoreKit throws).
public enum StoreKit2Error: Error, Sendable, Hashable {
    /// This API cannot fail with that error.
    case errorNotForAPI(StoreKitAPI, SimulatedError)
    /// No refund request waits for a decision for this transaction.
    case noRefundRequest(TransactionID)
    /// Only a purchased or restored transaction not yet refunded can be the subject of a refund request.
    case notRefundable(PaymentTransaction)
    /// No deferred message waits to be displayed.
    case noDeferredMessage
    /// No subscription group or auto-renewable product has this name.
    case unknownSubscription(String)
    /// The API does not exist on the device's OS: (API, the first OS with it, the device's OS).
    case apiNeedsNewerOS(String, OSVersion, OSVersion)
}
