/// Page loads and purchases per campaign and provider token: the cross-promotion
/// effectiveness Apple's "Offering media for sale in your app" speaks of (App Analytics attributes by the tokens the page was loaded with).
///
/// Pages loaded without tokens are counted too, under a nil key, so the share of untracked
/// traffic shows.
public struct CampaignTally: Sendable, Hashable {
    /// The tokens a page was loaded with; both nil when none were sent.
    public struct Key: Sendable, Hashable, Comparable {
        public var campaignToken: String?
        public var providerToken: String?

        public init(campaignToken: String?, providerToken: String?) {
            self.campaignToken = campaignToken
            self.providerToken = providerToken
        }

        public var isUntracked: Bool { campaignToken == nil && providerToken == nil }

        /// Tracked keys by provider then campaign; the untracked key last.
        public static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.isUntracked != rhs.isUntracked { return !lhs.isUntracked }
            let l = (lhs.providerToken ?? "", lhs.campaignToken ?? ""), r = (rhs.providerToken ?? "", rhs.campaignToken ?? "")
            return l < r
        }
    }

    /// Loads that presented a page, and purchases made from such pages.
    public struct Count: Sendable, Hashable {
        public var loads = 0
        public var purchases = 0

        public init(loads: Int = 0, purchases: Int = 0) {
            self.loads = loads
            self.purchases = purchases
        }

        /// Purchases per load in tenths of a percent, rounded half up (333 = 33.3%); 0 with no loads.
        public var conversionPermille: Int {
            loads == 0 ? 0 : (purchases * 1_000 * 2 + loads) / (loads * 2)
        }
    }

    public private(set) var counts: [Key: Count] = [:]

    public init() {}

    public mutating func recordLoad(_ key: Key) { counts[key, default: Count()].loads += 1 }
    public mutating func recordPurchase(_ key: Key) { counts[key, default: Count()].purchases += 1 }

    /// Rows in report order.
    public var rows: [(key: Key, count: Count)] {
        counts.keys.sorted().map { (key: $0, count: counts[$0]!) }
    }

    /// All keys together.
    public var total: Count {
        counts.values.reduce(into: Count()) { $0.loads += $1.loads; $0.purchases += $1.purchases }
    }
}
