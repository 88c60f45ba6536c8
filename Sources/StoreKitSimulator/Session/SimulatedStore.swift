import StoreKitSim
import StoreKitSimCommands
import Synchronization

/// One test's world and everything StoreKit 2's static entry points need from it: the command
/// session that owns the world, the update streams, and the purchases waiting for their sheet.
///
/// Every change goes through the command language: the library's calls run typed command values
/// (`execute(PurchaseCommand(...))`) and read what happened from the `Outcome`, a test's
/// `run("...")` runs its line, so both and a scenario file are one transcript and one diagram,
/// and the library cannot drift from the commands' rules. Events reach the streams through the session history's
/// listener, in the world's order. Everything here is guarded by one lock; nothing is shared
/// between two stores.
final class SimulatedStore: @unchecked Sendable {
    private let mutex = Mutex(())
    /// The command session that owns the world (guarded by the lock).
    let session: Session
    private let sink = CollectingSink()
    /// Every line the session printed, oldest first (bounded by `transcriptLimit`).
    var transcript: [String] { Array(transcriptLines[transcriptHead...]) }
    static let transcriptLimit = 100_000
    /// The transcript's lines; those before `transcriptHead` are past the limit and let go in
    /// batches, so a long run costs no more per command than a short one (dropping the oldest
    /// line on every command moved 100,000 lines each time: most of a 90,000-renewal `advance`).
    private var transcriptLines: [String] = []
    private var transcriptHead = 0
    /// Signs StoreKit 2's data with the command language's payload builders and chain (see `SignedData`).
    let signer: SignedData

    /// The update streams. Their elements are made when a listener takes them, from the world
    /// as the command that published them left it (`Deferred`).
    var transactionUpdates = UpdateLog<Deferred<VerificationResult<Transaction>>>()
    var statusUpdates = UpdateLog<Deferred<Product.SubscriptionInfo.Status>>()
    var storefrontUpdates = UpdateLog<Deferred<Storefront>>()
    /// purchase(options:) calls whose sheet is up, oldest first.
    private var purchaseWaiters: [PurchaseWaiter] = []
    private var waiterCount = 0
    private var sheetWaiters: [CheckedContinuation<Void, Never>] = []
    private var ended = false
    /// Whether the session ended (read without the lock by calls resolving their session).
    private let endedFlag = Atomic<Bool>(false)
    /// Whether a `bind` ever ran on this session: an unbound call prefers a session nobody binds.
    private let boundFlag = Atomic<Bool>(false)
    /// Counts every use of the store (calls, takes, publishes): `settle()` tells a listener still
    /// working from one that is stuck by whether this moves.
    private let activityCount = Atomic<Int>(0)
    /// StoreKit calls that started and have not returned, by API name (guarded by the lock).
    private var callsInFlight: [String: Int] = [:]
    /// Warnings the session gave the running test (see `SKTestSession.warnings`).
    var warnings: [String] = []
    /// Where the session's virtual clock started (`SKTestSession(startingAt:)`).
    let clockStart: VirtualInstant

    init(world: World) {
        clockStart = world.clock.now
        session = Session(world: world, sink: sink)
        session.vocabulary = .storekit2
        signer = SignedData()
        session.history.listener = { [unowned self] events in self.dispatch(events) }
        SessionRegistry.shared.register(self)
    }

    /// Runs `body` with the lock held. Not reentrant: code inside never calls `locked` again.
    func locked<R>(_ body: (SimulatedStore) throws -> R) rethrows -> R {
        activityCount.add(1, ordering: .relaxed)
        return try mutex.withLock { _ in try body(self) }
    }

    var isEnded: Bool { endedFlag.load(ordering: .acquiring) }
    var everBound: Bool { boundFlag.load(ordering: .acquiring) }
    func markBound() {
        guard !boundFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
        SessionRegistry.shared.sessionBound()
    }
    var activity: Int { activityCount.load(ordering: .relaxed) }
    func noteActivity() { activityCount.add(1, ordering: .relaxed) }

    /// Runs an async StoreKit call counted as in flight, so `settle()` waits for it to return.
    func inFlight<R>(_ api: String, _ body: () async throws -> R) async rethrows -> R {
        locked { $0.callsInFlight[api, default: 0] += 1 }
        defer {
            locked { store in
                store.callsInFlight[api, default: 1] -= 1
                if store.callsInFlight[api] == 0 { store.callsInFlight[api] = nil }
            }
        }
        return try await body()
    }

    /// A new reader of one of the update logs, or nil once the session ended. The first reader
    /// of a log that dropped updates before anyone read it hears of it as the test's failure.
    func addReader<Element>(_ log: KeyPath<SimulatedStore, UpdateLog<Deferred<Element>>> & Sendable, api: String) -> Int? {
        let added: (id: Int, missed: Int)? = locked { store in store.ended ? nil : store[keyPath: log].addReader() }
        guard let added else { return nil }
        if added.missed > 0 {
            TestIssue.fail("\(api): \(added.missed) updates were published before any listener read them and are lost "
                + "(a session holds \(UpdateLog<Deferred<Element>>.unreadLimit) for a listener that starts late): start the listener "
                + "before the control that causes them, or advance the clock in smaller steps", sessions: [ObjectIdentifier(self)])
        }
        return added.id
    }

    /// Runs one command line a test typed (`SKTestSession.run`); returns what it printed, or
    /// throws what it reported.
    @discardableResult
    func execute(_ line: String) throws -> [String] {
        // Run for its lines alone: an outcome would sign every transaction the line completed, and
        // `clock advance` over an accelerated time rate completes thousands.
        let succeeded = session.execute(line)
        let diagnostics = sink.diagnostics
        let lines = sink.take()
        keep(lines)
        guard succeeded else {
            throw StoreKitSimulatorError.commandFailed(command: line, message: diagnostics.map(\.message).joined(separator: "; "))
        }
        return lines
    }

    /// Runs a command given as a value; returns its outcome (its transactions unsigned), or throws
    /// its failure as StoreKit's error where StoreKit has one (`OutcomeFailure`).
    @discardableResult
    func execute<Command: TypedCommand>(_ command: Command) throws -> Outcome {
        // The library's values sign themselves when the app reads their JWS (`LazyJWS`): the
        // outcome's transactions need none.
        try finish(session.run(command, signingTransactions: false))
    }

    /// Runs a command given as a value for its printed lines alone, as `execute(_ line:)` does: no
    /// outcome is gathered, so a `clock advance` over an accelerated time rate does not sign the
    /// thousands of transactions it completes. Throws its failure as `execute` of a value does.
    @discardableResult
    func executeForLines<Command: TypedCommand>(_ command: Command) throws -> [String] {
        let succeeded = session.execute(command)
        let diagnostics = sink.diagnostics
        let lines = sink.take()
        keep(lines)
        guard succeeded else { throw OutcomeFailure.error(command: command.line, diagnostic: diagnostics.first) }
        return lines
    }

    /// Runs a setting given as a value (`SettingCommand(.dialogs, "off")`), as `execute`.
    @discardableResult
    func execute(_ setting: SettingCommand) throws -> Outcome {
        try finish(session.run(setting))
    }

    /// Keeps what the command printed in the transcript and throws its failure.
    private func finish(_ outcome: Outcome) throws -> Outcome {
        _ = sink.take()
        keep(outcome.output)
        guard outcome.ok else { throw OutcomeFailure.error(of: outcome) }
        return outcome
    }

    /// Appends printed lines to the transcript, letting the oldest go past the limit.
    private func keep(_ lines: [String]) {
        transcriptLines += lines
        if transcriptLines.count - transcriptHead > Self.transcriptLimit {
            transcriptHead = transcriptLines.count - Self.transcriptLimit
            if transcriptHead >= Self.transcriptLimit {
                transcriptLines.removeFirst(transcriptHead)
                transcriptHead = 0
            }
        }
    }

    /// `execute` of a line under the lock.
    @discardableResult
    func run(_ line: String) throws -> [String] {
        try mutex.withLock { _ in try execute(line) }
    }

    /// `executeForLines` of a value under the lock.
    @discardableResult
    func runForLines<Command: TypedCommand>(_ command: Command) throws -> [String] {
        try mutex.withLock { _ in try executeForLines(command) }
    }

    /// `execute` of a value under the lock.
    @discardableResult
    func run<Command: TypedCommand>(_ command: Command) throws -> Outcome {
        try mutex.withLock { _ in try execute(command) }
    }

    // MARK: Purchases and sheets

    /// Runs a `purchase` command and waits for purchase(options:) to return: at once when the
    /// outcome carries its result (dialogs off), else when the test answers the payment sheet.
    func purchase(_ command: PurchaseCommand) async throws -> PurchaseOutcome {
        let outcome: Result<PurchaseOutcome, any Error> = await withCheckedContinuation { continuation in
            locked { store in
                do {
                    let ran = try store.execute(command)
                    if let result = Self.purchaseResult(of: command.product, in: ran.events) {
                        continuation.resume(returning: .success(store.outcome(result)))
                    } else {
                        // The sheet is up: the command that answers it carries the result.
                        store.waiterCount += 1
                        store.purchaseWaiters.append(PurchaseWaiter(id: store.waiterCount, productID: command.product, continuation: continuation))
                    }
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try outcome.get()
    }

    /// What purchase(options:) of `product` returned among `events`, if it returned.
    static func purchaseResult(of product: ProductID, in events: [StampedEvent]) -> PurchaseResult? {
        for stamped in events {
            if case .storeKit2(.purchaseReturned(let id, let result)) = stamped.event, id == product { return result }
        }
        return nil
    }

    /// Waits until a payment sheet is up (a purchase started in another task brought it up).
    func paymentSheet() async {
        await withCheckedContinuation { continuation in
            locked { store in
                if case .payment? = store.session.world.sheet { continuation.resume() } else { store.sheetWaiters.append(continuation) }
            }
        }
    }

    // MARK: Events

    /// Sends one batch of the world's events to the waiting purchase and the update streams.
    /// Called by the session, with the lock held, right after it printed them.
    private func dispatch(_ events: [StampedEvent]) {
        let snapshot = self.snapshot
        let signer = self.signer
        var returned: Set<TransactionID> = []
        for stamped in events {
            if case .storeKit2(.purchaseReturned(_, .success(let transaction, _))) = stamped.event { returned.insert(transaction.id) }
        }
        for stamped in events {
            switch stamped.event {
            case .storeKit2(.purchaseReturned(let productID, let result)):
                if let index = purchaseWaiters.firstIndex(where: { $0.productID == productID }) {
                    purchaseWaiters.remove(at: index).continuation.resume(returning: .success(outcome(result)))
                }
            case .payments(.paymentSheetPresented):
                for waiter in sheetWaiters { waiter.resume() }
                sheetWaiters.removeAll()
            case .payments(.transactionUpdated(let transaction)):
                guard transaction.state == .purchased || transaction.state == .restored, !returned.contains(transaction.id) else { continue }
                transactionUpdates.publish(Deferred { Self.verified(transaction, in: snapshot, signer: signer) })
            case .payments(.refunded(let transaction)), .payments(.familySharingStopped(let transaction)):
                transactionUpdates.publish(Deferred { Self.verified(transaction, in: snapshot, signer: signer) })
            case .storefront(.didChangeStorefront(let storefront)):
                storefrontUpdates.publish(Deferred { Storefront(storefront) })
            case .subscriptions(let event):
                if let state = Self.statusChange(event) { statusUpdates.publish(Deferred { Self.status(state, in: snapshot, signer: signer) }) }
            default:
                continue
            }
        }
    }

    /// The subscription events StoreKit tells through Status.updates (as the command language's
    /// storekit2 vocabulary does): a recovery was already told by its renewal.
    private static func statusChange(_ event: SubscriptionEvent) -> SubscriptionState? {
        switch event {
        case .started(let s), .renewed(let s), .changed(_, _, let s, _), .changeScheduled(_, let s), .autoRenewChanged(let s),
             .billingRetryEntered(let s), .gracePeriodEnded(let s), .expired(let s), .priceIncrease(let s), .revoked(let s),
             .offerScheduled(let s), .renewalExtended(let s, _), .changeCancelled(let s, _):
            return s
        case .billingRecovered, .alreadySubscribed, .nonRenewingExtended, .codeRedeemed, .priceKept:
            return nil
        }
    }

    /// Ends every update stream: the test's session is gone, so its listeners' loops finish.
    func end() {
        endedFlag.store(true, ordering: .releasing)
        SessionRegistry.shared.unregister(self)
        locked { store in
            store.ended = true
            store.transactionUpdates.finishAll()
            store.statusUpdates.finishAll()
            store.storefrontUpdates.finishAll()
        }
    }

    /// Whether every reader of every stream has handled every update and no StoreKit call is in
    /// flight: `unsettled == nil` without writing the report, for `settle()`'s every turn (it
    /// runs beside a listener working through tens of thousands of updates). Reading it is not activity.
    var isSettled: Bool {
        mutex.withLock { _ in
            transactionUpdates.isSettled && statusUpdates.isSettled && storefrontUpdates.isSettled && callsInFlight.isEmpty
                && (everBound || !SessionRegistry.shared.followerWaiting)
        }
    }

    /// What keeps the session from being settled, or nil when every reader of every stream has
    /// handled every update (see `UpdateLog.isSettled`) and no StoreKit call is in flight.
    /// Reading it is not activity.
    var unsettled: String? {
        mutex.withLock { _ in
            var parts: [String] = []
            if let left = transactionUpdates.unsettled { parts.append("Transaction.updates: " + left) }
            if let left = statusUpdates.unsettled { parts.append("Product.SubscriptionInfo.Status.updates: " + left) }
            if let left = storefrontUpdates.unsettled { parts.append("Storefront.updates: " + left) }
            let calls = callsInFlight.sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.key) x\($0.value)" }
            if !calls.isEmpty { parts.append("StoreKit calls not returned: " + calls.joined(separator: ", ")) }
            if !everBound, SessionRegistry.shared.followerWaiting {
                parts.append("a listener made outside session.bind { ... } waits to know which of the live sessions to follow "
                    + "(run the suite @Suite(.serialized), or bind the other sessions)")
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }
    }
}

/// An update as published: made into StoreKit's value when a listener takes it.
struct Deferred<Value: Sendable>: Sendable {
    let make: @Sendable () -> Value
}
