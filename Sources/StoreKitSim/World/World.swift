/// Everything the simulation knows, as one value.
///
/// Commands change it; nothing in it reads a clock, a file or a terminal, and nothing is random,
/// so the same commands give the same output in any order of scenario files on any machine.
/// Each StoreKit area keeps its state in its own type, in its own file.
public struct World: Sendable {
    public var clock = VirtualClock()
    public var storefront = Storefront.usa
    public var device = Device()
    public var app = AppConfig()
    /// System UI waiting for an answer, if any.
    public var sheet: Sheet?
    /// When true, sheets are answered at once (like SKTestSession's `disableDialogs`).
    public var disableDialogs = false
    /// What happened since the command layer last looked, in order (see `WorldEvent`).
    public var events = EventLog()

    /// App Store Connect's in-app products and the Paid Applications Agreement (Apple's "Fetching product information from the App Store").
    public var catalog = InAppCatalog()
    /// The app's products requests and what the store UI shows (seeds 002, 003).
    public var products = ProductRequests()
    /// The payment queue, its transactions and the storefront delegate (Apple's SKStorefront).
    public var payments = PaymentQueue()
    /// Media for product pages and SKStoreProductViewController (Apple's "Offering media for sale in your app").
    public var productPage = ProductPage()
    /// Auto-renewable and non-renewing subscriptions on the virtual clock.
    public var subscriptions = Subscriptions()
    /// ExternalPurchaseCustomLink and the developer's server (Apple's ExternalPurchaseCustomLink).
    public var external = ExternalPurchase()
    /// StoreKit 2's purchases in flight, simulated errors, refund requests and messages.
    public var storeKit2 = StoreKit2State()
    /// The Sandbox Apple Account's region in App Store Connect, applied at the next sign-in.
    public var sandboxAccount = SandboxAccount()
    /// What the developer's server changed through the App Store Server API (renewal-date extensions).
    public var serverAPI = ServerAPIState()

    /// An empty world: storefront USA, OS 26.2, payments allowed, no catalog.
    public init() {}

    /// The built-in default world the REPL and every scenario start from: the empty world plus
    /// each area's small built-in catalog, so the design card's commands work at once.
    public static func builtIn() -> World {
        var world = World()
        world.catalog = .builtIn
        world.products = .builtIn
        world.payments = .builtIn
        world.productPage = .builtIn
        world.external = .builtIn
        return world
    }

    /// Records an event at the current virtual time.
    mutating func record(_ event: consuming WorldEvent) {
        // Consumed, not borrowed: the event moves into the log instead of being copied (a
        // WorldEvent copy retains each string of its payload).
        events.record(event, at: clock.now)
    }

    /// Records an event that changes what follows from it, then applies what follows: StoreKit 2's
    /// view of a transaction update (a purchase in flight returns) and the messages a subscription
    /// event sends. The operations call it where they settle (a transaction's state, a renewal
    /// step, a price increase), so what an event causes is visible at its call site, not hidden
    /// inside `record`.
    mutating func recordAndFollow(_ event: WorldEvent) {
        record(event)
        followForStoreKit2(event)
    }

    /// Runs `body` so that every event it records belongs to one turn of the app's run loop.
    mutating func inOneTurn<T, E: Error>(_ body: (inout World) throws(E) -> T) throws(E) -> T {
        events.beginTurn()
        defer { events.endTurn() }
        return try body(&self)
    }

    /// Returns and clears the events recorded so far.
    public mutating func drainEvents() -> [StampedEvent] { events.drain() }
}
