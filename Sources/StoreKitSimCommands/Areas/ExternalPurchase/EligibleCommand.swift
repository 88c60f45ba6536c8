import StoreKitSim

/// `eligible`: ExternalPurchaseCustomLink.isEligible, with every reason when it is false.
public struct EligibleCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "eligible", area: .externalPurchase, summary: "show ExternalPurchaseCustomLink.isEligible, with every reason when false",
        discussion: """
            isEligible is true only when the OS has the API (\(OSGate.customLinkAPI.minimumOS)), the customer can make payments, and \
            one of the app's entitlements covers the storefront: the EU link entitlement with the storefront listed in \
            SKExternalPurchaseCustomLinkRegions, the streaming entitlement (OS \(OSGate.streamingEntitlement.minimumOS)) with it listed \
            in SKExternalPurchaseLinkStreamingRegions, or the allowed-regions entitlement (OS \(OSGate.japanRegions.minimumOS); Brazil \
            \(OSGate.brazil.minimumOS)) whose own value lists it. When false, every failed rule prints as a reason line, so all the \
            fixes show at once; in Japan and Brazil a 'fix' line names the command that gives the app what the region needs (the \
            allowed-regions entitlement listing it, or the OS). The built-in app holds the EU link entitlement with all of EU-27 in \
            SKExternalPurchaseCustomLinkRegions: the default storefront USA shows why a US storefront is not eligible, and 'storefront \
            set FRA' alone makes it eligible.
            """,
        examples: ["eligible"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let eligibility = session.world.externalPurchaseEligibility
        session.emit(LineText("isEligible \(eligibility.isEligible)"), style: eligibility.isEligible ? .success : .failure)
        if let granted = eligibility.grantedBy, eligibility.isEligible { session.emit(LineText("entitlement \(granted.rawValue)")) }
        for reason in eligibility.reasons { session.emit(LineText("reason \(ExternalPurchaseText.reason(reason))")) }
        if let fix = ExternalPurchaseText.fix(eligibility.reasons) { session.emit(LineText("fix \(fix)")) }
    }
}
