import StoreKitSim

/// Turns the world's events into the lines a person reads: `trace:` lines for the callbacks
/// StoreKit makes (when tracing) and the transcript lines for what the app and the customer see.
///
/// Events are rendered one turn at a time: the turn's callbacks first, then what the app showed in
/// reaction, as StoreKit calls the app and the app updates its UI once the calls return. Each area
/// tells its own events in an extension (EventRenderer+Payments.swift, …); handlers never print an
/// event themselves.
public struct EventRenderer: Sendable {
    /// Print callbacks as `trace:` lines.
    public var trace: Bool
    /// Whose words tell the shared events (`vocabulary`).
    public var vocabulary: Vocabulary
    /// The verification error StoreKit 2's results carry now, if one is simulated.
    public var verificationError: VerificationErrorCase?

    public init(trace: Bool, vocabulary: Vocabulary = .storekit1, verificationError: VerificationErrorCase? = nil) {
        self.trace = trace
        self.vocabulary = vocabulary
        self.verificationError = verificationError
    }

    /// The lines for `events`, in order of their turns, handed to `emit` as each is made (the
    /// session prints a command's lines without collecting them in an array first).
    /// `afterEachTurn` adds lines after each turn's own (the notifications the App Store sent for it).
    public func render(_ events: [StampedEvent], afterEachTurn: (ArraySlice<StampedEvent>) -> [OutputLine] = { _ in [] },
                       to emit: (OutputLine) -> Void) {
        // Transactions a StoreKit 2 purchase(options:) returned: Transaction.updates does not repeat them.
        // Only StoreKit 2's words read them, so StoreKit 1's lines skip the scan (each look copied an event).
        var returned: Set<TransactionID> = []
        for index in events.indices where vocabulary == .storekit2 {
            guard case .storeKit2(let event) = events[index].event, case .purchaseReturned(_, .success(let transaction, _)) = event else { continue }
            returned.insert(transaction.id)
        }
        // What each transaction of these events charged, for the renewal line (its event carries
        // the subscription, the charge is on the renewal's transaction).
        var charged: [TransactionID: Price] = [:]
        for stamped in events {
            if case .payments(.transactionUpdated(let transaction)) = stamped.event, let price = transaction.price { charged[transaction.id] = price }
        }
        var start = events.startIndex
        while start < events.endIndex {
            var end = start + 1
            while end < events.endIndex, events[end].turn == events[start].turn { end += 1 }
            let turn = events[start..<end]
            if trace {
                for stamped in turn {
                    if let callback = callback(stamped.event) { emit(OutputLine("trace: " + callback, style: .callback)) }
                }
            }
            for index in turn.indices {
                for line in shown(events[index].event, returned: returned, charged: charged) { emit(line) }
                if case .payments(.notAvailableAlert) = events[index].event, let refusal = Self.delegateRefusal(in: events[..<index]) {
                    emit(OutputLine(refusal))
                }
            }
            for line in afterEachTurn(turn) { emit(line) }
            start = end
        }
    }

    /// Why the app's alert says "not available" when its own delegate stopped the purchase: the
    /// alert is the sample app's (Apple's SKStorefront page: a false answer from
    /// paymentQueue(_:shouldContinue:in:) fails the transaction with storeProductNotAvailable), so
    /// the line after it says it was the delegate's answer (issue 45). Nil when no delegate refused.
    static func delegateRefusal(in events: ArraySlice<StampedEvent>) -> String? {
        // The alert follows the failed transaction's update; the refusal about that transaction explains it.
        var failed: TransactionID?
        for stamped in events.reversed() {
            if failed == nil, case .payments(.transactionUpdated(let transaction)) = stamped.event { failed = transaction.id; continue }
            guard case .storefront(.shouldContinueAsked(let answer)) = stamped.event, !answer.shouldContinue,
                  answer.transactionID == failed else { continue }
            let why = answer.timedOut ? "did not answer paymentQueue(_:shouldContinue:in:) in time (counted as false)"
                                      : "answered false to paymentQueue(_:shouldContinue:in:)"
            return "why: the app's delegate \(why) for \(answer.transactionID) in \(answer.storefront.name); the App Store did not refuse it"
        }
        return nil
    }

    /// The callback StoreKit made for this event, as `name detail`; nil when it is not a callback.
    public func callback(_ event: WorldEvent) -> String? {
        // A StoreKit 2 app has no payment queue observer: its transactions come as stream lines.
        if vocabulary == .storekit2, case .payments = event { return nil }
        switch event {
        case .storefront(let event): return Self.callback(event)
        case .products(let event): return Self.callback(event)
        case .payments(let event): return Self.callback(event)
        case .productPage(let event): return Self.callback(event)
        case .externalPurchase(let event): return Self.callback(event)
        case .subscriptions, .storeKit2, .serverAPI: return nil
        }
    }

    /// What the app or the customer sees for this event, in the session's vocabulary.
    /// `charged` holds what the transactions among the events charged: a renewal line names its price.
    public func shown(_ event: WorldEvent, returned: Set<TransactionID> = [], charged: [TransactionID: Price] = [:]) -> [OutputLine] {
        if vocabulary == .storekit2 {
            switch event {
            case .payments(let event): if let lines = storeKit2Shown(event, returned: returned) { return lines }
            case .storefront(let event): if let lines = storeKit2Shown(event) { return lines }
            case .subscriptions(let event): if let lines = storeKit2Shown(event) { return lines }
            default: break
            }
        }
        switch event {
        case .storefront(let event): return Self.shown(event)
        case .products(let event): return Self.shown(event)
        case .payments(let event): return Self.shown(event)
        case .productPage(let event): return Self.shown(event)
        case .externalPurchase(let event): return Self.shown(event)
        case .subscriptions(let event): return Self.shown(event, charged: charged)
        case .storeKit2(let event): return shown(event)
        case .serverAPI(let event): return Self.shown(event)
        }
    }
}
