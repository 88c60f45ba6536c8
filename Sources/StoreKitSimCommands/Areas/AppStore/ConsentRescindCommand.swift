import StoreKitSim
import StoreKitSimNotifications

/// `consent rescind`: a parent or guardian withdraws consent; the App Store sends RESCIND_CONSENT.
public struct ConsentRescindCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "consent rescind", area: .appStore,
        summary: "a parent or guardian withdraws consent for the child's account: RESCIND_CONSENT",
        discussion: """
            App Store Server Notifications' RESCIND_CONSENT: a parent or guardian withdrew consent for a child's account \
            (Declared Age Range). Its payload carries appData (\"appData\": present when the notificationType is \
            RESCIND_CONSENT) with the app's bundle id, environment and signedAppTransactionInfo, the app transaction signed \
            for the server, instead of data. The developer's server must stop serving the child's account and delete what \
            it keeps under the withdrawn consent (UNCONFIRMED: Apple's age assurance pages, not the notification's, say so; \
            the world itself does not change). Sent when notifications are on.
            """,
        examples: ["consent rescind"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.emit("consent rescinded: the App Store sends RESCIND_CONSENT; the server stops serving the child's account")
        guard session.serverNotifications.isOn else { return }
        for line in session.send(NotificationSubject(.rescindConsent), at: session.world.clock.now) { session.emit(line) }
    }
}
