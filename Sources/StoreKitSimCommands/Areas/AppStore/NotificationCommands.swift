import StoreKitSim
import StoreKitSimNotifications
import StoreKitSimSystem

/// App Store Server Notifications V2: turning them on, where they go, the log, and the TEST
/// notification (App Store Server Notifications; "Responding to App Store Server Notifications";
/// App Store Server API, "Request a Test Notification").
enum NotificationCommands {
    static let all: [CommandSpec] = [
        CommandSpec("notifications", area: .appStore,
                    arguments: [ArgumentSpec("STATE", .choice(["on", "off"]), .optional,
                                             help: "on makes a notification for every event the table lists")],
                    summary: "turn App Store Server Notifications V2 on or off, or list those sent",
                    discussion: tableDiscussion(),
                    examples: ["notifications on", "notifications", "notifications off"]) { session, arguments in
            if let state = arguments[Key.state] { session.serverNotifications.isOn = state == "on" }
            session.emit(settingLine(session))
            guard arguments[Key.state] == nil else { return }
            for notification in session.serverNotifications.log.notifications { session.emit(NotificationLines.listed(notification)) }
        },
        CommandSpec("notifications url", area: .appStore,
                    arguments: [ArgumentSpec("URL", .word, help: "an http or https URL of the developer's server")],
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
                    examples: ["notifications url http://127.0.0.1:8080/notifications"]) { session, arguments in
            let text = try arguments.required(Key.url)
            let url: NotificationURL
            do throws(NotificationDeliveryError) { url = try NotificationURL(text) } catch { throw explained(error) }
            // From the network: loopback only, never the server itself, and checked before the
            // probe, so its answer cannot scan other hosts' ports.
            if let confinement = session.confinement { try confinement.check(url: url) }
            do throws(NotificationDeliveryError) { try url.probe() } catch { throw explained(error) }
            session.serverNotifications.destination = .url(url)
            session.serverNotifications.isOn = true
            session.emit(settingLine(session))
        },
        CommandSpec("notifications file", area: .appStore,
                    arguments: [ArgumentSpec("FILE", .file, help: "a file to append JSON lines to")],
                    options: [OptionSpec("empty", help: "start the file empty (replaced atomically), so it holds this run's notifications only")],
                    summary: "append each notification's {\"signedPayload\": \"…\"} to a file as a JSON line, and turn notifications on",
                    discussion: """
                        For teams that replay notifications into their handler's unit tests: each notification is one line, the body the \
                        App Store would POST. The file is created if missing and never truncated; every write is checked, and a line that \
                        cannot be written is reported and marks the notification failed. With --empty the file is first replaced by an \
                        empty one, so a test run that sets it reads its own notifications only.
                        """,
                    examples: ["notifications file notifications.jsonl", "notifications file run.jsonl --empty"]) { session, arguments in
            let shown = try arguments.required(Key.file)
            let path = try session.confinedPath(shown)
            do throws(SystemError) {
                try session.checkAppendable(path)
                if arguments.isSet(Key.empty) { try session.replaceFile(path, with: []) }
            } catch {
                throw CommandError(code: "unwritable-file", message: "cannot append to '\(shown)': \(error.reason)",
                                   hint: "name a file in a folder that exists and that you may write", argument: Key.file.name)
            }
            session.serverNotifications.destination = .file(path: path, shown: shown)
            session.serverNotifications.isOn = true
            session.emit(settingLine(session))
        },
        CommandSpec("notifications retries", area: .appStore,
                    arguments: [ArgumentSpec("SCHEDULE", .choice(["production", "sandbox", "environment"]),
                                             help: "whose retry schedule failed notifications follow")],
                    summary: "choose the retry schedule for notifications that fail",
                    discussion: """
                        production: five retries, 1, 12, 24, 48 and 72 hours after the previous attempt, on the virtual clock ('clock \
                        advance 2d' sends what fell due, in order). sandbox: one attempt, no retry, as the App Store does in the sandbox \
                        (\"Responding to App Store Server Notifications\"). environment (the default): sandbox when the signing \
                        environment is Sandbox, production otherwise.
                        """,
                    examples: ["notifications retries sandbox", "notifications retries production"]) { session, arguments in
            let word = try arguments.required(Key.schedule)
            session.serverNotifications.schedule = RetrySchedule(rawValue: word)
            session.emit(settingLine(session))
        },
        CommandSpec("notifications fault", area: .appStore,
                    arguments: [ArgumentSpec("FAULT", .choice(["duplicate", "reorder", "delay", "drop", "none"]),
                                             help: "what happens to the next notifications: sent twice, out of order, late, "
                                                 + "lost until a retry; none clears"),
                                 ArgumentSpec("COUNT", .integer(1...10_000), .optional, help: "how many of the next notifications (default 1)"),
                                 ArgumentSpec("DURATION", .clockStep, .optional, help: "for delay: how late, on the virtual clock (90m, 2h, 1d)")],
                    summary: "make the next notifications arrive twice, out of order, late, or not until a retry",
                    discussion: """
                        For a developer's server that must survive duplicates, lateness and retries. Apple's page \"notificationUUID\" \
                        says to use it \"to identify, and ignore, duplicate notifications\", and \"Responding to App Store Server \
                        Notifications\" retries a failed post; that notifications may arrive out of their events' order is not stated by \
                        Apple (UNCONFIRMED) but a server cannot rely on order across retries. The fault applies to the next COUNT \
                        notifications that have somewhere to go ('notifications url' or 'notifications file'). duplicate: each is sent \
                        twice in a row under its one notificationUUID. reorder: they are held until the COUNTth is made, then sent newest \
                        first. delay: each one's first attempt falls due DURATION after its event and goes out when the clock passes it \
                        ('clock advance'). drop: each one's first attempt fails as NO_RESPONSE without being sent, and the retry schedule \
                        of 'notifications retries' sends it again later (the sandbox schedule has no retry: it is lost). none clears every \
                        fault; notifications already held for reorder are sent now. A new fault of a kind replaces the count left of it.
                        """,
                    examples: ["notifications fault duplicate 2", "notifications fault reorder 3", "notifications fault delay 1 2h",
                               "notifications fault drop 1", "notifications fault none"]) { session, arguments in
            let fault = try arguments.required(Key.fault)
            let count = arguments[Key.faultCount] ?? 1
            let step = arguments[Key.clockStep]
            if step != nil && fault != "delay" {
                throw Diagnostic(code: "duration-without-delay", message: "only 'notifications fault delay' takes a DURATION",
                                 range: arguments.ranges[Key.clockStep.name], hint: "notifications fault delay \(count) 2h")
            }
            var faults = session.serverNotifications.faults
            switch fault {
            case "duplicate": faults.duplicate = count
            case "reorder": faults.reorder = count
            case "drop": faults.drop = count
            case "delay":
                guard let step else {
                    throw Diagnostic(code: "delay-needs-duration", message: "'notifications fault delay' needs how late: a DURATION",
                                     range: arguments.commandRange, hint: "notifications fault delay \(count) 2h")
                }
                faults.delay = (count, step)
            default:
                let held = faults.held
                faults = DeliveryFaults()
                session.serverNotifications.faults = faults
                session.emit("notification faults cleared")
                for number in held { session.emit(session.attempt(number, at: session.world.clock.now)) }
                return
            }
            session.serverNotifications.faults = faults
            session.emit(faultLine(faults))
        },
        CommandSpec("notifications resend", area: .appStore,
                    arguments: [ArgumentSpec("UUID", .word, help: "the notificationUUID of a notification in the log")],
                    summary: "send a notification again now, under its notificationUUID",
                    discussion: """
                        One more attempt at the virtual clock's time to the URL or file set, recorded in the notification's attempts as \
                        any retry is: a developer's server that keys on notificationUUID must treat it as the one it may have seen.
                        """,
                    examples: ["notifications resend 18b45650-1fb4-42e4-a431-63c1d4dfa6e2"]) { session, arguments in
            let uuid = try arguments.required(Key.notificationUUID).lowercased()
            guard let notification = session.serverNotifications.log.notification(uuid: uuid) else {
                throw CommandError(code: "unknown-notification", message: "no notification in the log has the notificationUUID \(uuid)",
                                   hint: "'notifications' lists them; 'notification N' shows one's uuid", argument: Key.notificationUUID.name)
            }
            guard session.serverNotifications.destination != .none else {
                throw CommandError(code: "no-destination", message: "there is nowhere to send it",
                                   hint: "set one first: 'notifications url URL' or 'notifications file FILE'")
            }
            session.emit(session.attempt(notification.number, at: session.world.clock.now))
        },
        CommandSpec("notifications test", area: .appStore,
                    summary: "send a TEST notification and show its send status",
                    discussion: """
                        As the App Store Server API's Request a Test Notification does: a TEST notification with no transaction goes to \
                        the URL or file set, whether notifications are on or not, and its attempt shows the sendAttemptResult that Get \
                        Test Notification Status would report.
                        """,
                    examples: ["notifications test"]) { session, _ in
            guard session.serverNotifications.destination != .none else {
                throw CommandError(code: "no-destination", message: "there is nowhere to send the TEST notification",
                                   hint: "set one first: 'notifications url URL' or 'notifications file FILE'")
            }
            for line in session.send(NotificationSubject(.test), at: session.world.clock.now) { session.emit(line) }
        },
        CommandSpec("consent rescind", area: .appStore,
                    summary: "a parent or guardian withdraws consent for the child's account: RESCIND_CONSENT",
                    discussion: """
                        App Store Server Notifications' RESCIND_CONSENT: a parent or guardian withdrew consent for a child's account \
                        (Declared Age Range). Its payload carries appData (\"appData\": present when the notificationType is \
                        RESCIND_CONSENT) with the app's bundle id, environment and signedAppTransactionInfo, the app transaction signed \
                        for the server, instead of data. The developer's server must stop serving the child's account and delete what \
                        it keeps under the withdrawn consent (UNCONFIRMED: Apple's age assurance pages, not the notification's, say so; \
                        the world itself does not change). Sent when notifications are on.
                        """,
                    examples: ["consent rescind"]) { session, _ in
            session.emit("consent rescinded: the App Store sends RESCIND_CONSENT; the server stops serving the child's account")
            guard session.serverNotifications.isOn else { return }
            for line in session.send(NotificationSubject(.rescindConsent), at: session.world.clock.now) { session.emit(line) }
        },
        CommandSpec("notification", area: .appStore,
                    arguments: [ArgumentSpec("N", .integer(1...Int.max), help: "the notification's number")],
                    summary: "show a notification's decoded payload and the payloads it embeds",
                    discussion: """
                        The responseBodyV2DecodedPayload as signed, with the embedded signedTransactionInfo and signedRenewalInfo shown as \
                        (JWS) and decoded on lines of their own (their ECDSA signatures differ on every run), then each attempt.
                        """,
                    examples: ["notification 1"], reads: true) { session, arguments in
            let notification = try logged(session, arguments)
            session.emit(NotificationLines.made(notification))
            session.emit("payload " + notification.payloadText)
            if let text = notification.transactionInfoText { session.emit("signedTransactionInfo " + text) }
            if let text = notification.renewalInfoText { session.emit("signedRenewalInfo " + text) }
            for attempt in notification.attempts {
                session.emit("attempt \(VirtualClock.iso8601(attempt.date)) \(attempt.result.rawValue)"
                             + (attempt.httpStatus.map { " HTTP \($0)" } ?? ""))
            }
        },
        CommandSpec("notification jws", area: .appStore,
                    arguments: [ArgumentSpec("N", .integer(1...Int.max), help: "the notification's number")],
                    summary: "print a notification's signedPayload, the JWS the App Store posts",
                    discussion: """
                        The compact JWS (ES256, x5c of the tool's chain; 'signing root' prints the root to verify it with). Its signature \
                        differs on every run.
                        """,
                    examples: ["notification jws 1"]) { session, arguments in
            session.emit(try logged(session, arguments).signedPayload)
        },
    ]

    /// The notification numbered N, or a located error.
    static func logged(_ session: Session, _ arguments: Arguments) throws -> SentNotification {
        let number = try arguments.required(Key.notificationNumber)
        guard let notification = session.serverNotifications.log.notification(number) else {
            let count = session.serverNotifications.log.notifications.count
            throw CommandError(code: "unknown-notification", message: "there is no notification \(number)",
                               hint: count > 0 ? "'notifications' lists them" : session.serverNotifications.isOn ? "no event has made one yet"
                                   : "turn them on with 'notifications on'; then events make them", argument: Key.notificationNumber.name)
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
