import StoreKitSim
import StoreKitSimSigning

/// `app-transaction [--jws]`: AppTransaction.shared, the app's signed purchase record.
public struct AppTransactionCommand: TypedCommand {
    /// Also print its JWS.
    public var jws = false

    public init() {}
    public init(jws: Bool) { self.jws = jws }

    public static let declaration = CommandDeclaration(
        "app-transaction", area: .storeKit2, summary: "show AppTransaction.shared",
        discussion: """
            The app's signed purchase record: bundle id, app id (nil in the Xcode and sandbox environments, as AppTransaction.appID \
            says), versions, the original purchase date (the virtual clock's start) and the environment ('signing environment': \
            xcode unless set). With --jws, its JWS, whose payload has the App Store Server API's AppTransaction field names. \
            'simulate-error appTransaction ERROR' makes it throw.
            """,
        examples: ["app-transaction", "app-transaction --jws"])
    public static let fields: [CommandField<Self>] = [
        .flag("jws", \.jws, help: "also print its JWS"),
    ]

    public func run(in session: Session) throws {
        if let error = session.world.simulatedError(for: .appTransaction) {
            session.emit("AppTransaction.shared threw " + StoreKit2Text.error(error), style: .failure)
            return
        }
        let world = session.world
        // AppTransaction.appID: "In the sandbox and xcode environments, this value is nil".
        let environment = world.storeKit2.signingEnvironment
        let appID = environment.carriesAppAppleID ? String(world.app.appAppleID) : "nil"
        // Xcode's app transaction is dated -62135769600000 ms, 0000-12-30 (SignedPayloads.xcodeOriginalPurchaseDate).
        let originalPurchaseDate = environment == .xcode ? "0000-12-30T00:00:00Z" : EventRenderer.date(VirtualClock.start)
        let body = """
            bundleID \(world.app.bundleID) appID \(appID) appVersion 1 originalAppVersion 1 originalPurchaseDate \
            \(originalPurchaseDate) environment \(StoreKit2Text.environment(environment))
            """
        session.emit("AppTransaction.shared " + StoreKit2Text.verification(body, world.storeKit2.verificationError))
        if jws { try session.emitSigned(SignedPayloads.appTransaction(in: world, account: world.device.account)) }
    }
}
