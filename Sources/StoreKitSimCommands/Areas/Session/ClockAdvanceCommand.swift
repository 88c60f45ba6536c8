import StoreKitSim

/// `clock advance DURATION` or `clock advance --to MOMENT [PRODUCT]`: virtual time passes, and
/// subscriptions renew, retry and expire at their own instants on the way.
public struct ClockAdvanceCommand: TypedCommand {
    /// How far to move; nil when `moment` is given.
    public var step: ClockStep?
    /// The subscription whose moment to reach (with `moment`); nil is whichever comes first.
    public var product: ProductID?
    /// The subscription moment to move exactly to, instead of a duration.
    public var moment: SubscriptionMoment?

    public init() {}
    /// Moves the clock by a duration.
    public init(_ step: ClockStep) { self.step = step }
    /// Moves the clock exactly to a subscription's moment.
    public init(to moment: SubscriptionMoment, of product: ProductID? = nil) {
        self.moment = moment
        self.product = product
    }

    public static let declaration = CommandDeclaration(
        "clock advance", area: .session, summary: "move the virtual clock forward",
        discussion: """
            Tokens expire and reports fall due as virtual time passes. Subscriptions renew, enter and leave billing retry and the \
            grace period, and expire as the clock crosses their dates, each at its own instant and in time order (see \
            'subscriptions' and 'renewal-rate'). Months and years are calendar months, counted as subscription periods count them: \
            a month from January 31 ends on February 28 (29 in a leap year), so 'clock advance 1mo' lands on a monthly \
            subscription's renewal. ISO 8601 durations (P1M, P1Y2M, P2W, PT90M) read as Apple writes subscription periods. --to \
            moves exactly to a subscription's next-renewal (the end of a period that renews), grace-end, retry-end (where billing \
            retry gives up) or expiry (the end of the paid period, or of billing retry), of PRODUCT's group or whichever comes \
            first.
            """,
        examples: ["clock advance 90m", "clock advance 10d", "clock advance 1mo", "clock advance P1Y2M",
                   "clock advance --to next-renewal"])
    public static let fields: [CommandField<Self>] = [
        .argument("DURATION", \.step, .clockStep, arity: .one, unlessOption: "to",
                  help: "30s, 90m, 2h, 10d, 1w, 1mo, 1y or combined: 1h30m, 1y2mo; or ISO 8601: P1M, P1Y2M, PT90M"),
        .argument("PRODUCT", \.product, .subscriptionProduct, withOption: "to",
                  help: "the subscription whose moment to reach; the first of any when left out"),
        .option("to", \.moment, .subscriptionMoment,
                help: "move exactly to a subscription's next-renewal, grace-end, retry-end or expiry"),
    ]

    public func run(in session: Session) throws {
        if let moment {
            if let product, ClockStepParser.step(product.rawValue) != nil {
                throw CommandError(code: "duration-and-moment", message: "'clock advance' takes a DURATION or --to MOMENT, not both",
                                   hint: "'clock advance \(product)' moves by the duration; '--to' moves to the moment",
                                   argument: Self.name(of: \.product))
            }
            try session.advanceClock(bySeconds: session.world.clockSeconds(to: moment, of: product))
        } else {
            guard let step else {
                throw CommandError(code: "missing-argument", message: "'clock advance' needs DURATION (a duration such as 90m, 10d, 1mo or P1Y2M)",
                                   hint: "clock advance 1mo, or clock advance --to next-renewal")
            }
            try session.advanceClock(bySeconds: session.world.clockSeconds(by: step))
        }
        session.emit(LineText("clock \(iso8601: session.world.clock.now)"))
    }
}
