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

    /// The lines for `events`, in order of their turns.
    /// `afterEachTurn` adds lines after each turn's own (the notifications the App Store sent for it).
    public func lines(_ events: [StampedEvent], afterEachTurn: (ArraySlice<StampedEvent>) -> [OutputLine] = { _ in [] }) -> [OutputLine] {
        var output: [OutputLine] = []
        // Transactions a StoreKit 2 purchase(options:) returned: Transaction.updates does not repeat them.
        var returned: Set<TransactionID> = []
        for stamped in events {
            if case .storeKit2(.purchaseReturned(_, .success(let transaction, _))) = stamped.event { returned.insert(transaction.id) }
        }
        var start = events.startIndex
        while start < events.endIndex {
            var end = start + 1
            while end < events.endIndex, events[end].turn == events[start].turn { end += 1 }
            let turn = events[start..<end]
            if trace {
                for stamped in turn {
                    if let callback = callback(stamped.event) { output.append(OutputLine("trace: " + callback, style: .callback)) }
                }
            }
            for stamped in turn { output += shown(stamped.event, returned: returned) }
            output += afterEachTurn(turn)
            start = end
        }
        return output
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
    public func shown(_ event: WorldEvent, returned: Set<TransactionID> = []) -> [OutputLine] {
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
        case .subscriptions(let event): return Self.shown(event)
        case .storeKit2(let event): return shown(event)
        case .serverAPI(let event): return Self.shown(event)
        }
    }
}
