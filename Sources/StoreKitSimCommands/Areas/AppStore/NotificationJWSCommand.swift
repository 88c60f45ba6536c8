import StoreKitSim

/// `notification jws N`: the signedPayload the App Store posts for a logged notification.
public struct NotificationJWSCommand: TypedCommand {
    /// The notification's number in the log, from 1.
    public var number = 1

    public init() {}
    public init(_ number: Int) { self.number = number }

    public static let declaration = CommandDeclaration(
        "notification jws", area: .appStore, summary: "print a notification's signedPayload, the JWS the App Store posts",
        discussion: """
            The compact JWS (ES256, x5c of the tool's chain; 'signing root' prints the root to verify it with). Its signature \
            differs on every run.
            """,
        examples: ["notification jws 1"])
    public static let fields: [CommandField<Self>] = [
        .argument("N", \.number, .integer(1...Int.max), help: "the notification's number"),
    ]

    public func run(in session: Session) throws {
        session.emit(try NotificationCommands.logged(session, number, argument: Self.name(of: \.number)).signedPayload)
    }
}
