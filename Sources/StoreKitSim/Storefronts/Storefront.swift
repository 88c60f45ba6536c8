/// An App Store storefront, as `SKStorefront` describes it.
///
/// `countryCode` is ISO 3166-1 alpha-3 (what StoreKit returns); `identifier` is Apple's numeric
/// storefront id (the number in `X-Apple-Store-Front`). The alpha-2 code and currency are kept
/// because Apple's Info.plist keys use lowercase alpha-2 and prices show in the storefront's currency.
public struct Storefront: Sendable, Hashable {
    /// The storefront's row in `rows`, the table of the App Store's storefronts. Only that table
    /// makes storefronts, so a storefront is its row: copying one (every event, bound argument and
    /// copy of the world carries some) copies a byte where four strings were retained and released.
    private let row: UInt8

    public var countryCode: String { Self.rows[Int(row)].countryCode }
    public var alpha2: String { Self.rows[Int(row)].alpha2 }
    public var identifier: Int { Self.rows[Int(row)].identifier }
    public var name: String { Self.rows[Int(row)].name }
    public var currency: String { Self.rows[Int(row)].currency }

    /// Where it stands in `Storefront.all` (0 to 174): a key for what is kept per storefront.
    public var index: Int { Int(row) }

    private init(row: Int) {
        self.row = UInt8(row)
    }

    /// Every App Store storefront, in the order of the reference table (by English name).
    public static let all: [Storefront] = {
        precondition(rows.count <= Int(UInt8.max) + 1, "a storefront's row is kept in a byte")
        return rows.indices.map { Storefront(row: $0) }
    }()

    /// The storefront SKTestSession starts in.
    public static var usa: Storefront { all.first { $0.countryCode == "USA" }! }

    private static let byCode: [String: Storefront] = {
        var map: [String: Storefront] = [:]
        map.reserveCapacity(all.count * 3)
        for storefront in all {
            map[storefront.countryCode] = storefront
            map[storefront.alpha2] = storefront
            map[String(storefront.identifier)] = storefront
        }
        return map
    }()

    /// Finds a storefront by alpha-3, alpha-2 or numeric identifier, in any case.
    public static func resolve(_ code: String) -> Storefront? {
        byCode[code.uppercased()]
    }

    private static let byName: [String: Storefront] = Dictionary(all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// Finds a storefront by its name ("Japan", "united states"), in any case.
    public static func named(_ name: String) -> Storefront? {
        byName[name.lowercased()]
    }

    /// Each storefront's searchable fields, lowercased once: `storefront list TEXT` must stay cheap.
    private static let searchKeys: [[UInt8]] = all.map { storefront in
        Array([storefront.countryCode, storefront.alpha2, String(storefront.identifier), storefront.name, storefront.currency]
            .map { $0.lowercased() }.joined(separator: "\u{0}").utf8)
    }

    /// Storefronts whose codes, id, name or currency contain `text` (case-insensitive); all when empty.
    public static func matching(_ text: String) -> [Storefront] {
        let needle = text.lowercased()
        if needle.isEmpty { return all }
        let bytes = Array(needle.utf8)
        // By index: zipping copied every storefront and its key to test it.
        return all.indices.compactMap { contains(searchKeys[$0], bytes) ? all[$0] : nil }
    }

    /// Byte substring search; fields are joined with NUL, which no typed needle contains.
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count && haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
