/// One thing that happened in the world, in StoreKit's terms: a callback StoreKit made, a sheet
/// that came up, a token the system issued.
///
/// Events carry typed values only. The command layer's renderers tell the same event as a
/// transcript line, a `trace:` line or (later) a step of a sequence diagram, so every vocabulary
/// reads one list.
public indirect enum WorldEvent: Sendable, Hashable {
    case storefront(StorefrontEvent)
    case products(ProductsEvent)
    case payments(PaymentEvent)
    case productPage(ProductPageEvent)
    case externalPurchase(ExternalPurchaseEvent)
    case subscriptions(SubscriptionEvent)
    case storeKit2(StoreKit2Event)
    case serverAPI(ServerAPIEvent)
}

/// An event with the virtual time it happened at and the run-loop turn it belongs to.
///
/// StoreKit calls the app's delegate and observer, and the app reacts (updates its UI, shows an
/// alert) once those calls return. A turn groups the calls that happen before the app reacts:
/// a storefront change asks shouldContinue for every open transaction and calls
/// paymentQueueDidChangeStorefront(_:) in one turn; a products request delivers its response in one
/// turn and finishes in the next.
public struct StampedEvent: Sendable, Hashable {
    /// Seconds since the Unix epoch on the virtual clock.
    public var time: VirtualInstant
    /// Events with the same turn number happened before the app reacted to any of them.
    public var turn: Int
    public var event: WorldEvent

    public init(time: VirtualInstant, turn: Int, event: WorldEvent) {
        self.time = time
        self.turn = turn
        self.event = event
    }
}
