import StoreKitSim

/// `simulate-error [API [ERROR]]`: SKTestSession.setSimulatedError(_:forAPI:), or each API's
/// error listed.
public struct SimulateErrorCommand: TypedCommand {
    /// A FailableStoreKitAPI case name; nil lists each API's error.
    public var api: String?
    /// The error's case name, or `none`; nil shows the API's error.
    public var error: String?

    public init() {}
    public init(_ api: StoreKitAPI?, error: String? = nil) {
        self.api = api?.rawValue
        self.error = error
    }

    public static let declaration = CommandDeclaration(
        "simulate-error", area: .storeKit2, summary: "make a StoreKit 2 API fail (SKTestSession.setSimulatedError(_:forAPI:))",
        discussion: """
            Until set to none, the API throws the error: loadProducts ('products'), purchase ('purchase'), subscriptionStatus \
            ('subscription status'), appTransaction ('app-transaction'), appStoreSync ('appstore sync'), refundRequest ('transaction \
            refund-request'), manageSubscriptions ('appstore manage-subscriptions') and offerCodeRedeem ('appstore redeem-offer-code') \
            take a StoreKitError case (unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, \
            unsupported); purchase also a Product.PurchaseError case, refundRequest also a Transaction.RefundRequestError case \
            (duplicateRequest, failed). verification takes a VerificationResult.VerificationError case (invalidCertificateChain, \
            invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties, revokedCertificate): every \
            VerificationResult is then .unverified with it. Without arguments, lists each API's error.
            """,
        examples: ["simulate-error", "simulate-error purchase productUnavailable", "simulate-error verification invalidSignature",
                   "simulate-error purchase none"])
    public static let fields: [CommandField<Self>] = [
        .argument("API", \.api, .choice(StoreKitAPI.allCases.map(\.rawValue), placeholder: "API"), help: "a FailableStoreKitAPI"),
        .argument("ERROR", \.error, .choice(SimulatedErrorWords.all.map(\.word) + ["none"], placeholder: "ERROR"),
                  help: "the error's case name, or none"),
    ]

    public func run(in session: Session) throws {
        guard let api, let named = StoreKitAPI(rawValue: api) else {
            for each in StoreKitAPI.allCases { session.emit(AppStoreCommands.line(each, session.world)) }
            return
        }
        if let error {
            let simulated = SimulatedErrorWords.all.first { $0.word == error }?.error
            try session.perform { try $0.setSimulatedError(simulated, for: named) }
        }
        session.emit(AppStoreCommands.line(named, session.world))
    }
}
