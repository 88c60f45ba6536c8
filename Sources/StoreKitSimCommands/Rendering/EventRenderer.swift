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

    public init(trace: Bool) {
        self.trace = trace
    }

    /// The lines for `events`, in order of their turns.
    public func lines(_ events: [StampedEvent]) -> [OutputLine] {
        var output: [OutputLine] = []
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
            for stamped in turn { output += shown(stamped.event) }
            start = end
        }
        return output
    }

    /// The callback StoreKit made for this event, as `name detail`; nil when it is not a callback.
    public func callback(_ event: WorldEvent) -> String? {
        switch event {
        case .storefront(let event): return Self.callback(event)
        case .products(let event): return Self.callback(event)
        case .payments(let event): return Self.callback(event)
        case .productPage(let event): return Self.callback(event)
        case .externalPurchase(let event): return Self.callback(event)
        case .subscriptions: return nil
        }
    }

    /// What the app or the customer sees for this event.
    public func shown(_ event: WorldEvent) -> [OutputLine] {
        switch event {
        case .storefront(let event): return Self.shown(event)
        case .products(let event): return Self.shown(event)
        case .payments(let event): return Self.shown(event)
        case .productPage(let event): return Self.shown(event)
        case .externalPurchase(let event): return Self.shown(event)
        case .subscriptions(let event): return Self.shown(event)
        }
    }
}
