import StoreKitSim
import StoreKitSimNotifications

/// `notifications url URL`: each notification is POSTed to the developer's server, as
/// "Responding to App Store Server Notifications" describes.
public struct NotificationsURLCommand: TypedCommand {
    public var url = ""

    public init() {}
    public init(_ url: String) { self.url = url }

    public static let declaration = CommandDeclaration(
        "notifications url", area: .appStore,
        summary: "send each notification to the developer's server by HTTP POST, and turn notifications on",
        discussion: """
            Each notification is POSTed as {\"signedPayload\": \"…\"} with Content-Type application/json through libcurl \
            (loaded on first use). As \"Responding to App Store Server Notifications\" says, HTTP 200-206 is success; any \
            other answer, a refused connection or a timeout is a failed attempt, printed with Apple's sendAttemptResult word \
            (SUCCESS, TIMED_OUT, NO_RESPONSE, UNSUCCESSFUL_HTTP_RESPONSE_CODE, TLS_ISSUE, …; which network failure gets which \
            word is UNCONFIRMED). An attempt takes at most \(HTTPNotificationPoster.timeoutMilliseconds / 1000) seconds \
            (\(HTTPNotificationPoster.connectTimeoutMilliseconds / 1000) to connect) of real time and never moves the virtual \
            clock. Redirects are not followed. Failed notifications are retried on the virtual clock by the schedule of \
            'notifications retries'. The URL is read by libcurl's parser, and the host and port are tried once (nothing is \
            sent) so that a server that is not listening is found now.
            """,
        examples: ["notifications url http://127.0.0.1:8080/notifications"])
    public static let fields: [CommandField<Self>] = [
        .argument("URL", \.url, .word, help: "an http or https URL of the developer's server"),
    ]

    public func run(in session: Session) throws {
        let parsed: NotificationURL
        do throws(NotificationDeliveryError) { parsed = try NotificationURL(url) } catch { throw NotificationCommands.explained(error) }
        // From the network: loopback only, never the server itself, and checked before the
        // probe, so its answer cannot scan other hosts' ports.
        if let confinement = session.confinement { try confinement.check(url: parsed) }
        do throws(NotificationDeliveryError) { try parsed.probe() } catch { throw NotificationCommands.explained(error) }
        session.serverNotifications.destination = .url(parsed)
        session.serverNotifications.isOn = true
        session.emit(NotificationCommands.settingLine(session))
    }
}
