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

    /// The storefront SKTestSession starts in. Found once: a typed command's default value
    /// (`StorefrontSetCommand`) reads it on every line, and a search of the table each time made
    /// 10,000 piped `storefront set` lines cost 74M instructions more (callgrind).
    public static let usa: Storefront = all.first { $0.countryCode == "USA" }!

    /// Each storefront's searchable fields, lowercased once: `storefront list TEXT` must stay cheap.
    static let searchKeys: [[UInt8]] = all.map { storefront in
        Array([storefront.countryCode, storefront.alpha2, String(storefront.identifier), storefront.name, storefront.currency]
            .map { $0.lowercased() }.joined(separator: "\u{0}").utf8)
    }

    /// Every storefront's search key in one buffer, in table order, with the storefront each byte
    /// belongs to and where each key ends (small types: these tables stay in memory).
    private static let searchText: (bytes: [UInt8], owner: [UInt16], end: [Int]) = {
        var bytes: [UInt8] = [], owner: [UInt16] = [], end: [Int] = []
        for (index, key) in searchKeys.enumerated() {
            bytes += key
            owner += repeatElement(UInt16(index), count: key.count)
            end.append(bytes.count)
        }
        return (bytes, owner, end)
    }()

    /// Each pair of adjacent bytes inside one key with the place it occurs in `searchText`, as
    /// `pair << 16 | place`, sorted: a search of two bytes or more visits only the places its first
    /// two bytes occur, in order. Scanning every key for each search was a twentieth of a
    /// scenario suite's time.
    private static let pairPlaces: [UInt32] = {
        let (bytes, owner, end) = searchText
        precondition(bytes.count <= Int(UInt16.max), "storefront search keys outgrew the pair index")
        var entries: [UInt32] = []
        for i in bytes.indices where i + 2 <= end[Int(owner[i])] {
            entries.append(UInt32(pair(bytes[i], bytes[i + 1])) << 16 | UInt32(i))
        }
        return entries.sorted()
    }()

    private static func pair(_ first: UInt8, _ second: UInt8) -> UInt16 { UInt16(first) << 8 | UInt16(second) }

    /// The places in `searchText` where the pair occurs, in order.
    private static func places(of pair: UInt16) -> [Int] {
        let entries = pairPlaces
        // The first entry whose pair is not below `bound`.
        func firstIndex(notBelow bound: UInt32) -> Int {
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle] >> 16 < bound { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return entries[firstIndex(notBelow: UInt32(pair))..<firstIndex(notBelow: UInt32(pair) + 1)].map { Int($0 & 0xFFFF) }
    }

    /// Storefronts whose codes, id, name or currency contain `text` (case-insensitive); all when empty.
    public static func matching(_ text: String) -> [Storefront] {
        let needle = Array(text.lowercased().utf8)
        if needle.isEmpty { return all }
        let (bytes, owner, end) = searchText
        let places: [Int] = needle.count == 1 ? bytes.indices.filter { bytes[$0] == needle[0] } : places(of: pair(needle[0], needle[1]))
        // The table read once: each read of a static property checks that it was made.
        let table = Self.all
        var found: [Storefront] = []
        var last = -1
        bytes.withUnsafeBufferPointer { haystack in
            // Places come in order and keys are in table order: a storefront already listed is
            // the last one listed.
            for place in places {
                let index = Int(owner[place])
                if index != last, place + needle.count <= end[index], startsWith(haystack, at: place, needle) {
                    found.append(table[index])
                    last = index
                }
            }
        }
        return found
    }

    private static func startsWith(_ haystack: UnsafeBufferPointer<UInt8>, at start: Int, _ needle: [UInt8]) -> Bool {
        var j = 1
        while j < needle.count && haystack[start + j] == needle[j] { j += 1 }
        return j == needle.count
    }

    /// The search as a scan of each key in turn, which `matching` must answer alike (tests).
    static func matchingKeyByKey(_ text: String) -> [Storefront] {
        let needle = Array(text.lowercased().utf8)
        if needle.isEmpty { return all }
        return all.indices.compactMap { contains(searchKeys[$0], needle) ? all[$0] : nil }
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
