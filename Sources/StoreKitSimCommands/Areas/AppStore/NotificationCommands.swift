import StoreKitSim
import StoreKitSimNotifications

/// App Store Server Notifications V2: turning them on, where they go, the log, and the TEST
/// notification (App Store Server Notifications; "Responding to App Store Server Notifications";
/// App Store Server API, "Request a Test Notification").
enum NotificationCommands {
    static let all: [CommandSpec] = [
        CommandSpec(NotificationsCommand.self),
        CommandSpec(NotificationsURLCommand.self),
        CommandSpec(NotificationsFileCommand.self),
        CommandSpec(NotificationsRetriesCommand.self),
        CommandSpec(NotificationsFaultCommand.self),
        CommandSpec(NotificationsResendCommand.self),
        CommandSpec(NotificationsTestCommand.self),
        CommandSpec(ConsentRescindCommand.self),
        CommandSpec(NotificationCommand.self),
        CommandSpec(NotificationJWSCommand.self),
    ]

    /// The notification numbered N, or a located error.
    static func logged(_ session: Session, _ number: Int, argument: String) throws -> SentNotification {
        guard let notification = session.serverNotifications.log.notification(number) else {
            let count = session.serverNotifications.log.notifications.count
            throw CommandError(code: "unknown-notification", message: "there is no notification \(number)",
                               hint: count > 0 ? "'notifications' lists them" : session.serverNotifications.isOn ? "no event has made one yet"
                                   : "turn them on with 'notifications on'; then events make them", argument: argument)
        }
        return notification
    }

    /// What the faults asked for leave pending: `notification faults: duplicate 2, delay 1 by 2h`.
    static func faultLine(_ faults: DeliveryFaults) -> String {
        var parts: [String] = []
        if faults.delay.count > 0 {
            let step = faults.delay.by
            var text = step.months > 0 ? "\(step.months)mo" : ""
            if step.seconds > 0 || step.months == 0 {
                let unit = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")].first { step.seconds % Int64($0.0) == 0 } ?? (1, "s")
                text += "\(step.seconds / Int64(unit.0))\(unit.1)"
            }
            parts.append("delay \(faults.delay.count) by \(text)")
        }
        if faults.reorder > 0 { parts.append("reorder \(faults.reorder)") }
        if faults.drop > 0 { parts.append("drop \(faults.drop)") }
        if faults.duplicate > 0 { parts.append("duplicate \(faults.duplicate)") }
        return "notification faults: " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
    }

    /// `notifications on, to URL, retries production` and the like.
    static func settingLine(_ session: Session) -> String {
        let settings = session.serverNotifications
        var line = "notifications \(settings.isOn ? "on" : "off")"
        switch settings.destination {
        case .none: break
        case .url(let url): line += ", to \(url.text)"
        case .file(_, let shown): line += ", to file \(shown)"
        }
        return line + ", retries \(settings.schedule(environment: session.notificationEnvironment).rawValue)"
    }

    /// A destination refused, as a located error on the URL.
    static func explained(_ error: NotificationDeliveryError) -> CommandError {
        switch error {
        case .libraryUnavailable(let reason):
            return CommandError(code: "curl-unavailable", message: "libcurl could not be loaded: \(reason)",
                                hint: "delivery needs libcurl 4; install libcurl4 (scripts/ensure-deps installs libcurl4-openssl-dev)")
        case .malformedURL(let url, let reason):
            return CommandError(code: "bad-url", message: "'\(url)' is not a URL: \(reason)",
                                hint: "write it whole, e.g. http://127.0.0.1:8080/notifications", argument: Key.url.name)
        case .unsupportedScheme(let url, let scheme):
            return CommandError(code: "bad-url", message: "'\(url)' uses \(scheme): notifications are posted over http or https only",
                                argument: Key.url.name)
        case .unreachable(let url, let host, let port, let reason):
            return CommandError(code: "unreachable", message: "nothing answers at \(host) port \(port) for '\(url)': \(reason)",
                                hint: "start the developer's server first, or check the port", argument: Key.url.name)
        case .unwritableFile(let path, let reason):
            return CommandError(code: "unwritable-file", message: "cannot append to '\(path)': \(reason)", argument: Key.file.name)
        }
    }

    /// The notification table for help and the manual: each row's type and subtype and when the
    /// App Store sends it, UNCONFIRMED where Apple's pages leave it open.
    static func tableDiscussion() -> String {
        var text = """
            App Store Server Notifications V2 tell the developer's server about purchases, renewals, billing, refunds and Family Sharing. \
            With notifications on, each event below makes one notification in the turn that caused it, printed as 'notification N TYPE \
            [SUBTYPE] [TXN] uuid UUID'; its payload is the responseBodyV2DecodedPayload (notificationType, subtype, a notificationUUID \
            derived from the signing seed, data with appAppleId (only under 'signing environment local-testing': it "isn't present in \
            the sandbox environment"), bundleId, bundleVersion, environment, signedTransactionInfo, \
            signedRenewalInfo, status and consumptionRequestReason, version 2.0, signedDate on the virtual clock), signed with the tool's \
            chain. Off by default. 'notifications url' or 'notifications file' sends them somewhere; without either they are only shown \
            and logged. The table (\"notificationType\", \"subtype\"):
            """
        for row in NotificationTable.rows {
            text += "\n  \(row.name): \(row.when)"
            if let open = row.unconfirmed { text += " (UNCONFIRMED: \(open))" }
        }
        return text
    }
}
