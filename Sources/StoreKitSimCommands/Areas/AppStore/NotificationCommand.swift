import StoreKitSim

/// `notification N`: a logged notification's decoded payload, what it embeds, and its attempts.
public struct NotificationCommand: TypedCommand {
    /// The notification's number in the log, from 1.
    public var number = 1

    public init() {}
    public init(_ number: Int) { self.number = number }

    public static let declaration = CommandDeclaration(
        "notification", area: .appStore, summary: "show a notification's decoded payload and the payloads it embeds",
        discussion: """
            The responseBodyV2DecodedPayload as signed, with the embedded signedTransactionInfo and signedRenewalInfo shown as \
            (JWS) and decoded on lines of their own (their ECDSA signatures differ on every run), then each attempt.
            """,
        examples: ["notification 1"], reads: true)
    public static let fields: [CommandField<Self>] = [
        .argument("N", \.number, .integer(1...Int.max), help: "the notification's number"),
    ]

    public func run(in session: Session) throws {
        let notification = try NotificationCommands.logged(session, number, argument: Self.name(of: \.number))
        session.emit(NotificationLines.made(notification))
        session.emit("payload " + notification.payloadText)
        if let text = notification.transactionInfoText { session.emit("signedTransactionInfo " + text) }
        if let text = notification.renewalInfoText { session.emit("signedRenewalInfo " + text) }
        for attempt in notification.attempts {
            session.emit("attempt \(VirtualClock.iso8601(attempt.date)) \(attempt.result.rawValue)"
                         + (attempt.httpStatus.map { " HTTP \($0)" } ?? ""))
        }
    }
}
