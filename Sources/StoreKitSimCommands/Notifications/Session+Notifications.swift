import StoreKitSim
import StoreKitSimDiagrams
import StoreKitSimNotifications
import StoreKitSimSigning
import StoreKitSimSystem

extension Session {
    /// The environment notifications and their embedded payloads are signed for.
    var notificationEnvironment: String { world.storeKit2.signingEnvironment.payloadValue }

    /// What the App Store sends for one turn of events, told after the turn's own lines: first the
    /// retries that fell due before the turn, then a line per notification the turn caused and its
    /// first attempt.
    func notificationLines(after turn: ArraySlice<StampedEvent>) -> [OutputLine] {
        guard serverNotifications.isOn, let time = turn.first?.time else { return [] }
        var lines = clockDelivery.takeHeldLines() + retryLines(upTo: time)
        for stamped in turn {
            for subject in NotificationTable.subjects(for: stamped.event, in: world) {
                lines += send(subject, at: stamped.time)
            }
        }
        return lines
    }

    /// What fell due at or before `time`, in the order it fell due, each at its own virtual
    /// time: retries of failed notifications, and EXTERNAL_PURCHASE_TOKEN UNREPORTED for tokens
    /// whose report deadline passed.
    func retryLines(upTo time: VirtualInstant) -> [OutputLine] {
        guard serverNotifications.isOn else { return [] }
        var lines: [OutputLine] = []
        // A retry that fails again falls due later, possibly still before `time`.
        while true {
            let retry = serverNotifications.log.due(at: time).first
            let token = NotificationTable.unreportedTokens(in: world, upTo: time).first {
                !serverNotifications.unreportedTokensSent.contains($0.subject.token?.externalPurchaseId ?? "")
            }
            if let token, retry.map({ token.at <= $0.at }) ?? true {
                serverNotifications.unreportedTokensSent.insert(token.subject.token?.externalPurchaseId ?? "")
                lines += send(token.subject, at: token.at)
            } else if let retry {
                lines.append(attempt(retry.number, at: retry.at))
            } else {
                return lines
            }
        }
    }

    /// Makes, signs and logs one notification at the event's virtual time, prints its line, and
    /// makes its first attempt when it has somewhere to go.
    func send(_ subject: NotificationSubject, at time: VirtualInstant) -> [OutputLine] {
        let made: SentNotification
        do {
            made = try makeNotification(subject, at: time)
        } catch {
            let message = (error as? CommandError)?.message ?? "\(error)"
            return [OutputLine("notification \(subject.name) not made: \(message)", style: .failure)]
        }
        serverNotifications.log.append { _ in made }
        history.record(serverItems: [.message(from: .appStore, to: .server, text: "\(made.name)\(made.transactionID.map { " \($0)" } ?? "")",
                                              kind: .call)])
        var lines = [OutputLine(NotificationLines.made(made), style: .plain)]
        if serverNotifications.destination != .none { lines += firstDelivery(made.number, at: time) }
        return lines
    }

    /// A new notification's first attempt, or the fault asked for it (`notifications fault`).
    func firstDelivery(_ number: Int, at time: VirtualInstant) -> [OutputLine] {
        var faults = serverNotifications.faults
        guard !faults.isEmpty else { return [attempt(number, at: time)] }
        defer { serverNotifications.faults = faults }
        if faults.delay.count > 0 {
            faults.delay.count -= 1
            let due = faults.delay.by.end(from: time) ?? VirtualClock.end
            serverNotifications.log.postpone(number, until: due)
            return [OutputLine("notification \(number) delayed until \(VirtualClock.iso8601(due))")]
        }
        if faults.reorder > 0 {
            faults.reorder -= 1
            faults.held.append(number)
            var lines = [OutputLine("notification \(number) held back, to be sent out of order")]
            if faults.reorder == 0 {
                let held = faults.held
                faults.held = []
                serverNotifications.faults = faults
                for earlier in held.reversed() { lines.append(attempt(earlier, at: time)) }
                faults = serverNotifications.faults
            }
            return lines
        }
        if faults.drop > 0 {
            faults.drop -= 1
            serverNotifications.faults = faults
            return [attempt(number, at: time, dropped: true)]
        }
        if faults.duplicate > 0 {
            faults.duplicate -= 1
            serverNotifications.faults = faults
            return [attempt(number, at: time), attempt(number, at: time)]
        }
        return [attempt(number, at: time)]
    }

    /// The notification for `subject`, signed with the session's chain at `time`.
    func makeNotification(_ subject: NotificationSubject, at time: VirtualInstant) throws -> SentNotification {
        let signer = try signer()
        // The embedded payloads are signed at the event's time, as the App Store signs them then.
        var then = world
        then.clock = VirtualClock(now: time)
        let transaction = subject.transaction.map { SignedPayloads.transaction($0, in: then, for: .server) }
        let renewal = subject.subscription.map { SignedPayloads.renewalInfo($0, in: then, for: .server) }
        let appTransaction = subject.carriesAppData ? SignedPayloads.appTransaction(in: then, for: .server) : nil
        let number = serverNotifications.log.nextNumber
        let uuid = NotificationUUID.make(seed: world.storeKit2.signingSeed, number: number)
        func build(_ transactionJWS: String?, _ renewalJWS: String?, _ appTransactionJWS: String?) -> OrderedJSON {
            NotificationPayload.payload(subject, uuid: uuid, signedDate: time, environment: world.storeKit2.signingEnvironment, app: world.app,
                                        signedTransactionInfo: transactionJWS, signedRenewalInfo: renewalJWS,
                                        signedAppTransactionInfo: appTransactionJWS)
        }
        do {
            let payload = build(try transaction.map { try signer.sign($0) }, try renewal.map { try signer.sign($0) },
                                try appTransaction.map { try signer.sign($0) })
            let signed = try signer.sign(payload)
            let shown = build(transaction.map { _ in "(JWS)" }, renewal.map { _ in "(JWS)" }, appTransaction.map { _ in "(JWS)" })
            return SentNotification(number: number, uuid: uuid, subject: subject, signedDate: time, signedPayload: signed,
                                    payloadText: shown.text, transactionInfoText: transaction?.text, renewalInfoText: renewal?.text)
        } catch {
            throw CommandError(code: "signing-failed", message: "libcrypto could not sign (\(error))")
        }
    }

    /// One attempt to send notification `number` at virtual time `time`, recorded in the log.
    /// `dropped`: the attempt is not made and fails as if nothing answered (`notifications fault drop`).
    func attempt(_ number: Int, at time: VirtualInstant, dropped: Bool = false) -> OutputLine {
        guard let notification = serverNotifications.log.notification(number) else { return OutputLine("") }
        let body = NotificationPayload.body(signedPayload: notification.signedPayload)
        let result: SendAttempt
        switch serverNotifications.destination {
        case .none:
            return OutputLine("")
        case .url where dropped:
            result = SendAttempt(date: time, result: .noResponse, detail: "dropped (notifications fault drop)")
        case .url(let url):
            result = postNotification?(body, url, time) ?? HTTPNotificationPoster.post(body, to: url, at: time)
        case .file where dropped:
            result = SendAttempt(date: time, result: .noResponse, detail: "dropped (notifications fault drop)")
        case .file(let path, let shown):
            do {
                try appendLine(path, line: body)
                wroteFile(shown)
                result = SendAttempt(date: time, result: .success)
            } catch {
                result = SendAttempt(date: time, result: .other, detail: error.reason)
            }
        }
        let state: DeliveryState
        if result.result == .success {
            state = .delivered
        } else if case .file = serverNotifications.destination, !dropped {
            // A file that could not be written is not retried; a dropped attempt is, as any failed post.
            state = .failed
        } else if let next = serverNotifications.schedule(environment: notificationEnvironment)
                    .nextAttempt(after: notification.attempts.count + 1, lastAt: time) {
            state = .retrying(at: next)
        } else {
            state = .failed
        }
        serverNotifications.log.record(result, number: number, state: state)
        let recorded = serverNotifications.log.notification(number)!
        var line = NotificationLines.attempt(recorded)
        if case .file(_, let shown) = serverNotifications.destination, !dropped {
            line = result.result == .success ? "notification \(number) appended to \(shown)"
                : "notification \(number) not written to \(shown): \(result.detail)"
        }
        if case .url = serverNotifications.destination {
            if recorded.attempts.count > 1 {
                let text = "\(recorded.name)\(recorded.transactionID.map { " \($0)" } ?? "") (attempt \(recorded.attempts.count))"
                history.record(serverItems: [.message(from: .appStore, to: .server, text: text, kind: .call)])
            }
            let reply = result.httpStatus.map { "\($0) \(result.result.rawValue)" } ?? result.result.rawValue
            history.record(serverItems: [.message(from: .server, to: .appStore, text: reply, kind: .reply)])
        }
        return OutputLine(line, style: result.result == .success ? .success : .failure)
    }
}
