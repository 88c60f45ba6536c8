import StoreKitSim
import StoreKitSimSigning

/// The one way to run a command and get back what it did as data (`Outcome`), the command given as
/// a line or as a value. Text is printed to the session's sink exactly as `execute` prints it; the
/// outcome is gathered beside it. A value is not lexed or bound: the session's history and the
/// outcome name it by the line `CommandLineWriter` writes for it, the line that binds to it.
extension Session {
    /// Runs a typed command and returns its outcome, as `run(_:)` of its line would.
    ///
    /// No words were typed, so an error points at no column (its `range` is nil). With
    /// `signingTransactions` false the outcome's transactions carry no JWS: for a front end that
    /// signs its own values when they are read (the StoreKitSimulator library), which would
    /// otherwise make one signature per completed transaction and throw it away.
    public func run<Command: TypedCommand>(_ command: Command, signingTransactions: Bool = true) -> Outcome {
        let line = command.line
        return outcome(of: line, signingTransactions: signingTransactions) { execute(command, line: line) }
    }

    /// Runs a typed command for its printed lines alone. Returns false if it failed.
    @discardableResult
    public func execute<Command: TypedCommand>(_ command: Command) -> Bool {
        execute(command, line: command.line)
    }

    private func execute<Command: TypedCommand>(_ command: Command, line: String) -> Bool {
        history.begin(line: Array(line.utf8))
        return perform({ session, _ in try command.run(in: session) }, Arguments())
    }

    /// Runs one line of text and returns its outcome.
    public func run(_ text: String, file: String? = nil, line: Int = 1) -> Outcome {
        outcome(of: text) { execute(text, file: file, line: line) }
    }

    /// Runs one line given as raw bytes (batch input) and returns its outcome.
    public func run(bytes: some Collection<UInt8>, file: String?, line: Int) -> Outcome {
        let bytes = Array(bytes)
        return outcome(of: String(decoding: bytes, as: UTF8.self)) { execute(bytes: bytes, file: file, line: line) }
    }

    /// Notes a file a command wrote, as the command named it, for the outcome being made.
    func wroteFile(_ path: String) {
        guard let capture = outcomeCapture, !capture.files.contains(path) else { return }
        capture.files.append(path)
    }

    /// Runs `body` (which runs one command through `execute`) and gathers what it did; the front
    /// end's sink still gets every line.
    func outcome(of command: String, signingTransactions: Bool = true, _ body: () -> Bool) -> Outcome {
        let sink = OutcomeSink(forwardingTo: self.sink)
        let capture = OutcomeCapture()
        let previousSink = self.sink, previousCapture = outcomeCapture
        self.sink = sink
        outcomeCapture = capture
        let firstNotification = serverNotifications.log.nextNumber
        let ok = body()
        self.sink = previousSink
        outcomeCapture = previousCapture
        previousCapture?.events += capture.events
        previousCapture?.files += capture.files
        // The log is in number order: this command's notifications are its tail.
        let notifications = serverNotifications.log.notifications.reversed()
            .prefix { $0.number >= firstNotification }.reversed()
            .map(OutcomeNotification.init)
        return Outcome(command: command, ok: ok, clock: world.clock.now, turns: Outcome.turns(of: capture.events),
                       error: sink.error, output: sink.lines, notifications: notifications,
                       transactions: completedTransactions(in: capture.events, signing: signingTransactions), files: capture.files)
    }

    /// The transactions that reached `purchased` or `restored` among `events`, each once, as the
    /// world holds it now, with the JWS `transaction jws` prints for it.
    private func completedTransactions(in events: [StampedEvent], signing: Bool) -> [OutcomeTransaction] {
        var seen: Set<TransactionID> = []
        var completed: [OutcomeTransaction] = []
        for stamped in events {
            guard case .payments(.transactionUpdated(let updated)) = stamped.event,
                  updated.state == .purchased || updated.state == .restored,
                  seen.insert(updated.id).inserted else { continue }
            // Found by its id in the payment queue (direct for a minted id), not by a scan of the
            // history: a command that completes n transactions stays linear in n.
            let transaction = world.payments.transaction(updated.id).flatMap { $0.deleted ? nil : $0 } ?? updated
            completed.append(OutcomeTransaction(transaction: transaction,
                                                signedTransaction: signing ? try? signedTransaction(transaction) : nil))
        }
        return completed
    }
}
