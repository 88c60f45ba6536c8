import StoreKitSim

/// What a served world starts from besides the built-in world: the knobs a backend needs
/// (`serve --seed/--bundle-id/--app-apple-id/--clock-start`, or the fields of
/// `POST /storekit-sim/v1/worlds`).
///
/// The seed decides the world's keys (its signing chain and in-app purchase key), its
/// notificationUUIDs and the offset its transaction ids start from, so two runs with different
/// seeds share no transaction id and no notification UUID, and one seed gives the same keys again.
public struct WorldSetup: Sendable, Equatable {
    public var seed: String
    public var bundleID: String?
    public var appAppleID: Int64?
    /// nil: the built-in world's 2026-01-01T00:00:00Z.
    public var clockStart: VirtualInstant?

    public init(seed: String, bundleID: String? = nil, appAppleID: Int64? = nil, clockStart: VirtualInstant? = nil) {
        self.seed = seed
        self.bundleID = bundleID
        self.appAppleID = appAppleID
        self.clockStart = clockStart
    }

    /// Sets the knobs on a fresh world.
    public func apply(to world: inout World) {
        world.storeKit2.signingSeed = seed
        world.payments.idOffset = Self.idOffset(seed: seed)
        if let bundleID { world.app.bundleID = bundleID }
        if let appAppleID { world.app.appAppleID = appAppleID }
        if let clockStart { world.clock = VirtualClock(now: clockStart) }
    }

    /// Room for this many transactions per world before its ids could reach another seed's.
    public static let idsPerWorld = 1_000_000

    /// A multiple of `idsPerWorld` below 10^15 picked by the seed (FNV-1a), never 0: ids stay
    /// under 2^53, so a backend that reads them as JSON numbers (JavaScript) loses no digit.
    public static func idOffset(seed: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(hash % 999_999_999 + 1) * idsPerWorld
    }

    /// A random seed for a start without `--seed`: 128 bits from the system's generator.
    public static func randomSeed() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next() as UInt64, generator.next() as UInt64]
        return words.map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// `2026-01-01T00:00:00Z` (UTC, seconds, a `Z`) or `now` (the host's clock, whole seconds);
    /// nil for anything else or an instant the virtual clock cannot show.
    public static func instant(_ text: String, now: Int64) -> VirtualInstant? {
        if text == "now" { return VirtualInstant(seconds: now) }
        return VirtualInstant(iso8601: text)
    }
}

/// What `serve`'s options set for every world: a world's setup whose seed is the base each world's
/// own seed is derived from (with the world's id) unless the world is made with its own.
public typealias ServeDefaults = WorldSetup

extension WorldSetup {
    /// The setup of world `id`: these knobs, with a seed derived from this one and the id.
    public func setup(forWorld id: String) -> WorldSetup {
        var setup = self
        setup.seed = seed + "/" + id
        return setup
    }
}
