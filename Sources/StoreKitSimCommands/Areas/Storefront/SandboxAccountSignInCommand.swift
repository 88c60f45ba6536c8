import StoreKitSim

/// `sandbox-account sign-in`: signing out and in makes a changed sandbox region the storefront.
public struct SandboxAccountSignInCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "sandbox-account sign-in", area: .storefront,
        summary: "sign out of the Sandbox Apple Account and in again: a changed region becomes the storefront",
        discussion: """
            The storefront becomes the region 'sandbox-account region' set, with StoreKit's storefront change: \
            paymentQueue(_:shouldContinue:in:) for each open transaction, then paymentQueueDidChangeStorefront(_:) (\"SKStorefront\"). \
            Refused when no region change waits, and in the production environment.
            """,
        examples: ["sandbox-account sign-in"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        try session.perform { try $0.signInSandboxAccount() }
    }
}
