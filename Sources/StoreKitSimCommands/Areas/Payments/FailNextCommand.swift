import StoreKitSim

/// `fail-next ERROR [--always]`: SKTestSession's failTransactionsEnabled and failureError, or
/// one purchase failing once.
public struct FailNextCommand: TypedCommand {
    /// An SKError.Code case name, or `none`, which clears both settings.
    public var error = "none"
    /// Every purchase fails, not only the next (SKTestSession.failTransactionsEnabled).
    public var always = false

    public init() {}
    public init(_ error: SKErrorCode?, always: Bool = false) {
        self.error = error?.rawValue ?? "none"
        self.always = always
    }

    public static let declaration = CommandDeclaration(
        "fail-next", area: .payments, summary: "fail the next purchase with an SKError code",
        discussion: """
            The next transaction fails with this SKError.Code right after it is added (purchasing, then failed), as SKTestSession's \
            failTransactionsEnabled and failureError do. 'none' clears both settings. SKTestSession's failureError accepts only \
            \(SKErrorCode.testSessionFailureErrors.map(\.rawValue).joined(separator: ", ")) (its StoreKitTest header); every other \
            code is the tool's own extension, and the echo says so. Codes (Apple's SKError.Code): \
            \(SKErrorCode.allCases.map { "\($0.rawValue) \($0.code)" }.joined(separator: ", ")); the last code is UNCONFIRMED.
            """,
        examples: ["fail-next paymentInvalid", "fail-next storeProductNotAvailable", "fail-next unknown --always", "fail-next none"])
    public static let fields: [CommandField<Self>] = [
        .argument("ERROR", \.error, .choice(SKErrorCode.allCases.map(\.rawValue) + ["none"], placeholder: "ERROR"),
                  help: "an SKError.Code case name, or none"),
        .flag("always", \.always, help: "fail every purchase, not just the next (SKTestSession.failTransactionsEnabled)"),
    ]

    public func run(in session: Session) throws {
        guard let code = SKErrorCode(rawValue: error) else {
            session.world.payments.failNext = nil
            session.world.payments.failTransactionsEnabled = false
            session.emit("fail-next none")
            return
        }
        let extensionNote = code.isTestSessionFailureError ? ""
            : " (the tool's extension: SKTestSession's failureError accepts "
                + SKErrorCode.testSessionFailureErrors.map(\.rawValue).joined(separator: ", ") + ")"
        if always {
            session.world.payments.failTransactionsEnabled = true
            session.world.payments.failureError = code
            session.emit("fail-next \(error) always\(extensionNote)")
        } else {
            session.world.payments.failNext = code
            session.emit("fail-next \(error)\(extensionNote)")
        }
    }
}
